// The provider's contacts of an account (spec 1 §3 `{product}Contacts`): the account manager and
// the analysts who work with the account, per product it holds. Fixed here, as a CRM would hold
// them; an account not listed gets the client success team.
import type { ProviderContactDto } from '@portal/contracts';

const CLIENT_SUCCESS: ProviderContactDto = { role: 'Client Success', fullName: 'Client Success Team', email: 'success@meridian.example', phone: '+1 617.555.0199' };

const BY_ACCOUNT: Record<string, Partial<Record<string, ProviderContactDto[]>>> = {
  'northwind traders': {
    FD: [
      { role: 'Account Manager', fullName: 'Jordan Reyes', email: 'jordan.reyes@meridian.example', phone: '+1 617.555.0142' },
      { role: 'Research Analyst', fullName: 'Priya Natarajan', email: 'priya.natarajan@meridian.example', phone: '+1 617.555.0177' },
    ],
  },
  fabrikam: {
    FD: [
      { role: 'Account Manager', fullName: 'Morgan Blake', email: 'morgan.blake@meridian.example', phone: '+1 617.555.0131' },
      { role: 'Research Analyst', fullName: 'Lee Okafor', email: 'lee.okafor@meridian.example', phone: '+1 617.555.0163' },
    ],
    FMI: [{ role: 'Market Insights Analyst', fullName: 'Dana Whitfield', email: 'dana.whitfield@meridian.example', phone: '+44 20.7946.0321' }],
  },
  'meridian research': {
    FD: [{ role: 'Account Manager', fullName: 'Alex Kim', email: 'alex.kim@meridian.example', phone: '+1 617.555.0108' }],
  },
};

/** `{product}Contacts` for each of the user's subscriptions, e.g. `fdContacts`, `fmiContacts`. */
export function providerContactsFor(accountName: string, subscriptions: readonly string[]): Record<string, ProviderContactDto[]> {
  const account = BY_ACCOUNT[accountName.trim().toLowerCase()] ?? {};
  return Object.fromEntries(subscriptions.map((product) => [`${product.toLowerCase()}Contacts`, account[product] ?? [CLIENT_SUCCESS]]));
}

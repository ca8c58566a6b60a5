import type { ProviderContactDto } from '@portal/contracts';
import type { ProviderContact } from './contact.type.js';

const CONTACTS_KEY = /^([a-z]+)Contacts$/i;

function isContact(value: unknown): value is ProviderContactDto {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return ['role', 'fullName', 'email', 'phone'].every((key) => typeof c[key] === 'string');
}

/**
 * Spec 1 §3: the session response carries the provider's contacts per product as
 * `{product}Contacts` (fdContacts, fmiContacts…). One list, product by product in the session's
 * order; a contact listed for two products appears under each.
 */
export function contactsOfSession(session: Record<string, unknown>): ProviderContact[] {
  return Object.entries(session).flatMap(([key, value]) => {
    const product = CONTACTS_KEY.exec(key)?.[1];
    if (!product || !Array.isArray(value)) return [];
    return value.filter(isContact).map((c) => ({ product: product.toUpperCase(), role: c.role, fullName: c.fullName, email: c.email, phone: c.phone }));
  });
}

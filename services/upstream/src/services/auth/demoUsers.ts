// Demo users for a local run and the tests (listed in the README). Inserted only when missing,
// so a restart never hashes again nor overwrites a changed password.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authUsers } from './db/schema.js';
import { hashPassword } from './password.js';

export const DEMO_PASSWORD = 'Meridian-demo-2026';

type DemoUser = Omit<typeof authUsers.$inferInsert, 'passwordHash' | 'createdAt'>;

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'usr-client-0001',
    email: 'client@meridian.example',
    userType: 'client',
    firstName: 'Casey',
    lastName: 'Morgan',
    company: 'Northwind Traders',
    accountName: 'Northwind Traders',
    jobTitle: 'VP Marketing',
    country: 'US',
    phoneNumber: '6175550100',
    subscriptions: ['FD'],
    services: ['B2B Marketing', 'Customer Experience'],
    features: [],
  },
  {
    id: 'usr-guest-0001',
    email: 'guest@meridian.example',
    userType: 'guest',
    firstName: 'Gale',
    lastName: 'Harper',
    company: 'Contoso',
    accountName: 'Contoso',
    jobTitle: 'Analyst',
    country: 'GB',
    subscriptions: ['GUEST'],
  },
  {
    id: 'usr-employee-0001',
    email: 'employee@meridian.example',
    userType: 'employee',
    firstName: 'Emery',
    lastName: 'Stone',
    company: 'Meridian Research',
    accountName: 'Meridian Research',
    jobTitle: 'Research Director',
    country: 'US',
    subscriptions: ['FD', 'FMI'],
    services: ['B2B Marketing', 'Technology Leadership'],
    features: ['izola_home'],
  },
  // Two colleagues at one client account, kept for the account extras' tests (products,
  // notifications, newsletters, contacts), so their writes touch no other test's user.
  {
    id: 'usr-client-0002',
    email: 'robin@meridian.example',
    userType: 'client',
    firstName: 'Robin',
    lastName: 'Ellis',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Director of Product Marketing',
    country: 'US',
    subscriptions: ['FD', 'FMI'],
    services: ['B2B Marketing'],
  },
  {
    id: 'usr-client-0003',
    email: 'sam@meridian.example',
    userType: 'client',
    firstName: 'Sam',
    lastName: 'Patel',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Marketing Operations Manager',
    country: 'US',
    subscriptions: ['FD'],
    services: ['B2B Marketing'],
  },
  // The REST contract test's writer (follows, notifications, newsletters, consent, sign-in links):
  // a user no other test reads, so the order test files run in never matters.
  {
    id: 'usr-client-0004',
    email: 'jordan@meridian.example',
    userType: 'client',
    firstName: 'Jordan',
    lastName: 'Reyes',
    company: 'Tailspin Toys',
    accountName: 'Tailspin Toys',
    jobTitle: 'Head of Demand Generation',
    country: 'US',
    subscriptions: ['FD'],
    services: ['B2B Marketing'],
  },
  // Two readers of the home test's own: their follows and reading make their /myhome, so no
  // other test may read or follow as them.
  {
    id: 'usr-client-0005',
    email: 'avery@meridian.example',
    userType: 'client',
    firstName: 'Avery',
    lastName: 'Quinn',
    company: 'Woodgrove Bank',
    accountName: 'Woodgrove Bank',
    jobTitle: 'Chief Marketing Officer',
    country: 'US',
    subscriptions: ['FD', 'FMI'],
    services: ['B2B Marketing'],
  },
  {
    id: 'usr-client-0006',
    email: 'blake@meridian.example',
    userType: 'client',
    firstName: 'Blake',
    lastName: 'Ortiz',
    company: 'Woodgrove Bank',
    accountName: 'Woodgrove Bank',
    jobTitle: 'Marketing Analytics Lead',
    country: 'US',
    subscriptions: ['FD'],
    services: ['B2B Marketing'],
  },
  // The alternative home's reader (spec 1 §4: izola_home sends /myhome to the assistant-first
  // home), with a function of her own, so her priorities differ from the two readers' above. Only
  // the alternative home's tests sign in as her.
  {
    id: 'usr-client-0007',
    email: 'isla@meridian.example',
    userType: 'client',
    firstName: 'Isla',
    lastName: 'Novak',
    company: 'Contoso',
    accountName: 'Contoso',
    jobTitle: 'Head of Customer Experience',
    country: 'GB',
    subscriptions: ['FD'],
    services: ['Customer Experience'],
    features: ['izola_home'],
  },
  // The initiatives' tests (issue #10; e2e/tests/initiatives.spec.ts, integration/initiatives.test.ts,
  // integration/security/initiatives.test.ts): Riley changes the status of her actions; Dana is the
  // client an employee looks up in the client viewer, and nobody changes hers.
  {
    id: 'usr-client-0008',
    email: 'riley@meridian.example',
    userType: 'client',
    firstName: 'Riley',
    lastName: 'Chen',
    company: 'Litware',
    accountName: 'Litware',
    jobTitle: 'Director of Revenue Operations',
    country: 'US',
    subscriptions: ['FD'],
    services: ['B2B Marketing'],
  },
  {
    id: 'usr-client-0009',
    email: 'dana@meridian.example',
    userType: 'client',
    firstName: 'Dana',
    lastName: 'Kim',
    company: 'Adatum',
    accountName: 'Adatum',
    jobTitle: 'VP Customer Experience',
    country: 'US',
    subscriptions: ['FD', 'FMI'],
    services: ['Customer Experience'],
  },
  // Checkout's buyers (issue #10), clients with no subscription so restricted research must be
  // bought. Each e2e test of e2e/tests/checkout.spec.ts signs in as its own (success, decline,
  // pending); the contract examples buy as Quinn, integration/checkout.test.ts as Remy and
  // integration/security/checkout.test.ts as Sol. No other test reads them.
  {
    id: 'usr-client-0010',
    email: 'cass@meridian.example',
    userType: 'client',
    firstName: 'Cass',
    lastName: 'Moreau',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Procurement Lead',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  {
    id: 'usr-client-0011',
    email: 'dev@meridian.example',
    userType: 'client',
    firstName: 'Dev',
    lastName: 'Lindqvist',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Procurement Analyst',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  {
    id: 'usr-client-0012',
    email: 'pat@meridian.example',
    userType: 'client',
    firstName: 'Pat',
    lastName: 'Okafor',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Finance Manager',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  {
    id: 'usr-client-0013',
    email: 'quinn@meridian.example',
    userType: 'client',
    firstName: 'Quinn',
    lastName: 'Ledger',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Buyer',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  {
    id: 'usr-client-0014',
    email: 'remy@meridian.example',
    userType: 'client',
    firstName: 'Remy',
    lastName: 'Castillo',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Buyer',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  {
    id: 'usr-client-0015',
    email: 'sol@meridian.example',
    userType: 'client',
    firstName: 'Sol',
    lastName: 'Haddad',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Buyer',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  // The saved collection's readers (favorites): e2e/tests/favorites.spec.ts saves and unsaves as
  // them, and integration/favorites.test.ts and integration/security/favorites-isolation.test.ts
  // use them as two readers whose collections must stay apart. No other test reads them.
  {
    id: 'usr-client-0041',
    email: 'sasha@meridian.example',
    userType: 'client',
    firstName: 'Sasha',
    lastName: 'Keller',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Research Librarian',
    country: 'US',
    subscriptions: ['FD'],
    services: ['B2B Marketing'],
  },
  {
    id: 'usr-client-0042',
    email: 'parker@meridian.example',
    userType: 'client',
    firstName: 'Parker',
    lastName: 'Haddad',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Strategy Analyst',
    country: 'US',
    subscriptions: ['FD'],
    services: ['B2B Marketing'],
  },
  // The cart's readers (issue #10): Ariel subscribes to nothing, so all restricted research is for
  // sale to her (e2e/tests/cart.spec.ts); Drew subscribes to FD, so FD research is already his
  // (integration/cart.test.ts, integration/security/cart-isolation.test.ts). Only those test files
  // sign in as them.
  {
    id: 'usr-client-0018',
    email: 'ariel@meridian.example',
    userType: 'client',
    firstName: 'Ariel',
    lastName: 'Moreau',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Procurement Manager',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  {
    id: 'usr-client-0019',
    email: 'drew@meridian.example',
    userType: 'client',
    firstName: 'Drew',
    lastName: 'Osei',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Research Lead',
    country: 'US',
    subscriptions: ['FD'],
    services: [],
  },
  // The Stripe webhook's buyer (integration/payment-webhook.test.ts): a client with no
  // subscription whose orders no other test reads.
  {
    id: 'usr-client-0043',
    email: 'wren@meridian.example',
    userType: 'client',
    firstName: 'Wren',
    lastName: 'Okafor',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Procurement Analyst',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  // The forged Stripe events' target (integration/security/payment-webhook.test.ts): a client with
  // no subscription whose pending order the attacks try to pay.
  {
    id: 'usr-client-0044',
    email: 'ash@meridian.example',
    userType: 'client',
    firstName: 'Ash',
    lastName: 'Moreau',
    company: 'Fabrikam',
    accountName: 'Fabrikam',
    jobTitle: 'Finance Analyst',
    country: 'US',
    subscriptions: [],
    services: [],
  },
  // The contact form's readers (e2e/tests/contact.spec.ts), so their submissions and rate limit
  // touch no other test's user: Nadia sends the form signed in (a profile phone, so a call needs no
  // number); Idris sends the subject at its byte limit after one byte too many was refused.
  {
    id: 'usr-client-0081',
    email: 'nadia@meridian.example',
    userType: 'client',
    firstName: 'Nadia',
    lastName: 'Farouk',
    company: 'Northwind Traders',
    accountName: 'Northwind Traders',
    jobTitle: 'Research Operations Lead',
    country: 'US',
    phoneNumber: '6175550181',
    subscriptions: ['FD'],
    services: [],
  },
  {
    id: 'usr-client-0082',
    email: 'idris@meridian.example',
    userType: 'client',
    firstName: 'Idris',
    lastName: 'Lindqvist',
    company: 'Northwind Traders',
    accountName: 'Northwind Traders',
    jobTitle: 'Market Analyst',
    country: 'SE',
    subscriptions: ['FD'],
    services: [],
  },
];

export async function seedDemoUsers(db: Database): Promise<number> {
  const present = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(inArray(authUsers.id, DEMO_USERS.map((u) => u.id)));
  const missing = DEMO_USERS.filter((u) => !present.some((p) => p.id === u.id));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(missing.map(async (u) => ({ ...u, passwordHash: await hashPassword(DEMO_PASSWORD) })));
  await db.insert(authUsers).values(rows).onConflictDoNothing();
  return rows.length;
}

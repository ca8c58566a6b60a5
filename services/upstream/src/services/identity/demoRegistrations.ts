// Two demo users whose registration is still open (a client and an employee invited by their
// company, signing in for the first time): the portal intercepts them with the business profile,
// terms and preference steps. Inserted only when missing, like the other demo users.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authUsers } from '../auth/db/schema.js';
import { demoPasswordHash } from '../auth/demoUsers.js';
import { startRegistration } from './registrationStore.js';

export const INTERCEPTED_DEMO_USERS = [
  { id: 'usr-client-new-0001', email: 'new.client@meridian.example', userType: 'client' as const, firstName: 'Noor', lastName: 'Client', subscriptions: ['FD'] },
  { id: 'usr-employee-new-0001', email: 'new.employee@meridian.example', userType: 'employee' as const, firstName: 'Nico', lastName: 'Employee', subscriptions: ['FD', 'FMI'] },
];

export async function seedInterceptedDemoUsers(db: Database): Promise<number> {
  const ids = INTERCEPTED_DEMO_USERS.map((u) => u.id);
  const present = new Set((await db.select({ id: authUsers.id }).from(authUsers).where(inArray(authUsers.id, ids))).map((r) => r.id));
  const missing = INTERCEPTED_DEMO_USERS.filter((u) => !present.has(u.id));
  for (const user of missing) {
    await db.insert(authUsers).values({ ...user, passwordHash: await demoPasswordHash(user.id) }).onConflictDoNothing();
    await startRegistration(db, user.id);
  }
  return missing.length;
}

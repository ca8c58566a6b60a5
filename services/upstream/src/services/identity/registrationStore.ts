// Registration and interceptor state per user. No row = nothing to intercept (every user seeded
// or created before self-service sign-up); a self-registered user gets a row with the profile
// incomplete and the terms not accepted.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { registrationState } from './db/schema.js';

export type RegistrationState = typeof registrationState.$inferSelect;

export const INTERCEPTOR_PROFILE = 'business-profile';
export const INTERCEPTOR_TERMS = 'business-terms';
export const INTERCEPTOR_PREFERENCE = 'business-preference';

export async function registrationStateOf(db: Database, userId: string): Promise<RegistrationState | undefined> {
  const [row] = await db.select().from(registrationState).where(eq(registrationState.userId, userId)).limit(1);
  return row;
}

export async function startRegistration(db: Database, userId: string): Promise<void> {
  await db.insert(registrationState).values({ userId }).onConflictDoNothing();
}

export async function updateRegistration(db: Database, userId: string, values: Partial<Omit<RegistrationState, 'userId'>>): Promise<void> {
  await db.insert(registrationState).values({ userId, ...values }).onConflictDoUpdate({ target: registrationState.userId, set: values });
}

/** The interceptors still open for the user, in the order the portal walks them. */
export function openInterceptors(state: RegistrationState | undefined): string[] {
  if (!state) return [];
  const open: string[] = [];
  if (!state.profileComplete) open.push(INTERCEPTOR_PROFILE);
  if (!state.tncAccepted) open.push(INTERCEPTOR_TERMS);
  return open;
}

// Self-service sign-up: a guest user (subscription GUEST) with a salted slow password hash and a
// registration row that leaves the profile and the terms open, so the portal intercepts them.
import { randomUUID } from 'node:crypto';
import { REQUIRED_MESSAGE, newPasswordProblem } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { authUsers } from '../auth/db/schema.js';
import { hashPassword } from '../auth/password.js';
import { normaliseEmail, type AuthUser } from '../auth/userStore.js';
import { startRegistration } from './registrationStore.js';

export const EMAIL_TAKEN = 'An account with this e-mail address already exists.';
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export function signUpErrors(values: SignUpValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.email.trim() === '') errors.email = REQUIRED_MESSAGE;
  else if (!EMAIL_SHAPE.test(values.email.trim()) || values.email.length > 254) errors.email = 'Enter a valid e-mail address';
  if (values.firstName.trim() === '') errors.firstName = REQUIRED_MESSAGE;
  else if (values.firstName.trim().length > 40) errors.firstName = 'Must be 40 characters or fewer';
  if (values.lastName.trim() === '') errors.lastName = REQUIRED_MESSAGE;
  else if (values.lastName.trim().length > 80) errors.lastName = 'Must be 80 characters or fewer';
  const problem = newPasswordProblem(values.password);
  if (problem) errors.password = problem;
  return errors;
}

export async function signUpGuest(db: Database, values: SignUpValues): Promise<AuthUser | { error: string }> {
  const [user] = await db
    .insert(authUsers)
    .values({
      id: `usr-guest-${randomUUID()}`,
      email: normaliseEmail(values.email),
      passwordHash: await hashPassword(values.password),
      userType: 'guest',
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      subscriptions: ['GUEST'],
    })
    .onConflictDoNothing({ target: authUsers.email })
    .returning();
  if (!user) return { error: EMAIL_TAKEN };
  await startRegistration(db, user.id);
  return user;
}

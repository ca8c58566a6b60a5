// The session response of GET /auth-service/api/v1/user/sessions/verify: the fields spec 1 §3
// says the portal reads, filled from the user's row (those the service does not track yet take
// the neutral value the spec gives, e.g. profileComplete true).
import type { SessionResponseDto } from '@portal/contracts';
import { providerContactsFor } from '../user/providerContacts.js';
import type { AuthUser } from './userStore.js';
import { openInterceptors, type RegistrationState } from '../identity/registrationStore.js';

export function toSessionResponse(user: AuthUser, registration?: RegistrationState, experiences: readonly string[] = []): SessionResponseDto {
  // A self-registered user is intercepted until the profile and the terms are done.
  const interceptors = openInterceptors(registration);
  return {
    usermetaId: user.id,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.email,
    userType: user.userType,
    services: user.services,
    phoneNumber: user.phoneNumber,
    accountName: user.accountName,
    subscriptions: user.subscriptions,
    regId: null,
    profileComplete: registration?.profileComplete ?? true,
    tncAccepted: registration?.tncAccepted ?? true,
    interceptor: {
      isInterceptedUser: registration !== undefined,
      isInterceptionComplete: interceptors.length === 0,
      interceptedAt: registration?.interceptedAt.toISOString() ?? null,
      interceptionType: interceptors[0] ?? null,
    },
    interceptors,
    exclusiveAccess: false,
    isVIP: false,
    company: user.company,
    address: null,
    jobTitle: user.jobTitle,
    country: user.country,
    accessLevel: null,
    createDate: user.createdAt.toISOString(),
    experimental: false,
    userExperiences: [...experiences],
    // Features are flags by name (spec 1 §3: features include izola_home).
    features: Object.fromEntries(user.features.map((name) => [name, true])),
    ...providerContactsFor(user.accountName, user.subscriptions),
  };
}

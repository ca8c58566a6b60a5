// The profile of spec 1 §3 as user-service answers it, from the auth service's user row.
import type { ProfileDto } from '@portal/contracts';
import type { AuthUser } from '../auth/userStore.js';

export function toProfileDto(user: AuthUser): ProfileDto {
  return {
    usermetaId: user.id,
    emailAddress: user.email,
    isSSO: false,
    accountName: user.accountName,
    city: user.city,
    countryCode: user.country,
    extension: user.phoneExtension,
    firstName: user.firstName,
    jobTitle: user.jobTitle,
    lastName: user.lastName,
    otherRegion: user.otherRegion,
    phoneNumber: user.phoneNumber,
    postalCode: user.postalCode,
    prefix: user.prefix,
    state: user.state,
    street: user.street,
    streetSecondLine: user.streetSecondLine,
  };
}

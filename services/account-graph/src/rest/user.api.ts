import { authContracts, userContracts, type CountryDto, type ProfileDto, type ProfileUpdateBody } from '@portal/contracts';
import type { SpecialRegistrationField } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// user-service (and the profile PATCH under auth-service). All of it is one user's data: never
// cached (the base class also bypasses the cache for any signed-in request).
export class UserApi extends PortalRestDataSource {
  profile(): Promise<ProfileDto> {
    return this.callContract(userContracts.profile, {}, { cache: false });
  }

  specialRegistrationFields(): Promise<SpecialRegistrationField[]> {
    return this.callContract(userContracts.specialRegistrationFields, {}, { cache: false });
  }

  countries(): Promise<CountryDto[]> {
    return this.callContract(userContracts.countries, {}, { cache: false });
  }

  updateProfile(body: ProfileUpdateBody): Promise<ProfileDto> {
    return this.callContract(authContracts.updateProfile, { body }, { emptyIsSuccess: false });
  }
}

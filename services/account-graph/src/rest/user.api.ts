import type { ProfileValues, SpecialRegistrationField } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

/** GET /user-service/api/v1/user/profile and the PATCH's answer. */
export interface ProfileDto extends ProfileValues {
  usermetaId: string;
  emailAddress: string;
  isSSO: boolean;
}

export interface CountryDto {
  code: string;
  name: string;
}

/** The PATCH body of spec 1 §7: the profile fields plus title, phone, phoneExtn and specialReg. */
export interface ProfileUpdateBody extends ProfileValues {
  title: string;
  phone: string;
  phoneExtn: string;
  specialReg?: string;
}

// user-service (and the profile PATCH under auth-service). All of it is one user's data: never
// cached (the base class also bypasses the cache for any signed-in request).
export class UserApi extends PortalRestDataSource {
  profile(): Promise<ProfileDto> {
    return this.getJson<ProfileDto>('/user-service/api/v1/user/profile', { cache: false });
  }

  specialRegistrationFields(): Promise<SpecialRegistrationField[]> {
    return this.getJson<SpecialRegistrationField[]>('/user-service/api/v1/user/profile/special-registration-fields', { cache: false });
  }

  countries(): Promise<CountryDto[]> {
    return this.getJson<CountryDto[]>('/user-service/api/v1/user/countries', { cache: false });
  }

  updateProfile(body: ProfileUpdateBody): Promise<ProfileDto> {
    return this.patchJson<ProfileDto>('/auth-service/api/v1/user', { body, emptyIsSuccess: false });
  }
}

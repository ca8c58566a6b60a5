import { PortalRestDataSource } from '@portal/graph-kit';

export type CaptchaDto = { provider: 'altcha'; challenge: unknown } | { provider: 'recaptcha'; siteKey: string };

export interface SignInLinkHolderDto {
  userId: string;
  email: string;
  fullName: string;
  userType: string;
}

export interface RegistrationDto {
  userType: string;
  profileComplete: boolean;
  tncAccepted: boolean;
  preferencesSet: boolean;
  interceptors: string[];
  subscriptionPreferences: string[];
}

export interface RegistrationBody {
  firstName: string;
  lastName: string;
  title: string;
  companyName: string;
  country: string;
  address: string;
  city: string;
  state: string;
  otherRegion: string;
  zipCode: string;
  marketingEmails: boolean;
  specialReg: Record<string, string>;
}

// The auth module's passwordless, password and interceptor calls (spec 1 §7, spec 3 §7), all about one user or one
// e-mail: never cached.
export class IdentityApi extends PortalRestDataSource {
  captcha(): Promise<CaptchaDto> {
    return this.getJson<CaptchaDto>('/auth-service/api/v1/captcha', { cache: false });
  }

  changePassword(currentPassword: string, password: string): Promise<{ result: string }> {
    return this.postJson('/auth-service/api/v1/user/password/change', { body: { currentPassword, password }, emptyIsSuccess: false });
  }

  recoverPassword(email: string, recaptchaToken: string): Promise<{ result: string }> {
    return this.postJson('/auth-service/api/v1/user/password/recover', { body: { email, recaptchaToken }, emptyIsSuccess: false });
  }

  validateResetToken(resetToken: string): Promise<{ valid: boolean; email: string }> {
    return this.postJson('/auth-service/api/v1/user/password/validate-token', { body: { resetToken }, emptyIsSuccess: false });
  }

  resetPassword(body: { email?: string; resetToken: string; password: string }): Promise<{ result: string }> {
    return this.postJson('/auth-service/api/v1/user/password/reset', { body, emptyIsSuccess: false });
  }

  requestSignInLink(email: string): Promise<{ status: number; message: string }> {
    return this.postJson('/auth-service/api/v1/passwordless', { body: { email }, emptyIsSuccess: false });
  }

  redeemSignInLink(token: string): Promise<SignInLinkHolderDto> {
    return this.postJson('/auth-service/api/v1/passwordless/redeem', { body: { token }, emptyIsSuccess: false });
  }

  registration(): Promise<RegistrationDto> {
    return this.getJson<RegistrationDto>('/auth-service/api/v1/registration', { cache: false });
  }

  completeRegistration(body: RegistrationBody): Promise<{ userType: string }> {
    return this.postJson('/auth-service/api/v1/registration/complete', { body, emptyIsSuccess: false });
  }

  acceptTerms(): Promise<{ result: string }> {
    return this.postJson('/auth-service/api/v1/registration/terms', { body: { accepted: true }, emptyIsSuccess: false });
  }

  addSubscriptionPreferences(preferences: string[]): Promise<{ preferences: string[] }> {
    return this.postJson('/auth-service/api/v1/registration/preferences', { body: { preferences }, emptyIsSuccess: false });
  }
}

import {
  captchaContracts,
  passwordContracts,
  passwordlessContracts,
  registrationContracts,
  type CaptchaDto,
  type ContractInput,
  type ContractResponse,
  type RegistrationDto,
  type SignInLinkHolderDto,
} from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** The `{ result }` answer of the password and terms routes. */
type ResultAnswer = ContractResponse<typeof passwordContracts.change>;

// The auth module's passwordless, password and interceptor calls (spec 1 §7, spec 3 §7), all about one user or one
// e-mail: never cached.
export class IdentityApi extends PortalRestDataSource {
  captcha(): Promise<CaptchaDto> {
    return this.callContract(captchaContracts.challenge, {}, { cache: false });
  }

  changePassword(currentPassword: string, password: string): Promise<ResultAnswer> {
    return this.callContract(passwordContracts.change, { body: { currentPassword, password } }, { emptyIsSuccess: false });
  }

  recoverPassword(email: string, recaptchaToken: string): Promise<ResultAnswer> {
    return this.callContract(passwordContracts.recover, { body: { email, recaptchaToken } }, { emptyIsSuccess: false });
  }

  validateResetToken(resetToken: string): Promise<ContractResponse<typeof passwordContracts.validateToken>> {
    return this.callContract(passwordContracts.validateToken, { body: { resetToken } }, { emptyIsSuccess: false });
  }

  resetPassword(body: ContractInput<typeof passwordContracts.reset>['body']): Promise<ResultAnswer> {
    return this.callContract(passwordContracts.reset, { body }, { emptyIsSuccess: false });
  }

  requestSignInLink(email: string): Promise<ContractResponse<typeof passwordlessContracts.request>> {
    return this.callContract(passwordlessContracts.request, { body: { email } }, { emptyIsSuccess: false });
  }

  redeemSignInLink(token: string): Promise<SignInLinkHolderDto> {
    return this.callContract(passwordlessContracts.redeem, { body: { token } }, { emptyIsSuccess: false });
  }

  registration(): Promise<RegistrationDto> {
    return this.callContract(registrationContracts.get, {}, { cache: false });
  }

  completeRegistration(body: ContractInput<typeof registrationContracts.complete>['body']): Promise<ContractResponse<typeof registrationContracts.complete>> {
    return this.callContract(registrationContracts.complete, { body }, { emptyIsSuccess: false });
  }

  acceptTerms(): Promise<ResultAnswer> {
    return this.callContract(registrationContracts.acceptTerms, { body: { accepted: true } }, { emptyIsSuccess: false });
  }

  addSubscriptionPreferences(preferences: string[]): Promise<ContractResponse<typeof registrationContracts.addPreferences>> {
    return this.callContract(registrationContracts.addPreferences, { body: { preferences } }, { emptyIsSuccess: false });
  }
}

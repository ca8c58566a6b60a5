// The identity routes of auth-service. Each write leaves its user as it found it: the password
// set is the demo password again, the registration sent is the profile the user already has, and
// a mailed link is asked for first by the example that redeems it.
import { captchaContracts, passwordContracts, passwordlessContracts, registrationContracts, userContracts, type ProfileDto } from '@portal/contracts';
import { DEMO_PASSWORD } from '../support/signIn.js';
import { CLIENT, EMPLOYEE, GUEST, JORDAN, postJson, signed } from './demoUsers.js';
import { example, type ExampleContext } from './example.js';

const profileOf = async (context: ExampleContext, userId: string): Promise<ProfileDto> =>
  context.getJson(userContracts.profile.fullPath, await context.signedAs(userId));

/** Asks for a password reset link for `userId` (with a solved captcha) and reads its token from the mail. */
async function mailedResetToken(context: ExampleContext, userId: string): Promise<{ email: string; resetToken: string }> {
  const { emailAddress: email } = await profileOf(context, userId);
  await postJson(context, passwordContracts.recover.fullPath, { email, recaptchaToken: await context.solvedCaptcha() }, {});
  return { email, resetToken: context.mailedToken(email) };
}

export const identityExamples = [
  example(captchaContracts.challenge, { input: {} }),

  example(passwordContracts.change, async (context) => ({
    input: { body: { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD } },
    headers: await context.signedAs(EMPLOYEE),
  })),
  example(passwordContracts.recover, async (context) => ({
    input: { body: { email: (await profileOf(context, JORDAN)).emailAddress, recaptchaToken: await context.solvedCaptcha() } },
  })),
  example(passwordContracts.validateToken, async (context) => ({ input: { body: { resetToken: (await mailedResetToken(context, JORDAN)).resetToken } } })),
  example(passwordContracts.reset, async (context) => ({ input: { body: { ...(await mailedResetToken(context, JORDAN)), password: DEMO_PASSWORD } } })),

  example(passwordlessContracts.request, async (context) => ({ input: { body: { email: (await profileOf(context, JORDAN)).emailAddress } } })),
  example(passwordlessContracts.redeem, async (context) => {
    const { emailAddress: email } = await profileOf(context, JORDAN);
    await postJson(context, passwordlessContracts.request.fullPath, { email }, {});
    return { input: { body: { token: context.mailedToken(email) } } };
  }),

  example(registrationContracts.get, signed(CLIENT)),
  example(registrationContracts.complete, async (context) => {
    const headers = await context.signedAs(GUEST);
    // Terms first: the user is never left with the terms interceptor open.
    await postJson(context, registrationContracts.acceptTerms.fullPath, { accepted: true }, headers);
    const profile = await profileOf(context, GUEST);
    const body = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      title: profile.jobTitle,
      companyName: profile.accountName,
      country: profile.countryCode,
      address: profile.street,
      city: profile.city,
      state: profile.state,
      otherRegion: profile.otherRegion,
      zipCode: profile.postalCode,
    };
    return { input: { body }, headers };
  }),
  example(registrationContracts.acceptTerms, async (context) => ({ input: { body: { accepted: true } }, headers: await context.signedAs(GUEST) })),
  example(registrationContracts.addPreferences, async (context) => ({ input: { body: { preferences: [] } }, headers: await context.signedAs(GUEST) })),
];

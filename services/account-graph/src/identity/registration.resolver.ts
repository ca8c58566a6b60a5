import { MAX_SUBSCRIPTION_PREFERENCES, registrationContracts } from '@portal/contracts';
import { TERMS_COMPLETED, TERMS_FAILED, registrationFormErrors, type RegistrationValues } from '@portal/domain';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { fieldErrorsError } from '../profile/fieldErrors.js';
import { SIGN_IN_FOR_ACCOUNT_MESSAGE } from '../profile/signedIn.js';
import { Viewer } from '../viewer/viewer.type.js';
import { RegistrationInput } from './registration.args.js';
import { Registration, RegistrationResult } from './registration.type.js';

export function registrationValuesOf(input: RegistrationInput): RegistrationValues {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    title: input.title,
    companyName: input.companyName,
    country: input.country,
    address: input.address ?? '',
    city: input.city ?? '',
    state: input.state ?? '',
    otherRegion: input.otherRegion ?? '',
    zipCode: input.zipCode ?? '',
    marketingEmails: input.marketingEmails,
    specialReg: Object.fromEntries(input.specialReg.map((field) => [field.name, field.value])),
  };
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver(() => Viewer)
export class ViewerRegistrationResolver {
  @FieldResolver(() => Registration, { description: 'The reader\'s registration state' })
  async registration(@Ctx() ctx: AccountContext): Promise<Registration> {
    return ctx.identity.registration();
  }
}

// The interceptor module (spec 3 §4, §7): completeRegistration, updateTermsAndConditions,
// addSubscriptionPreferences.
@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver()
export class RegistrationMutationResolver {
  @Mutation(() => RegistrationResult, { description: "Completes the business profile; field errors in extensions.fieldErrors (the server's formErrors)" })
  async completeRegistration(@Arg('input', () => RegistrationInput, { description: 'The profile and consents the new reader gives to finish signing up' }) input: RegistrationInput, @Ctx() ctx: AccountContext): Promise<RegistrationResult> {
    const values = registrationValuesOf(input);
    const fields = await ctx.users.specialRegistrationFields();
    const required = fields.filter((field) => field.required).map((field) => field.name);
    const errors = registrationFormErrors(values, required);
    if (Object.keys(errors).length > 0) throw fieldErrorsError(errors);
    const { userType } = await ctx.identity.completeRegistration(values);
    // Spec 3 §6: a guest goes straight home; client and employee on to the preference step.
    return { userType, nextStep: userType.toLowerCase() === 'guest' ? 'home' : 'preference' };
  }

  @Mutation(() => String, { description: "'Terms and Conditions Agreement completed' or 'Terms and Conditions Agreement failed'" })
  async acceptTerms(@Ctx() ctx: AccountContext): Promise<string> {
    try {
      return (await ctx.identity.acceptTerms()).result === TERMS_COMPLETED ? TERMS_COMPLETED : TERMS_FAILED;
    } catch {
      return TERMS_FAILED;
    }
  }

  @Mutation(() => [String], { description: 'Saves the subscription preferences of the business preference step' })
  async addSubscriptionPreferences(
    @Arg('preferences', () => [String], { description: 'The topics the new reader chose to hear about (the registration form\'s preference ids)' }) preferences: string[],
    @Ctx() ctx: AccountContext,
  ): Promise<string[]> {
    if (!registrationContracts.addPreferences.body.safeParse({ preferences }).success) throw fieldErrorsError({ preferences: `Choose up to ${MAX_SUBSCRIPTION_PREFERENCES} preferences` });
    return (await ctx.identity.addSubscriptionPreferences(preferences)).preferences;
  }
}


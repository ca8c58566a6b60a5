import {
  EMPTY_PROFILE,
  PROFILE_FIELDS,
  formatPhoneNumber,
  profileFieldErrors,
  specialRegistrationErrors,
  type FieldErrors,
  type ProfileValues,
} from '@portal/domain';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { Viewer } from '../viewer/viewer.type.js';
import { fieldErrorsError } from './fieldErrors.js';
import { toProfile } from './profile.mapper.js';
import { UpdateProfileInput } from './profile.input.js';
import { Country, Profile, SpecialRegistrationField } from './profile.type.js';
import { SIGN_IN_FOR_ACCOUNT_MESSAGE } from './signedIn.js';

// The viewer's profile (/my-account/profile). A Viewer exists only for a signed-in user, and
// user-service answers the caller's own data only (the user id travels in x-portal-user).
@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver(() => Viewer)
export class ViewerProfileResolver {
  @FieldResolver(() => Profile, { description: 'The reader\'s profile' })
  async profile(@Ctx() ctx: AccountContext): Promise<Profile> {
    return toProfile(await ctx.users.profile());
  }

  @FieldResolver(() => [SpecialRegistrationField], { description: 'Extra registration fields the reader must answer' })
  specialRegistrationFields(@Ctx() ctx: AccountContext): Promise<SpecialRegistrationField[]> {
    return ctx.users.specialRegistrationFields();
  }

  @FieldResolver(() => [Country], { description: 'The countries the profile form offers, by name' })
  countries(@Ctx() ctx: AccountContext): Promise<Country[]> {
    return ctx.users.countries();
  }
}

function profileValuesOf(input: UpdateProfileInput): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, input[field] ?? EMPTY_PROFILE[field]])) as ProfileValues;
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver()
export class ProfileMutationResolver {
  @Mutation(() => Profile, { description: "Saves the signed-in user's profile; answers it as stored (spec 1 §4 'Profile save')" })
  async updateProfile(@Arg('input', () => UpdateProfileInput, { description: 'The profile fields to change; the others keep their value' }) input: UpdateProfileInput, @Ctx() ctx: AccountContext): Promise<Profile> {
    const profile = profileValuesOf(input);
    const errors: FieldErrors = profileFieldErrors(profile);
    // A required special registration field is checked against what the service says is required.
    const fields = await ctx.users.specialRegistrationFields();
    const special = specialRegistrationErrors(fields, Object.fromEntries(fields.map((f) => [f.name, input.specialReg ?? f.value])));
    if (Object.keys(special).length > 0) errors.specialReg = Object.values(special)[0];
    if (Object.keys(errors).length > 0) throw fieldErrorsError(errors);
    const saved = await ctx.users.updateProfile({
      ...profile,
      title: profile.prefix,
      phone: formatPhoneNumber(profile.phoneNumber),
      phoneExtn: profile.extension,
      ...(input.specialReg != null ? { specialReg: input.specialReg } : {}),
    });
    return toProfile(saved);
  }
}

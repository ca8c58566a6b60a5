import { communicationPreferencesSchema, toCommunicationPreferences, toConsentEntries, type ConsentEntry } from '@portal/domain';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { fieldErrorsError } from '../profile/fieldErrors.js';
import { SIGN_IN_FOR_ACCOUNT_MESSAGE } from '../profile/signedIn.js';
import { Viewer } from '../viewer/viewer.type.js';
import { CommunicationPreferencesInput } from './preferences.input.js';
import { CommunicationPreferences } from './preferences.type.js';

function toType(userId: string, entries: ConsentEntry[]): CommunicationPreferences {
  return { id: userId, ...toCommunicationPreferences(entries) };
}

// The viewer's consent (/my-account/communications): stored as on/off entries by id in the
// preference-service, shown and edited as the choices of spec 1 §4.
@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver(() => Viewer)
export class ViewerPreferencesResolver {
  @FieldResolver(() => CommunicationPreferences, { description: 'The reader\'s communication preferences' })
  async preferences(@Ctx() ctx: AccountContext): Promise<CommunicationPreferences> {
    const user = ctx.user!;
    return toType(user.id, (await ctx.preferences.consent()).preferences);
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver()
export class PreferencesMutationResolver {
  @Mutation(() => CommunicationPreferences, { description: "Saves the signed-in user's communication preferences; answers them as stored" })
  async updateCommunicationPreferences(
    @Arg('input', () => CommunicationPreferencesInput, { description: 'The channels and topics the reader agrees to be contacted about' }) input: CommunicationPreferencesInput,
    @Ctx() ctx: AccountContext,
  ): Promise<CommunicationPreferences> {
    const user = ctx.user!;
    const parsed = communicationPreferencesSchema.safeParse({ ...input });
    if (!parsed.success) {
      throw fieldErrorsError(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    }
    return toType(user.id, (await ctx.preferences.saveConsent(toConsentEntries(parsed.data))).preferences);
  }
}

import { Authorized, Ctx, FieldResolver, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { SIGN_IN_FOR_ACCOUNT_MESSAGE } from '../profile/signedIn.js';
import { Viewer } from '../viewer/viewer.type.js';
import { ProviderContact } from './contact.type.js';
import { contactsOfSession } from './contacts.mapper.js';

@Authorized()
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver(() => Viewer)
export class ViewerContactsResolver {
  // The session verify the viewer already made: the REST client deduplicates a GET within a
  // request, so this costs no second call.
  @FieldResolver(() => [ProviderContact], { description: "The provider's contacts for the user's account (/my-account/contacts)" })
  async contacts(@Ctx() ctx: AccountContext): Promise<ProviderContact[]> {
    return contactsOfSession((await ctx.auth.verifySession()) as unknown as Record<string, unknown>);
  }
}

// Reprint links (spec 1 §6): a reprint user issues a reprints or preview token for one report. Only
// a signed-in caller reaches research-service (@Authorized); whether they are a reprint user (their
// experience codes in the user store) is research-service's decision, which answers 403 otherwise.
import { SIGN_IN_TO_ISSUE_REPRINT_MESSAGE } from '@portal/domain';
import { SignInMessage } from '@portal/graph-kit';
import { Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { IssueReprintLinkArgs } from './reprint-link.args.js';
import { ReprintLink, ReprintLinkKind } from './reprint-link.type.js';

@Authorized()
@SignInMessage(SIGN_IN_TO_ISSUE_REPRINT_MESSAGE)
@Resolver()
export class ReprintLinkResolver {
  @Mutation(() => ReprintLink, { description: 'A reprints or preview link for one report; reprint users only (experience REPRINTS:CUSTOMER, REPRINTS:RESEARCHOPS or REPRINTS:SALES)' })
  async issueReprintLink(@Args() { contentId, kind }: IssueReprintLinkArgs, @Ctx() ctx: ContentContext): Promise<ReprintLink> {
    const issued = await ctx.research.issueReprintToken(contentId, kind);
    return { id: issued.id, contentId: issued.contentId, kind: issued.kind as ReprintLinkKind, path: issued.path, expiresAt: issued.expiresAt };
  }
}

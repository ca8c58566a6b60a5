// Reprint links (spec 1 §6): a reprint user issues a reprints or preview token for one report. Only
// a signed-in caller reaches research-service (@Authorized); whether they are a reprint user (their
// experience codes in the user store) is research-service's decision, which answers 403 otherwise.
// An issuer lists their own links and withdraws one (research-service scopes both to the caller).
import { REPRINT_LINK_NOT_FOUND_MESSAGE, SIGN_IN_TO_ISSUE_REPRINT_MESSAGE, SIGN_IN_TO_LIST_REPRINTS_MESSAGE, type ReprintTokenKind } from '@portal/domain';
import type { ReprintTokenListingDto } from '@portal/contracts';
import { SignInMessage } from '@portal/graph-kit';
import { GraphQLError } from 'graphql';
import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { IssueReprintLinkArgs, RevokeReprintLinkArgs } from './reprint-link.args.js';
import { ListedReprintLink, ReprintLink, ReprintLinkKind } from './reprint-link.type.js';

const kindOf = (kind: ReprintTokenKind) => (kind === 'preview' ? ReprintLinkKind.PREVIEW : ReprintLinkKind.REPRINTS);
const toListed = (link: ReprintTokenListingDto): ListedReprintLink => ({ ...link, kind: kindOf(link.kind) });

@Authorized()
@SignInMessage(SIGN_IN_TO_ISSUE_REPRINT_MESSAGE)
@Resolver()
export class ReprintLinkResolver {
  @Mutation(() => ReprintLink, { description: 'A reprints or preview link for one report; reprint users only (experience REPRINTS:CUSTOMER, REPRINTS:RESEARCHOPS or REPRINTS:SALES)' })
  async issueReprintLink(@Args() { contentId, kind }: IssueReprintLinkArgs, @Ctx() ctx: ContentContext): Promise<ReprintLink> {
    const issued = await ctx.research.issueReprintToken(contentId, kind);
    return { id: issued.id, contentId: issued.contentId, kind: kindOf(issued.kind), path: issued.path, expiresAt: issued.expiresAt };
  }
}

@Authorized()
@SignInMessage(SIGN_IN_TO_LIST_REPRINTS_MESSAGE)
@Resolver()
export class ReprintLinkListResolver {
  @Query(() => [ListedReprintLink], { description: "The caller's reprints and preview links, newest first (never their tokens); empty for anyone who issued none" })
  async reprintLinks(@Ctx() ctx: ContentContext): Promise<ListedReprintLink[]> {
    return (await ctx.research.reprintTokens()).map(toListed);
  }

  @Mutation(() => ListedReprintLink, { description: "Withdraw one of the caller's reprints or preview links: it opens nothing from now on" })
  async revokeReprintLink(@Args() { id }: RevokeReprintLinkArgs, @Ctx() ctx: ContentContext): Promise<ListedReprintLink> {
    await ctx.research.revokeReprintToken(id);
    const revoked = (await ctx.research.reprintTokens()).find((link) => link.id === id);
    // Revoked a moment ago by this very caller, so it is listed unless it fell past the newest 100.
    if (!revoked) throw new GraphQLError(REPRINT_LINK_NOT_FOUND_MESSAGE, { extensions: { code: 'NOT_FOUND', status: 404, error: 'Not Found' } });
    return toListed(revoked);
  }
}

import { Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { Report, type SavableRef } from '../saved/savable.types.js';
import { Viewer } from '../viewer/viewer.type.js';
import { CourtesyView, CreatedResearchShare, ResearchShare, ResearchShareRedemption } from './research-share.type.js';
import { RedeemShareArgs, RevokeShareArgs, ShareReportArgs } from './shares.args.js';
import { toResearchShare } from './shares.mapper.js';
import { SIGN_IN_TO_SHARE_MESSAGE } from './signedIn.js';

// Spec 3 §3 content common state: what the report page needs of shares, per report, through the
// request's DataLoader (one shares-service call however many reports; none when logged out).
@Resolver(() => Report)
export class ReportShareStateResolver {
  @FieldResolver(() => CourtesyView, {
    nullable: true,
    description: "The caller's courtesy view of this report (a share ticket they redeemed) when that is how they read it; null otherwise and when logged out",
  })
  async courtesyView(@Root() report: SavableRef, @Ctx() ctx: AccountContext): Promise<CourtesyView | null> {
    return (await ctx.shareAccess.load(report.id)).courtesyView;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller may create a share link for this report (their own subscription reads it); false when logged out' })
  async shareAccess(@Root() report: SavableRef, @Ctx() ctx: AccountContext): Promise<boolean> {
    return (await ctx.shareAccess.load(report.id)).shareAccess;
  }
}

@Authorized()
@SignInMessage(SIGN_IN_TO_SHARE_MESSAGE)
@Resolver()
export class ResearchShareMutationResolver {
  @Mutation(() => CreatedResearchShare, { description: 'A share link for one report the caller reads by their subscription: its ticket is shown this once' })
  async createResearchShare(@Args() { contentId }: ShareReportArgs, @Ctx() ctx: AccountContext): Promise<CreatedResearchShare> {
    const created = await ctx.shares.create(contentId);
    return { ...created, share: toResearchShare(created.share) };
  }

  @Mutation(() => ResearchShare, { description: "Withdraw one of the caller's share links: it opens nothing from now on, and the courtesy views it gave end" })
  async revokeResearchShare(@Args() { id }: RevokeShareArgs, @Ctx() ctx: AccountContext): Promise<ResearchShare> {
    await ctx.shares.revoke(id);
    const revoked = (await ctx.shares.list()).find((share) => share.id === id);
    // Revoked a moment ago by this very caller, so it is listed; a vanished row is the service's fault.
    if (!revoked) throw new Error('The revoked share is missing from its creator\'s list');
    return toResearchShare(revoked);
  }

  @Mutation(() => ResearchShareRedemption, { description: "Spec 3 §7: open a share link; the caller may read its one report until the courtesy view's end" })
  async redeemResearchShare(@Args() { ticket, contentId }: RedeemShareArgs, @Ctx() ctx: AccountContext): Promise<ResearchShareRedemption> {
    const redeemed = await ctx.shares.redeem(ticket, contentId ?? undefined);
    // What this request loaded of the report's share state before the redemption is stale now.
    ctx.shareAccess.clear(redeemed.contentId);
    return { report: { id: redeemed.contentId } as Report, title: redeemed.title, path: redeemed.path, courtesyView: redeemed.courtesyView };
  }
}

@Authorized()
@SignInMessage(SIGN_IN_TO_SHARE_MESSAGE)
@Resolver(() => Viewer)
export class ViewerResearchSharesResolver {
  @FieldResolver(() => [ResearchShare], { description: "The caller's share links, newest first (never their tickets)" })
  async researchShares(@Ctx() ctx: AccountContext): Promise<ResearchShare[]> {
    return (await ctx.shares.list()).map(toResearchShare);
  }
}

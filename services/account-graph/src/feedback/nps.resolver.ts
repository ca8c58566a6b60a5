import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { Viewer } from '../viewer/viewer.type.js';
import { NetPromoterScoreInput } from './nps.args.js';
import { NetPromoterScoreAnswer } from './nps.type.js';

// The Net Promoter Score survey (/net-promoter-score, issue #9) is answered by signed-in readers
// only: a visitor's id is an unsigned cookie anyone can renew, so "one answer per reader per
// period" could not hold for visitors and the score could be stuffed.
export const SIGN_IN_FOR_NPS_MESSAGE = 'Log in to answer the survey';

@Authorized()
@SignInMessage(SIGN_IN_FOR_NPS_MESSAGE)
@Resolver(() => Viewer)
export class ViewerNetPromoterScoreResolver {
  @FieldResolver(() => NetPromoterScoreAnswer, { nullable: true, description: "The reader's answer of the current period; null before it" })
  netPromoterScore(@Ctx() ctx: AccountContext): Promise<NetPromoterScoreAnswer | null> {
    return ctx.feedback.myNps();
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_NPS_MESSAGE)
@Resolver()
export class NetPromoterScoreMutationResolver {
  @Mutation(() => NetPromoterScoreAnswer, {
    description: "Stores the reader's score and comment; a second answer within the period updates the first (kept as history)",
  })
  submitNetPromoterScore(@Arg('input', () => NetPromoterScoreInput, { description: 'The reader\'s score (0 to 10) and optional comment' }) input: NetPromoterScoreInput, @Ctx() ctx: AccountContext): Promise<NetPromoterScoreAnswer> {
    return ctx.feedback.answerNps({ score: input.score, ...(input.comment != null ? { comment: input.comment } : {}) });
  }
}

// Spec 2 §3: the search cards' "Viewed Month D, YYYY". The web app records a signed-in reader's
// opening of a report with this mutation, once the page has loaded, instead of Query.report doing
// it as a side effect: a read that writes could never be answered from the gateway's response
// cache, and a cached answer would then silently skip the write.
import { Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { ReportArgs } from './report.args.js';
import { recordView } from './recordView.js';

@Authorized()
@Resolver()
export class RecordReportViewResolver {
  @Mutation(() => Boolean, {
    description:
      "Records that the signed-in reader opened this report (the search cards' 'Viewed …'). An unknown report, or one the reader may not open, fails as Query.report does; " +
      'false when the view could not be stored, which only costs that label',
  })
  async recordReportView(@Args(() => ReportArgs) { id }: ReportArgs, @Ctx() ctx: ContentContext): Promise<boolean> {
    // Only a report the reader could open counts as viewed: read it as the report page did (with
    // its reprints or preview token); an unknown id or a refusal fails here, nothing is recorded.
    const report = await ctx.research.getById(id, ctx.reprintTokens);
    return recordView(ctx, report.contentId);
  }
}

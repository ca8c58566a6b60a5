import { buildTableOfContents, contentPath, WAVE_IP_TYPE, type FigureBlockDto, type TocSection as DomainTocSection } from '@portal/domain';
import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { loadAnalysts } from '../analyst/loadAnalysts.js';
import { ByIdResolver } from '../by-id/by-id.resolver.js';
import type { ContentContext } from '../context.js';
import { Figure } from '../figure/figure.type.js';
import { ReportArgs } from './report.args.js';
import { AnalystTopicDetails } from './analyst-topic-details.type.js';
import { loadTopicDetails } from './loadTopicDetails.js';
import { archiveHtmlForReader } from './archiveHtml.js';
import { ReportSection } from './report-section.type.js';
import { figureBlocks, reportSections, type ReportSectionValue } from './report.sections.js';
import { Report } from './report.type.js';
import { TocSection } from './toc-section.type.js';
import type { ResearchDto } from '@portal/contracts';

// A Report's source object is the research service's ResearchDto. A reference to the report later
// in the request (related research) costs nothing: the query primes the research loader.
@Resolver(() => Report)
export class ReportResolver extends ByIdResolver<ResearchDto>({
  type: Report, args: ReportArgs, query: 'report', description: 'A report by id (RES…); unknown: null with a 404 error, the rest of the response intact',
  fetch: (ctx, id) => ctx.research.getById(id, ctx.reprintTokens), loader: (ctx) => ctx.loaders.research, key: (report) => report.contentId,
}) {
  @FieldResolver(() => String)
  path(@Root() report: ResearchDto): string {
    return contentPath(report.contentId, report.slug);
  }

  /**
   * Spec 1 §4: the hasAccess flag decides whether the caller may open the report. Public research
   * is open to all without a call; restricted research asks upstream's entitlement check for the
   * caller (one batched call however many reports the query shows).
   */
  @FieldResolver(() => Boolean)
  async hasAccess(@Root() report: ResearchDto, @Ctx() ctx: ContentContext): Promise<boolean> {
    // Read by a reprints or preview token research-service accepted: that token is the access.
    if (report.access === 'public' || report.isReprints) return true;
    return (await ctx.loaders.researchAccess.load(report.contentId))?.hasAccess ?? false;
  }

  /** Spec 3 §3 isReprints: read by a reprints or preview token (spec 3 §4: the page reads in reprints mode). */
  @FieldResolver(() => Boolean)
  isReprints(@Root() report: ResearchDto): boolean {
    return report.isReprints === true;
  }

  @FieldResolver(() => [Analyst])
  authors(@Root() report: ResearchDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, report.authors.map((author) => author.contentId));
  }

  @FieldResolver(() => [Analyst])
  contributors(@Root() report: ResearchDto, @Ctx() ctx: ContentContext): Promise<Analyst[]> {
    return loadAnalysts(ctx, report.contributors.map((contributor) => contributor.contentId));
  }

  @FieldResolver(() => [ID])
  contributorIdsWithFollowButton(@Root() report: ResearchDto): string[] {
    return report.contributors.filter((contributor) => contributor.hasFollowButton).map((contributor) => contributor.contentId);
  }

  @FieldResolver(() => [AnalystTopicDetails])
  authorsTopicDetails(@Root() report: ResearchDto, @Ctx() ctx: ContentContext): Promise<AnalystTopicDetails[]> {
    return loadTopicDetails(ctx, report.authors.map((author) => author.contentId));
  }

  @FieldResolver(() => [AnalystTopicDetails])
  contributorTopicDetails(@Root() report: ResearchDto, @Ctx() ctx: ContentContext): Promise<AnalystTopicDetails[]> {
    return loadTopicDetails(ctx, this.contributorIdsWithFollowButton(report));
  }

  @FieldResolver(() => Boolean)
  isDataReport(@Root() report: ResearchDto): boolean {
    return report.isDataReport ?? false;
  }

  /** Spec 3 §3: "techCatMarket: kept only when ipType is Wave, otherwise null". */
  @FieldResolver(() => String, { nullable: true })
  techCatMarket(@Root() report: ResearchDto): string | null {
    return report.ipType === WAVE_IP_TYPE ? (report.techCatMarket ?? null) : null;
  }

  /** Per reader (the user id is filled in), so it is never part of a shared answer. */
  @FieldResolver(() => String, { nullable: true })
  archiveHtml(@Root() report: ResearchDto, @Ctx() ctx: ContentContext): string | null {
    return report.archiveHtml ? archiveHtmlForReader(report.archiveHtml, ctx.user?.id ?? null) : null;
  }

  @FieldResolver(() => [TocSection])
  tableOfContents(@Root() report: ResearchDto): DomainTocSection[] {
    return buildTableOfContents(report.bodyJson.blocks);
  }

  @FieldResolver(() => [ReportSection])
  sections(@Root() report: ResearchDto): ReportSectionValue[] {
    return reportSections(report.bodyJson.blocks);
  }

  @FieldResolver(() => [Figure])
  figures(@Root() report: ResearchDto): FigureBlockDto[] {
    return figureBlocks(report.bodyJson.blocks);
  }
}

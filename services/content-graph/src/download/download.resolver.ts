// The report page's downloads (spec 1 §7): the personalised PDF and a plain-image figure with its
// watermark. Upstream decides who may have them (the report's entitlement; a signed-in reader for
// the personalised PDF) and answers the rest with the report's no-access error, which reaches the
// gateway's download route as its status and message. A report read by a reprints or preview token
// (reprints mode) sends it on with each file's request, and upstream decides what it grants.
import { bodyFigures, figureFileName } from '@portal/domain';
import { GraphQLError } from 'graphql';
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { DownloadFile } from './download-file.type.js';
import { FigureImageArgs, ReportPdfArgs } from './download.args.js';

const notFound = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND', status: 404, error: 'Not Found' } });

@Resolver()
export class DownloadResolver {
  @Query(() => DownloadFile, { description: "The report as a PDF stamped with the signed-in reader's name, company and date on every page" })
  async reportPdf(@Args() { id, accessible }: ReportPdfArgs, @Ctx() ctx: ContentContext): Promise<DownloadFile> {
    const user = ctx.user;
    const bytes = await ctx.documents.personalisedPdf(id, { fullName: user?.fullName ?? '', ...(user?.email ? { email: user.email } : {}) }, accessible, ctx.reprintTokens);
    return { fileName: `${id}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from(bytes).toString('base64') };
  }

  @Query(() => DownloadFile, { description: "A plain-image figure as a PNG, with the report's title and summary and the figure's label and title drawn on it" })
  async figureImage(@Args() { reportId, figureId }: FigureImageArgs, @Ctx() ctx: ContentContext): Promise<DownloadFile> {
    // The report first: its entitlement (401) and its titles; the figure must be one of its images.
    const report = await ctx.research.getById(reportId, ctx.reprintTokens);
    const figure = bodyFigures(report.bodyJson.blocks).find((block) => block.id === figureId);
    if (!figure?.imageUrl) throw notFound(`No image for figure ${figureId}`);
    const bytes = await ctx.documents.watermark({
      url: figure.imageUrl,
      headerTitle: report.title,
      headerDescription: report.summary,
      imageLabel: figure.label,
      imageTitle: figure.figureTitle,
      isLegacyAsset: false,
    }, ctx.reprintTokens);
    return { fileName: figureFileName(figure.label, figure.figureTitle, 'png'), contentType: 'image/png', contentBase64: Buffer.from(bytes).toString('base64') };
  }
}

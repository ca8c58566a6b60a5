// The report's files (spec 1 §7): the personalised PDF (/getpersonalisedpdf) and a watermarked
// figure (/getwatermark). Their answers are files, not JSON: read as bytes here. One reader's files,
// never cached.
import { personalisedPdfContracts, researchPdfPath, watermarkContracts, type WatermarkRequestDto } from '@portal/contracts';
import { PortalRestDataSource, type SentReprintTokens } from '@portal/graph-kit';
import { reprintHeaders } from './reprintHeaders.js';

/** Content types read as bytes; anything else (a JSON error above all) as the base class reads it. */
const FILE_TYPES = /^(application\/pdf|image\/png)\b/i;

export class DocumentsApi extends PortalRestDataSource {
  protected override async parseBody(response: Parameters<PortalRestDataSource['parseBody']>[0]): Promise<object | string> {
    if (FILE_TYPES.test(response.headers.get('content-type') ?? '')) return Buffer.from(await response.arrayBuffer());
    return super.parseBody(response);
  }

  /**
   * The report as a PDF stamped for the signed-in reader; upstream stamps from its own record of them.
   * With the reprints or preview token the report was read with, upstream decides what it grants.
   */
  personalisedPdf(contentId: string, userData: { fullName: string; email?: string }, accessible: boolean, tokens?: SentReprintTokens): Promise<Uint8Array> {
    return this.callContract(
      personalisedPdfContracts.render,
      { body: { url: researchPdfPath(contentId), userData, contentId, isPdfAccessibility: accessible } },
      tokens ? { headers: reprintHeaders(tokens) } : {},
    );
  }

  /** A figure image with the report's and the figure's titles drawn on it, as a PNG (the token as for the PDF). */
  watermark(body: WatermarkRequestDto, tokens?: SentReprintTokens): Promise<Uint8Array> {
    return this.callContract(watermarkContracts.render, { body }, tokens ? { headers: reprintHeaders(tokens) } : {});
  }
}

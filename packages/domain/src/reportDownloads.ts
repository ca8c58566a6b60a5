// The report page's downloads (spec 1 §7, §8): where the browser fetches each file from the gateway,
// and the message a failed download logs and shows.

/** The personalised PDF of a report (the gateway asks content-graph, which asks upstream's /getpersonalisedpdf). */
export const REPORT_PDF_DOWNLOAD_ROUTE = '/downloads/reports/:id/report.pdf';
/** A plain-image figure, watermarked with the report's and the figure's titles (upstream's /getwatermark). */
export const FIGURE_IMAGE_DOWNLOAD_ROUTE = '/downloads/reports/:id/figures/:figureId.png';

export function reportPdfDownloadPath(reportId: string): string {
  return REPORT_PDF_DOWNLOAD_ROUTE.replace(':id', encodeURIComponent(reportId));
}

export function figureImageDownloadPath(reportId: string, figureId: string): string {
  return FIGURE_IMAGE_DOWNLOAD_ROUTE.replace(':id', encodeURIComponent(reportId)).replace(':figureId', encodeURIComponent(figureId));
}

/** Spec 1 §8 "Failed file download": logged (and shown) as this. */
export function downloadFailedMessage(extension: string, title: string): string {
  return `Unable to download ${extension} file ${title}`;
}

/** Spec 1 §9: a figure's export waits this long (its chart's drawing and animations to settle)… */
export const FIGURE_EXPORT_DELAY_MS = 2000;
/** …and is drawn on a canvas this wide. */
export const FIGURE_EXPORT_WIDTH = 800;

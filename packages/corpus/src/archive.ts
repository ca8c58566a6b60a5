// Research page data that older reports carry (issue #13): every tenth report (index % 10 === 6)
// keeps its pre-block-format body as archive HTML, with the reader's user-id placeholder in its
// survey link and the survey element the page renames (packages/domain archiveHtml.ts). Made from
// the report's own text without drawing on its random stream, so every other field is unchanged.
import {
  ARCHIVE_SURVEY_ELEMENT_ID, ARCHIVE_USER_ID_PLACEHOLDER, DATA_SNAPSHOT_IP_TYPE, reportPdfDownloadPath, type LegacyFigureItemDto,
} from '@portal/domain';
import { figureImagePath } from './imagePaths.js';

export const ARCHIVE_HTML_EVERY = 10;
export const ARCHIVE_HTML_OFFSET = 6;

export function hasArchiveHtml(index: number): boolean {
  return index % ARCHIVE_HTML_EVERY === ARCHIVE_HTML_OFFSET;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function archiveHtml(report: { contentId: string; title: string; summary: string; topics: readonly string[] }): string {
  const topics = report.topics.map(escapeHtml).join(', ');
  return [
    `<h2>From the archive</h2>`,
    `<p>${escapeHtml(report.title)} was first published in our earlier research format. It covers ${topics}.</p>`,
    `<p>${escapeHtml(report.summary)}</p>`,
    `<div id="${ARCHIVE_SURVEY_ELEMENT_ID}" class="archive-survey">`,
    `<p>Tell us how you use this research: <a href="https://survey.meridian.example/archive?report=${report.contentId}&amp;user=${ARCHIVE_USER_ID_PLACEHOLDER}" onclick="track()">take the two-minute survey</a>.</p>`,
    `<script src="https://survey.meridian.example/embed.js"></script>`,
    `</div>`,
  ].join('\n');
}

/** Data reports draw their figures from a survey: the Data Snapshots. */
export const isDataReport = (ipType: string) => ipType === DATA_SNAPSHOT_IP_TYPE;

/**
 * The older body items an archived report ends with (spec 3 §3 "Figures"): a research graphic and
 * a supplemental image, numbered after its figures, each with its picture and files (the picture
 * itself, and the report's PDF with the graphic).
 */
export function legacyFigureItems(report: { contentId: string; topics: readonly string[] }, figureCount: number): LegacyFigureItemDto[] {
  const item = (type: LegacyFigureItemDto['type'], n: number, title: string): LegacyFigureItemDto => {
    const id = `${report.contentId}-figure-${n}`;
    const attachments = [{ title: `${title} (image)`, url: figureImagePath(id) }];
    if (type === 'researchGraphicContainer') attachments.push({ title: 'The full report (PDF)', url: reportPdfDownloadPath(report.contentId) });
    return { type, id, title, image: { url: figureImagePath(id), altText: `Diagram: ${title}` }, attachments };
  };
  const topic = report.topics[0] ?? 'research';
  return [
    item('researchGraphicContainer', figureCount + 1, `The ${topic} landscape at a glance`),
    item('supplementalImageContainer', figureCount + 2, `Supplemental: ${topic} checklist`),
  ];
}

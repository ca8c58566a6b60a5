// Archive HTML (spec 3 §3, §9) as the report page shows it: the reader's id filled into its
// placeholder, then sanitised (sanitize-html) to the text, structure, images and links of an
// article, with nothing that runs script or restyles the page; of the ids only the survey
// element's survives, renamed to its page id (packages/domain archiveHtml.ts).
import { ARCHIVE_SURVEY_ELEMENT_ID, ARCHIVE_SURVEY_ELEMENT_PAGE_ID, withArchiveUserId } from '@portal/domain';
import sanitizeHtml from 'sanitize-html';

/** Keeps the survey element's id (renamed to its page id) and no other. */
function withSurveyIdOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { id, ...rest } = attribs;
  return id === ARCHIVE_SURVEY_ELEMENT_ID ? { ...rest, id: ARCHIVE_SURVEY_ELEMENT_PAGE_ID } : rest;
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'strong', 'b', 'em', 'i', 'u', 'sup', 'sub', 'span', 'div',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['id'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: withSurveyIdOnly(attribs) }),
    a: (tagName, attribs) => ({ tagName, attribs: { ...withSurveyIdOnly(attribs), rel: 'noopener noreferrer' } }),
  },
};

/** The archive HTML a reader sees: `userId` is the signed-in reader's id, null for a visitor. */
export function archiveHtmlForReader(html: string, userId: string | null): string {
  return sanitizeHtml(withArchiveUserId(html, userId), SANITIZE_OPTIONS);
}

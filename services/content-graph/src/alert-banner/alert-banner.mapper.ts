import sanitizeHtml from 'sanitize-html';
import type { AlertBanner } from './alert-banner.type.js';
import type { AlertBannerDto } from '@portal/contracts';

// The banner's rich text is shown as HTML: keep inline formatting and links, drop everything that
// could run script or restyle the page.
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'span', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function toAlertBanner(dto: AlertBannerDto): AlertBanner {
  return {
    id: dto.alertBannerID,
    title: dto.title,
    descriptionHtml: sanitizeHtml(dto.description, SANITIZE_OPTIONS),
    closeButton: dto.closeButton,
    expiryDate: dto.expiryDate,
  };
}

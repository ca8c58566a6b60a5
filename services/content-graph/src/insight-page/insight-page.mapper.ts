import type { InsightPageCardDto } from '@portal/contracts';
import type { InsightPageCard } from './insight-page.type.js';

export function toInsightPageCard(dto: InsightPageCardDto): InsightPageCard {
  return {
    id: dto.contentId, slug: dto.slug, path: dto.path, title: dto.title, summary: dto.summary, year: dto.year,
    publishedDate: dto.publishedDate, functionName: dto.functionName, restricted: dto.access === 'restricted',
  };
}

import type { ResearchShareDto } from '@portal/contracts';
import type { Report } from '../saved/savable.types.js';
import type { ResearchShare } from './research-share.type.js';

/** The service's share as the graph lists it; its report a reference that content-graph resolves. */
export function toResearchShare(dto: ResearchShareDto): ResearchShare {
  const { id, contentId, title, path, createdAt, expiresAt, revokedAt, status, readers } = dto;
  return { id, report: { id: contentId } as Report, title, path, createdAt, expiresAt, revokedAt, status, readers };
}

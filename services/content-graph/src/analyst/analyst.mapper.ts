import { contentPath } from '@portal/domain';
import type { Analyst } from './analyst.type.js';
import type { AnalystDto } from '@portal/contracts';

/** Spec 1 §4 "Content access": an inactive analyst shows no link and no title. */
export function toAnalyst(dto: AnalystDto): Analyst {
  return {
    id: dto.contentId,
    slug: dto.slug,
    firstName: dto.firstName,
    lastName: dto.lastName,
    fullName: dto.fullName,
    title: dto.active ? dto.title : null,
    path: dto.active ? contentPath(dto.contentId, dto.slug) : null,
    image: dto.image,
    active: dto.active,
    externallyActive: dto.externallyActive,
    bio: dto.externallyActive ? dto.bio : null,
    topics: dto.topics,
  };
}

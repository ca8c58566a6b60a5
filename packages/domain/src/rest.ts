// REST DTOs shared by services/upstream (producer) and the subgraphs (consumers).
// Shapes are fixed by docs/contracts.md; change them only together with both sides.

/** A top-level section heading (h2). */
export interface SectionBlockDto { type: 'section'; id: string; text: string }
/** A subheading (h3); belongs to the section before it. */
export interface SubheadingBlockDto { type: 'subheading'; id: string; text: string }
/** Plain text, no markup. */
export interface ParagraphBlockDto { type: 'paragraph'; text: string }
/** A figure: a chart (graphicsId) or a plain image (imageUrl + altText). */
export interface FigureBlockDto {
  type: 'figure';
  id: string;
  label: string;
  figureTitle: string;
  graphicsId?: string;
  imageUrl?: string;
  altText?: string;
}

export type BodyBlockDto = SectionBlockDto | SubheadingBlockDto | ParagraphBlockDto | FigureBlockDto;

export type ResearchAccess = 'public' | 'restricted';

export interface ResearchDto {
  id: string;
  contentId: string;
  slug: string;
  title: string;
  summary: string;
  ipType: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** minutes */
  readTime: number;
  functionSlug: string;
  priorityIds: string[];
  topics: string[];
  access: ResearchAccess;
  /** The subscription products (FD, FMI) that entitle a reader to restricted research (see entitlements.ts). */
  products: string[];
  authors: { contentId: string }[];
  contributors: { contentId: string; hasFollowButton: boolean }[];
  bodyJson: { blocks: BodyBlockDto[] };
  // Search facets (issue #3); optional so that older producers still type-check.
  industries?: string[];
  geographies?: string[];
  /** The report's topics under the facet's name. */
  businessTopics?: string[];
  enterprisePriorities?: string[];
  /** Service slugs: technology | b2b | consumer-and-digital (spec 2 §2). */
  services?: string[];
  /** Define | Apply | Accelerate */
  phase?: string;
}

export interface AlertBannerDto {
  alertBannerID: string;
  title: string;
  /** rich text */
  description: string;
  closeButton: boolean;
  /** ISO date-time */
  expiryDate: string;
}

// research-service (docs/contracts.md): one report or a batch, as ResearchDto; the caller's access
// to a batch of reports (spec 3 §6); an analyst's readable research; figure data by graphics id.
import type { output } from 'zod';
import { accessCheckEmail, bodyBlockSchema, researchAccessSchema, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idListField, idListParam, idParam, intParam, isAnalystId, isGraphicsId, isResearchId } from './wire.js';

export const researchSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  ipType: z.string(),
  /** YYYY-MM-DD */
  publishedDate: z.string(),
  /** minutes */
  readTime: z.number(),
  functionSlug: z.string(),
  priorityIds: z.array(z.string()),
  topics: z.array(z.string()),
  access: researchAccessSchema,
  /** The subscription products (FD, FMI) that entitle a reader to restricted research (see entitlements.ts). */
  products: z.array(z.string()),
  authors: z.array(z.object({ contentId: z.string() })),
  contributors: z.array(z.object({ contentId: z.string(), hasFollowButton: z.boolean() })),
  bodyJson: z.object({ blocks: z.array(bodyBlockSchema) }),
  // Search facets (issue #3); optional so that older producers still type-check.
  industries: z.array(z.string()).optional(),
  geographies: z.array(z.string()).optional(),
  /** The report's topics under the facet's name. */
  businessTopics: z.array(z.string()).optional(),
  enterprisePriorities: z.array(z.string()).optional(),
  /** Service slugs: technology | b2b | consumer-and-digital (spec 2 §2). */
  services: z.array(z.string()).optional(),
  /** Define | Apply | Accelerate */
  phase: z.string().optional(),
  /** True when read by a reprints or preview token (spec 3 §3 isReprints): the page reads in reprints mode. */
  isReprints: z.boolean().optional(),
  // Research page data (spec 3 §3, issue #13); optional so that older producers still type-check.
  /** The body of a report from before the block format, as the provider's HTML (unsanitised; see archiveHtml.ts). */
  archiveHtml: z.string().nullable().optional(),
  /** A data report: its figures come from a survey (the survey dashboard). */
  isDataReport: z.boolean().optional(),
  /** The survey a data report draws on (SUS…), whose dashboard the page shows; null otherwise. */
  surveyId: z.string().nullable().optional(),
  /** The technology category or market the report covers; the page keeps it only for a Wave. */
  techCatMarket: z.string().nullable().optional(),
});
export type ResearchDto = output<typeof researchSchema>;

export const researchAccessItemSchema = z.object({ contentId: z.string(), hasAccess: z.boolean() });
export type ResearchAccessDto = output<typeof researchAccessItemSchema>;

export const accessCheckSchema = z.object({
  /** In the order asked; unknown ids are left out. */
  items: z.array(researchAccessItemSchema),
});
export type AccessCheckDto = output<typeof accessCheckSchema>;

/** Another person's access (the report page's access check, employees only): one answer for all the ids. */
export const personAccessCheckSchema = z.object({
  /** True only when the person may read every one of the reports asked (an unknown id or e-mail: false). */
  hasAccess: z.boolean(),
});
export type PersonAccessCheckDto = output<typeof personAccessCheckSchema>;

export const researchByAuthorSchema = z.object({
  /** Report ids, newest first: the caller fetches the reports through the batch endpoint. */
  content: z.array(z.object({ contentId: z.string() })),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ResearchByAuthorDto = output<typeof researchByAuthorSchema>;

export const RESEARCH_BY_AUTHOR_PAGE_SIZE = 6;

export const researchContracts = defineContracts('research', '/research-service/api/v1', {
  /** Before '/research/:id'. A visitor's answer is every visitor's; a signed-in reader's never is. */
  access: { method: 'GET', path: '/research/access', query: z.object({ ids: idListParam(isResearchId) }), response: accessCheckSchema },
  /**
   * Before '/research/:id'. Whether the person with this e-mail may read the reports (spec 3 §6, §7
   * "access check by content ids and e-mail"): employees only (401 a visitor, 403 anyone else); never
   * cached. A POST with a JSON body, so that the e-mail never travels in a URL (and so in no access
   * log); any other method on the path answers 405.
   */
  accessCheck: {
    method: 'POST',
    path: '/research/access-check',
    body: z.object({ contentIds: idListField(isResearchId, 'contentIds'), email: accessCheckEmail }, { error: 'Request body must be a JSON object with contentIds and an email' }),
    response: personAccessCheckSchema,
  },
  /**
   * One report. With a `reprintstoken` or `preview_token` header (spec 1 §7, 3 §7 "with an optional
   * reprints token"), a valid token for this report lets anyone read it, answered with isReprints;
   * an invalid one is a 401, an expired or withdrawn one a 403, each with its message.
   */
  get: { method: 'GET', path: '/research/:id', params: z.object({ id: idParam(isResearchId) }), response: researchSchema },
  /** In the order asked; unknown ids and reports the caller may not read are left out. */
  batch: { method: 'GET', path: '/research', query: z.object({ ids: idListParam(isResearchId) }), response: z.object({ items: z.array(researchSchema) }) },
  byAuthor: {
    method: 'GET',
    path: '/research/by-author/:analystId',
    params: z.object({ analystId: idParam(isAnalystId) }),
    query: z.object({
      page: intParam('page', 1, 1000).default(1),
      size: intParam('size', 1, 50).default(RESEARCH_BY_AUTHOR_PAGE_SIZE),
    }),
    response: researchByAuthorSchema,
  },
  /** Old-format charts by graphics id, unvalidated: the subgraph's conversion decides what is valid. */
  graphics: { method: 'GET', path: '/graphics', query: z.object({ ids: idListParam(isGraphicsId) }), response: z.object({ items: z.record(z.string(), z.unknown()) }) },
});

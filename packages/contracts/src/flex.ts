// flex-service (spec 2 §7: GET /flex-service/api/v1/flex/{id}; §3 "Flex page") and the blueprint
// service (spec 2 §7 "Blueprint by id, vision by id", paths ours: the spec shows none). Both are
// public editorial pages; an unknown id is a 404, a malformed one a 400.
import type { output } from 'zod';
import { BLUEPRINT_PHASES, FLEX_HERO_GRADIENTS, bodyBlockSchema, isBlueprintId, isFlexPageId, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idParam } from './wire.js';

/** A hero button: its label and where it goes, a portal page (`contentUrl`) or any other address (`link`). */
export const flexButtonSchema = z.object({
  cta: z.string(),
  /** A portal path (/report/…, /insights/…): opened inside the app. */
  contentUrl: z.string().nullable(),
  /** Any other address: opened as a plain link. */
  link: z.string().nullable(),
});
export type FlexButtonDto = output<typeof flexButtonSchema>;

/** Another flex page, for the page's navigation. */
export const flexNavEntrySchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });
export type FlexNavEntryDto = output<typeof flexNavEntrySchema>;

/** One tab of the optional tab bar: `id` is the `?tab=` value that selects it. */
export const flexTabSchema = z.object({ id: z.string(), title: z.string(), body: z.array(bodyBlockSchema) });
export type FlexTabDto = output<typeof flexTabSchema>;

export const flexPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** /content/{slug}/{id} */
  path: z.string(),
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  /** /images/heroes/{id}.svg */
  backgroundImage: z.string().nullable(),
  heroGradient: z.enum(FLEX_HERO_GRADIENTS),
  primaryButton: flexButtonSchema,
  secondaryButton: flexButtonSchema.nullable(),
  overView: z.string(),
  /** Empty for a page without a tab bar. */
  tabs: z.array(flexTabSchema),
  /** The body of a page without tabs (the same blocks as a report's body); a tabbed page's is in its tabs. */
  body: z.array(bodyBlockSchema),
  navEntries: z.array(flexNavEntrySchema),
});
export type FlexPageDto = output<typeof flexPageSchema>;

export const flexContracts = defineContracts('flex', '/flex-service/api/v1', {
  get: { method: 'GET', path: '/flex/:id', params: z.object({ id: idParam(isFlexPageId) }), response: flexPageSchema },
});

export const blueprintCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** /blueprint/{slug}/{id} */
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  functionSlug: z.string(),
  functionName: z.string(),
  /** /images/heroes/{id}.svg */
  image: z.string(),
});
export type BlueprintCardDto = output<typeof blueprintCardSchema>;

export const blueprintPhaseSchema = z.object({
  phase: z.enum(BLUEPRINT_PHASES),
  title: z.string(),
  description: z.string(),
  steps: z.array(z.string()),
});
export type BlueprintPhaseDto = output<typeof blueprintPhaseSchema>;

export const blueprintSchema = blueprintCardSchema.extend({
  /** Where the blueprint leads: the vision its phases work towards. */
  vision: z.string(),
  outcomes: z.array(z.string()),
  phases: z.array(blueprintPhaseSchema),
  /** The function's priorities the blueprint serves (/functional-priority/…). */
  priorities: z.array(z.object({ id: z.string(), label: z.string(), path: z.string() })),
});
export type BlueprintDto = output<typeof blueprintSchema>;

export const blueprintContracts = defineContracts('blueprint', '/blueprint-service/api/v1', {
  /** Every blueprint as a card, in the functions' order (the /blueprint/blueprintCard page). */
  list: { method: 'GET', path: '/blueprints', response: z.object({ items: z.array(blueprintCardSchema) }) },
  get: { method: 'GET', path: '/blueprint/:id', params: z.object({ id: idParam(isBlueprintId) }), response: blueprintSchema },
});

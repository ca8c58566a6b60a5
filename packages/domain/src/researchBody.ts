// A report's body blocks and access level: the rules here (table of contents, entitlements) read
// them, and research-service's contract (@portal/contracts research) carries them, so they are zod
// schemas defined once, here, with their types inferred.
import type { output } from 'zod';
import { z } from './zod.js';

/** A top-level section heading (h2). */
export const sectionBlockSchema = z.object({ type: z.literal('section'), id: z.string(), text: z.string() });
export type SectionBlockDto = output<typeof sectionBlockSchema>;
/** A subheading (h3); belongs to the section before it. */
export const subheadingBlockSchema = z.object({ type: z.literal('subheading'), id: z.string(), text: z.string() });
export type SubheadingBlockDto = output<typeof subheadingBlockSchema>;
/** Plain text, no markup. */
export const paragraphBlockSchema = z.object({ type: z.literal('paragraph'), text: z.string() });
export type ParagraphBlockDto = output<typeof paragraphBlockSchema>;
/** A figure: a chart (graphicsId) or a plain image (imageUrl + altText). */
export const figureBlockSchema = z.object({
  type: z.literal('figure'),
  id: z.string(),
  label: z.string(),
  figureTitle: z.string(),
  graphicsId: z.string().optional(),
  imageUrl: z.string().optional(),
  altText: z.string().optional(),
});
export type FigureBlockDto = output<typeof figureBlockSchema>;

export const bodyBlockSchema = z.discriminatedUnion('type', [sectionBlockSchema, subheadingBlockSchema, paragraphBlockSchema, figureBlockSchema]);
export type BodyBlockDto = output<typeof bodyBlockSchema>;

export const researchAccessSchema = z.enum(['public', 'restricted']);
export type ResearchAccess = output<typeof researchAccessSchema>;

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
/** A file offered with a figure: its extension and the icon the page shows for it (spec 3 §3 "Figures"). */
export const downloadableAssetSchema = z.object({ title: z.string(), url: z.string(), fileExtension: z.string(), icon: z.string() });
export type DownloadableAssetDto = output<typeof downloadableAssetSchema>;

/** A figure: a chart (graphicsId) or a plain image (imageUrl + altText). */
export const figureBlockSchema = z.object({
  type: z.literal('figure'),
  id: z.string(),
  label: z.string(),
  figureTitle: z.string(),
  graphicsId: z.string().optional(),
  imageUrl: z.string().optional(),
  altText: z.string().optional(),
  /** Only figures made from older body items (legacyFigure below) carry files. */
  downloadableAssets: z.array(downloadableAssetSchema).optional(),
});
export type FigureBlockDto = output<typeof figureBlockSchema>;

/**
 * Older body items (spec 3 §3 "Figures"): a research graphic or a supplemental image from before
 * the figure block, with its picture and the files that go with it. They read as figures.
 */
const legacyFigureFields = {
  id: z.string(),
  title: z.string(),
  image: z.object({ url: z.string(), altText: z.string() }),
  attachments: z.array(z.object({ title: z.string(), url: z.string() })),
};
export const researchGraphicContainerSchema = z.object({ type: z.literal('researchGraphicContainer'), ...legacyFigureFields });
export const supplementalImageContainerSchema = z.object({ type: z.literal('supplementalImageContainer'), ...legacyFigureFields });
export type LegacyFigureItemDto = output<typeof researchGraphicContainerSchema> | output<typeof supplementalImageContainerSchema>;

export const bodyBlockSchema = z.discriminatedUnion('type', [
  sectionBlockSchema, subheadingBlockSchema, paragraphBlockSchema, figureBlockSchema, researchGraphicContainerSchema, supplementalImageContainerSchema,
]);
export type BodyBlockDto = output<typeof bodyBlockSchema>;

export const isLegacyFigureItem = (block: BodyBlockDto): block is LegacyFigureItemDto =>
  block.type === 'researchGraphicContainer' || block.type === 'supplementalImageContainer';

/** A file's extension from its URL's path, lower case without the dot ('' when it has none). */
export function fileExtensionOf(url: string): string {
  const path = url.split(/[?#]/)[0]!;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const ICON_BY_EXTENSION: Record<string, string> = {
  pdf: 'pdf', xls: 'spreadsheet', xlsx: 'spreadsheet', csv: 'spreadsheet', ppt: 'presentation', pptx: 'presentation',
  doc: 'document', docx: 'document', png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', svg: 'image', zip: 'archive',
};

/** The icon shown for a file of that extension; 'file' for any other. */
export const assetIconOf = (extension: string): string => ICON_BY_EXTENSION[extension] ?? 'file';

/** An older body item as the figure it reads as, labelled by its place among the figures. */
export function legacyFigure(item: LegacyFigureItemDto, label: string): FigureBlockDto {
  return {
    type: 'figure',
    id: item.id,
    label,
    figureTitle: item.title,
    imageUrl: item.image.url,
    altText: item.image.altText,
    downloadableAssets: item.attachments.map((file) => {
      const fileExtension = fileExtensionOf(file.url);
      return { ...file, fileExtension, icon: assetIconOf(fileExtension) };
    }),
  };
}

/** A body's figures in body order, the older body items among them ('Figure n' by their place). */
export function bodyFigures(blocks: readonly BodyBlockDto[]): FigureBlockDto[] {
  const figures: FigureBlockDto[] = [];
  for (const block of blocks) {
    if (block.type === 'figure') figures.push(block);
    else if (isLegacyFigureItem(block)) figures.push(legacyFigure(block, `Figure ${figures.length + 1}`));
  }
  return figures;
}

export const researchAccessSchema = z.enum(['public', 'restricted']);
export type ResearchAccess = output<typeof researchAccessSchema>;

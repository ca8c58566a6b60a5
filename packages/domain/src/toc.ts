// Table of contents and section grouping of a report body (spec 3 "Research page data":
// tocSections have an id and subHeadings; parentId is the section id for sub-headings, null
// for top-level sections).
import { isLegacyFigureItem, legacyFigure, type BodyBlockDto, type FigureBlockDto, type ParagraphBlockDto, type SubheadingBlockDto } from './researchBody.js';

export interface TocSection {
  id: string;
  title: string;
  parentId: string | null;
  subHeadings: TocSection[];
}

/** Sub-headings met before any section have no parent to sit under and are left out. */
export function buildTableOfContents(blocks: readonly BodyBlockDto[]): TocSection[] {
  const sections: TocSection[] = [];
  for (const block of blocks) {
    if (block.type === 'section') {
      sections.push({ id: block.id, title: block.text, parentId: null, subHeadings: [] });
    } else if (block.type === 'subheading') {
      const parent = sections.at(-1);
      parent?.subHeadings.push({ id: block.id, title: block.text, parentId: parent.id, subHeadings: [] });
    }
  }
  return sections;
}

export type SectionContentBlock = ParagraphBlockDto | SubheadingBlockDto | FigureBlockDto;

export interface ReportSectionGroup {
  id: string;
  title: string;
  blocks: SectionContentBlock[];
}

/** Id of the untitled section that holds blocks met before the first section heading. */
export const LEADING_SECTION_ID = 'section-lead';

/**
 * Splits the body into sections: each section heading starts one, and the blocks up to the next
 * heading belong to it. Blocks before the first heading (an introduction without a heading) form a
 * leading section with id LEADING_SECTION_ID and an empty title, only when such blocks exist; it is
 * not listed in the table of contents because it has no heading to link to. Older body items
 * read as figures, labelled by their place among the figures (as bodyFigures does).
 */
export function groupSections(blocks: readonly BodyBlockDto[]): ReportSectionGroup[] {
  const sections: ReportSectionGroup[] = [];
  let current: ReportSectionGroup | null = null;
  let figureCount = 0;
  for (const block of blocks) {
    if (block.type === 'section') {
      current = { id: block.id, title: block.text, blocks: [] };
      sections.push(current);
      continue;
    }
    if (current === null) {
      current = { id: LEADING_SECTION_ID, title: '', blocks: [] };
      sections.push(current);
    }
    if (block.type === 'figure') figureCount++;
    if (isLegacyFigureItem(block)) current.blocks.push(legacyFigure(block, `Figure ${++figureCount}`));
    else current.blocks.push(block);
  }
  return sections;
}

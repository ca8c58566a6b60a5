import { bodyFigures, groupSections, type BodyBlockDto, type FigureBlockDto } from '@portal/domain';

export type ReportBlockValue = { text: string } | { id: string; text: string } | { figure: FigureBlockDto };

export interface ReportSectionValue {
  id: string;
  title: string;
  blocks: ReportBlockValue[];
}

/** The body grouped under its section headings, as the ReportSection/ReportBlock types expect. */
export function reportSections(blocks: readonly BodyBlockDto[]): ReportSectionValue[] {
  return groupSections(blocks).map((section) => ({
    id: section.id,
    title: section.title,
    blocks: section.blocks.map((block): ReportBlockValue => {
      switch (block.type) {
        case 'paragraph':
          return { text: block.text };
        case 'subheading':
          return { id: block.id, text: block.text };
        case 'figure':
          return { figure: block };
      }
    }),
  }));
}

/** The figures in body order, older body items (researchGraphicContainer, supplementalImageContainer) among them. */
export function figureBlocks(blocks: readonly BodyBlockDto[]): FigureBlockDto[] {
  return bodyFigures(blocks);
}

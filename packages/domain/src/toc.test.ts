import { describe, expect, it } from 'vitest';
import type { BodyBlockDto } from './researchBody.js';
import { buildTableOfContents, groupSections, LEADING_SECTION_ID } from './toc.js';

const body: BodyBlockDto[] = [
  { type: 'section', id: 'section-1', text: 'Why buyers changed' },
  { type: 'paragraph', text: 'Buyers now research alone.' },
  { type: 'subheading', id: 'section-1-sub-1', text: 'Digital first' },
  { type: 'paragraph', text: 'Most start online.' },
  { type: 'figure', id: 'figure-1', label: 'Figure 1', figureTitle: 'Channels used', graphicsId: 'GR-1000001' },
  { type: 'section', id: 'section-2', text: 'What to do next' },
  { type: 'subheading', id: 'section-2-sub-1', text: 'Audit your content' },
  { type: 'subheading', id: 'section-2-sub-2', text: 'Align sales' },
  { type: 'section', id: 'section-3', text: 'Recommendations' },
];

describe('buildTableOfContents', () => {
  it('nests sub-headings under the section before them', () => {
    expect(buildTableOfContents(body)).toEqual([
      { id: 'section-1', title: 'Why buyers changed', parentId: null, subHeadings: [
        { id: 'section-1-sub-1', title: 'Digital first', parentId: 'section-1', subHeadings: [] },
      ] },
      { id: 'section-2', title: 'What to do next', parentId: null, subHeadings: [
        { id: 'section-2-sub-1', title: 'Audit your content', parentId: 'section-2', subHeadings: [] },
        { id: 'section-2-sub-2', title: 'Align sales', parentId: 'section-2', subHeadings: [] },
      ] },
      { id: 'section-3', title: 'Recommendations', parentId: null, subHeadings: [] },
    ]);
  });

  it('leaves out sub-headings that come before any section', () => {
    const toc = buildTableOfContents([{ type: 'subheading', id: 'orphan', text: 'Orphan' }, ...body]);
    expect(toc.map((s) => s.id)).toEqual(['section-1', 'section-2', 'section-3']);
    expect(toc.flatMap((s) => s.subHeadings.map((h) => h.id))).not.toContain('orphan');
  });

  it('is empty for a body without sections', () => {
    expect(buildTableOfContents([{ type: 'paragraph', text: 'Only text.' }])).toEqual([]);
  });
});

describe('groupSections', () => {
  it('puts each block in the section before it', () => {
    const sections = groupSections(body);
    expect(sections.map((s) => [s.id, s.title, s.blocks.length])).toEqual([
      ['section-1', 'Why buyers changed', 4],
      ['section-2', 'What to do next', 2],
      ['section-3', 'Recommendations', 0],
    ]);
    expect(sections[0].blocks[3]).toEqual(body[4]);
  });

  it('gathers blocks before the first section into an untitled leading section', () => {
    const sections = groupSections([{ type: 'paragraph', text: 'Introduction.' }, ...body]);
    expect(sections[0]).toEqual({ id: LEADING_SECTION_ID, title: '', blocks: [{ type: 'paragraph', text: 'Introduction.' }] });
    expect(sections).toHaveLength(4);
  });

  it('adds no leading section when the body starts with a section', () => {
    expect(groupSections(body).some((s) => s.id === LEADING_SECTION_ID)).toBe(false);
  });
});

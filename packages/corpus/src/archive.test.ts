import { ARCHIVE_SURVEY_ELEMENT_ID, ARCHIVE_USER_ID_PLACEHOLDER } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, report } from './index.js';

const config = { seed: DEFAULT_SEED, size: 40 };
const all = Array.from({ length: config.size }, (_, index) => report(config, index));

describe('research page data in the corpus', () => {
  it('gives every tenth report (index % 10 === 6) archive HTML with the user-id placeholder and the survey element', () => {
    all.forEach((r, index) => {
      if (index % 10 !== 6) return expect(r.archiveHtml).toBeNull();
      expect(r.archiveHtml).toContain(ARCHIVE_USER_ID_PLACEHOLDER);
      expect(r.archiveHtml).toContain(`id="${ARCHIVE_SURVEY_ELEMENT_ID}"`);
      expect(r.archiveHtml).toContain(r.contentId);
    });
  });

  it('ends an archived report with a research graphic and a supplemental image, numbered after its figures', () => {
    const archived = all[6]!;
    const figures = archived.bodyJson.blocks.filter((b) => b.type === 'figure');
    const legacy = archived.bodyJson.blocks.slice(-2);
    expect(legacy.map((b) => b.type)).toEqual(['researchGraphicContainer', 'supplementalImageContainer']);
    expect(legacy.map((b) => ('id' in b ? b.id : ''))).toEqual([`${archived.contentId}-figure-${figures.length + 1}`, `${archived.contentId}-figure-${figures.length + 2}`]);
    for (const [index, r] of all.entries()) {
      if (index % 10 !== 6) expect(r.bodyJson.blocks.every((b) => ['section', 'subheading', 'paragraph', 'figure'].includes(b.type))).toBe(true);
    }
  });

  it('marks the Data Snapshots as data reports and gives every report its market', () => {
    for (const r of all) {
      expect(r.isDataReport).toBe(r.ipType === 'Data Snapshot');
      expect(r.techCatMarket).toMatch(/\S/);
    }
    const wave = all.find((r) => r.ipType === 'Wave');
    expect(wave?.title).toContain(wave!.techCatMarket!);
  });
});

import { describe, expect, it } from 'vitest';
import type { BodyBlockDto } from '@portal/domain';
import { PASSAGE_MAX_LENGTH, packSentences, reportPassages, splitSentences } from './passages.js';

describe('splitSentences', () => {
  it('splits on sentence boundaries, keeping decimals and each sentence as written', () => {
    const text = 'Spending rose 4.5% in 2025. Only 23% of respondents agree!  Why? Because budgets moved.';
    expect(splitSentences(text)).toEqual(['Spending rose 4.5% in 2025.', 'Only 23% of respondents agree!', 'Why?', 'Because budgets moved.']);
  });
});

describe('packSentences', () => {
  it('packs whole sentences into pieces no longer than the bound', () => {
    const sentence = (i: number) => `Sentence number ${i} says something about the market for data platforms.`;
    const text = Array.from({ length: 30 }, (_, i) => sentence(i)).join(' ');
    const pieces = packSentences(text);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(PASSAGE_MAX_LENGTH);
    expect(pieces.join(' ')).toBe(text);
    for (const piece of pieces) expect(piece.endsWith('platforms.')).toBe(true);
  });

  it('cuts a sentence longer than the bound between words', () => {
    const long = `${'word '.repeat(50).trim()}.`;
    const pieces = packSentences(long, 60);
    expect(pieces.every((piece) => piece.length <= 60)).toBe(true);
    expect(pieces.join(' ')).toBe(long);
  });
});

describe('reportPassages', () => {
  const blocks: BodyBlockDto[] = [
    { type: 'paragraph', text: 'Before any section.' },
    { type: 'section', id: 'section-1', text: 'Why it matters' },
    { type: 'paragraph', text: 'First paragraph.' },
    { type: 'subheading', id: 'section-1-sub-1', text: 'A detail' },
    { type: 'paragraph', text: 'Under the subheading.' },
    { type: 'figure', id: 'RES1-figure-1', label: 'Figure 1', figureTitle: 'A chart' },
    { type: 'section', id: 'section-2', text: 'What to do' },
    { type: 'paragraph', text: 'Second section.' },
  ];

  it('gives each paragraph its section (a subheading stays in its section), figures left out, in order', () => {
    expect(reportPassages('RES1', blocks)).toEqual([
      { passageId: 'RES1::0', contentId: 'RES1', sectionId: '', sectionTitle: '', index: 0, text: 'Before any section.' },
      { passageId: 'RES1:section-1:1', contentId: 'RES1', sectionId: 'section-1', sectionTitle: 'Why it matters', index: 1, text: 'First paragraph.' },
      { passageId: 'RES1:section-1:2', contentId: 'RES1', sectionId: 'section-1', sectionTitle: 'Why it matters', index: 2, text: 'Under the subheading.' },
      { passageId: 'RES1:section-2:3', contentId: 'RES1', sectionId: 'section-2', sectionTitle: 'What to do', index: 3, text: 'Second section.' },
    ]);
  });
});

// A report's body as the passages the assistant retrieves and cites: each paragraph under its
// section (the h2 before it; a subheading stays within its section), a long paragraph split on
// sentence boundaries so that no passage outgrows PASSAGE_MAX_LENGTH and a citation stays short
// enough to check. Figures carry no text of their own to answer from, so they are left out.
import type { BodyBlockDto } from '@portal/domain';
import type { Passage } from './answerer.js';

export const PASSAGE_MAX_LENGTH = 600;

// ICU's sentence rules (abbreviations, decimals, quotes), the same on every run of one Node build.
const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentences of `text`, trimmed, each exactly as it stands in the text. */
export function splitSentences(text: string): string[] {
  return [...sentenceSegmenter.segment(text)].map((segment) => segment.segment.trim()).filter((sentence) => sentence !== '');
}

/** Sentences packed in order into pieces of at most `max` characters (a longer sentence is cut between words). */
export function packSentences(text: string, max = PASSAGE_MAX_LENGTH): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text).flatMap((sentence) => cutLong(sentence, max))) {
    if (current !== '' && current.length + 1 + sentence.length > max) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? sentence : `${current} ${sentence}`;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

function cutLong(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const pieces: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/)) {
    if (current !== '' && current.length + 1 + word.length > max) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? word : `${current} ${word}`;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** The passages of one report's body, in document order. */
export function reportPassages(contentId: string, blocks: readonly BodyBlockDto[]): Passage[] {
  const passages: Passage[] = [];
  let sectionId = '';
  let sectionTitle = '';
  for (const block of blocks) {
    if (block.type === 'section') {
      sectionId = block.id;
      sectionTitle = block.text;
      continue;
    }
    if (block.type !== 'paragraph') continue;
    for (const text of packSentences(block.text)) {
      const index = passages.length;
      passages.push({ passageId: `${contentId}:${sectionId}:${index}`, contentId, sectionId, sectionTitle, index, text });
    }
  }
  return passages;
}

// The figures a generated report states, each with the section that states it and a question it
// answers: labelled questions for the AI assistant's tests and its answer-quality bench (issue #12).
// They are read back from the body with the sentence templates of text.ts, so they always match
// what was generated. A figure stated twice for the same topic (two paragraphs drew the same
// template) is left out: its question would have two right answers.
import type { CorpusReport } from './report.js';

export interface ReportFact {
  contentId: string;
  /** The section (h2 id) whose paragraph states the figure. */
  sectionId: string;
  question: string;
  /** The figure as it appears in the text ('23%', '12 months'). */
  answer: string;
  /** The sentence that states it, as in the body. */
  sentence: string;
}

const TEMPLATES: { pattern: RegExp; fact(match: RegExpMatchArray): { topic: string; question: string; answer: string } }[] = [
  {
    pattern: /Only (\d+)% of respondents rate their (.+?) capabilities as advanced\./g,
    fact: ([, n, topic]) => ({ topic, question: `What share of respondents rate their ${topic} capabilities as advanced?`, answer: `${n}%` }),
  },
  {
    pattern: /Expect spending on (.+?) to rise by (\d+)% a year through \d{4}\./g,
    fact: ([, topic, n]) => ({ topic, question: `By how much will spending on ${topic} rise a year?`, answer: `${n}%` }),
  },
  {
    pattern: /Budget holders now expect a business case for (.+?) within (\d+) months\./g,
    fact: ([, topic, n]) => ({ topic, question: `Within how many months do budget holders expect a business case for ${topic}?`, answer: `${n} months` }),
  },
];

export function reportFacts(report: Pick<CorpusReport, 'contentId' | 'bodyJson'>): ReportFact[] {
  const found: (ReportFact & { key: string })[] = [];
  let sectionId = '';
  for (const block of report.bodyJson.blocks) {
    if (block.type === 'section') sectionId = block.id;
    if (block.type !== 'paragraph') continue;
    TEMPLATES.forEach(({ pattern, fact }, template) => {
      for (const match of block.text.matchAll(pattern)) {
        const { topic, question, answer } = fact(match);
        found.push({ key: `${template}:${topic}`, contentId: report.contentId, sectionId, question, answer, sentence: match[0] });
      }
    });
  }
  return found
    .filter((fact) => found.filter((other) => other.key === fact.key).length === 1)
    .map(({ key: _key, ...fact }) => fact);
}

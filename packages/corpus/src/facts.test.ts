import { describe, expect, it } from 'vitest';
import { reportFacts } from './facts.js';
import { report } from './report.js';

const config = { seed: 42, size: 60 };

describe('reportFacts', () => {
  it('reads each stated figure back with its section, its sentence and a question on it', () => {
    const r = report(config, 1);
    const facts = reportFacts(r);
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) {
      expect(fact.contentId).toBe(r.contentId);
      expect(fact.sentence).toContain(fact.answer.split(' ')[0]);
      // The sentence is in a paragraph of the named section.
      const blocks = r.bodyJson.blocks;
      const start = blocks.findIndex((block) => block.type === 'section' && block.id === fact.sectionId);
      const end = blocks.findIndex((block, i) => i > start && block.type === 'section');
      const section = blocks.slice(start, end === -1 ? undefined : end);
      expect(section.some((block) => block.type === 'paragraph' && block.text.includes(fact.sentence))).toBe(true);
      expect(fact.question.endsWith('?')).toBe(true);
    }
  });

  it('leaves out a figure whose question would have two answers', () => {
    const body = (text: string) => ({ contentId: 'RES1', bodyJson: { blocks: [{ type: 'section' as const, id: 'section-1', text: 'S' }, { type: 'paragraph' as const, text }] } });
    const once = 'Only 20% of respondents rate their AI capabilities as advanced.';
    const twice = `${once} Only 30% of respondents rate their AI capabilities as advanced.`;
    expect(reportFacts(body(once))).toEqual([
      { contentId: 'RES1', sectionId: 'section-1', question: 'What share of respondents rate their AI capabilities as advanced?', answer: '20%', sentence: once },
    ]);
    expect(reportFacts(body(twice))).toEqual([]);
  });

  it('is the same for the same report', () => {
    expect(reportFacts(report(config, 7))).toEqual(reportFacts(report(config, 7)));
  });
});

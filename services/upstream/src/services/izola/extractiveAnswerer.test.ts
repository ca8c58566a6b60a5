import { describe, expect, it } from 'vitest';
import { report, reportFacts } from '@portal/corpus';
import { ASSISTANT_NOT_COVERED_MESSAGE } from '@portal/domain';
import { TEST_CORPUS } from '../../testing/corpus.js';
import type { AnswerEvent } from './answerer.js';
import { ExtractiveAnswerer } from './extractiveAnswerer.js';
import { reportPassages } from './passages.js';
import { bestFirst, rankPassages, scoreSentences } from './retrieval.js';

const reportOf = (index: number) => report(TEST_CORPUS, index);
const passagesOf = (index: number) => {
  const r = reportOf(index);
  return reportPassages(r.contentId, r.bodyJson.blocks);
};

async function collect(events: AsyncIterable<AnswerEvent>): Promise<AnswerEvent[]> {
  const all: AnswerEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}
const ask = (question: string, index: number) =>
  collect(new ExtractiveAnswerer().answer({ question, passages: passagesOf(index), signal: new AbortController().signal }));

// RES100001 states in section-1 that 19% of respondents rate their generative AI capabilities as advanced.
const [fact] = reportFacts(reportOf(1));

describe('ExtractiveAnswerer', () => {
  it('retrieves, with BM25, the passage that states the fact, and scores its sentence best', () => {
    expect(fact).toMatchObject({ contentId: 'RES100001', sectionId: 'section-1', answer: '19%' });
    const scored = scoreSentences(fact.question, passagesOf(1), 5);
    // Only the passages BM25 ranks best are read: here 5 of the report's many.
    expect(new Set(scored.map((s) => s.passage.passageId)).size).toBe(5);
    expect(passagesOf(1).length).toBeGreaterThan(5);
    const [best] = [...scored].sort((a, b) => b.coverage - a.coverage);
    expect(best.text).toBe(fact.sentence);
    expect(best.passage.sectionId).toBe(fact.sectionId);
  });

  it('ranks first the passage that states the fact (BM25, then its best sentence)', () => {
    // RES100002 states in section-2 how fast spending on CX measurement will rise.
    const [spending] = reportFacts(reportOf(2));
    expect(spending).toMatchObject({ sectionId: 'section-2', answer: '17%' });
    // The corpus repeats its sentence templates: BM25 alone ranks a passage with another topic's
    // spending figure first; ranked by their best sentence, the passage stating this one comes first.
    const ranked = rankPassages(spending.question, passagesOf(2), 3);
    expect(ranked).toHaveLength(3);
    expect(ranked[0].text).toContain(spending.sentence);
    const answer = new ExtractiveAnswerer().compose(spending.question, passagesOf(2));
    expect(answer.map((sentence) => sentence.text)).toContain(spending.sentence);
    expect(rankPassages('the of and', passagesOf(2), 3)).toEqual([]);
    // Every passage, best first: the answerers' input.
    const all = bestFirst(spending.question, passagesOf(2));
    expect(all[0]).toEqual(ranked[0]);
    expect([...all].sort((a, b) => a.index - b.index)).toEqual(passagesOf(2));
    // Given best first, the extractive answer is the same as given in document order.
    expect(new ExtractiveAnswerer().compose(spending.question, all).map((s) => s.text)).toEqual(answer.map((s) => s.text));
  });

  it('answers with the fact, 3 to 5 sentences in document order, each citing the passage it quotes', async () => {
    const events = await ask(fact.question, 1);
    const pieces = events.filter((event) => event.type === 'text');
    expect(pieces).toHaveLength(events.length);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.length).toBeLessThanOrEqual(5);
    expect(pieces.map((piece) => piece.text).join('')).toContain(fact.sentence);

    const passages = new Map(passagesOf(1).map((passage) => [passage.passageId, passage]));
    const indexes = pieces.map((piece) => {
      expect(piece.citations).toHaveLength(1);
      const [citation] = piece.citations;
      const passage = passages.get(citation.passageId)!;
      expect(passage.text).toContain(citation.quote);
      expect(piece.text.trim()).toBe(citation.quote);
      expect(citation).toMatchObject({ contentId: 'RES100001', sectionId: passage.sectionId, sectionTitle: passage.sectionTitle });
      return passage.index * 100 + passage.text.indexOf(citation.quote);
    });
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    const stating = pieces.find((piece) => piece.text.includes(fact.sentence))!;
    expect(stating.citations[0].sectionId).toBe(fact.sectionId);
  });

  it('declines a question the report does not cover instead of guessing', async () => {
    expect(await ask('What is the capital of France and who founded it?', 1)).toEqual([{ type: 'declined', text: ASSISTANT_NOT_COVERED_MESSAGE }]);
    expect(await ask('the of and', 1)).toEqual([{ type: 'declined', text: ASSISTANT_NOT_COVERED_MESSAGE }]);
  });

  it('gives the same answer to the same question on the same report', async () => {
    expect(await ask(fact.question, 1)).toEqual(await ask(fact.question, 1));
  });

  it('answers most labelled questions of the test corpus with their fact', async () => {
    let asked = 0;
    let answered = 0;
    for (let index = 0; index < 20; index++) {
      for (const labelled of reportFacts(reportOf(index))) {
        asked++;
        const text = (await ask(labelled.question, index)).map((event) => event.text).join('');
        if (text.includes(labelled.sentence)) answered++;
      }
    }
    expect(asked).toBeGreaterThan(20);
    expect(answered / asked).toBeGreaterThanOrEqual(0.9);
  });

  it('stops between sentences once aborted', async () => {
    const controller = new AbortController();
    const events: AnswerEvent[] = [];
    for await (const event of new ExtractiveAnswerer().answer({ question: fact.question, passages: passagesOf(1), signal: controller.signal })) {
      events.push(event);
      controller.abort();
    }
    expect(events).toHaveLength(1);
  });
});

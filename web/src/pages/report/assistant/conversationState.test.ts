import { describe, expect, it } from 'vitest';
import { conversationReducer, lastPromptId, type AnswerEvent, type CitationRef, type ConversationEntry } from './conversationState';

const citation = (passageId: string, quote = 'A sentence.') => ({ passageId, quote }) as CitationRef;
const event = (fields: Partial<AnswerEvent>): AnswerEvent => ({ text: '', citations: [], blocked: false, declined: false, done: false, promptId: null, ...fields });
const PROMPT_ID = '0b0e6c1e-4a57-4f3c-9a55-5d1c0f2b8a01';

function asked(): ConversationEntry[] {
  return conversationReducer([], { type: 'asked', key: 'k1', prompt: 'What share rate their AI as advanced?' });
}

describe('the conversation reducer', () => {
  it('streams: text appended piece by piece, citations once per sentence, streaming off with the promptId at the end', () => {
    let entries = asked();
    expect(entries[0]).toMatchObject({ status: 'streaming', response: '', promptId: null });
    entries = conversationReducer(entries, { type: 'answered', key: 'k1', event: event({ text: 'First. ', citations: [citation('p1')] }) });
    // The same sentence again is one citation; another sentence of the same passage is another.
    entries = conversationReducer(entries, { type: 'answered', key: 'k1', event: event({ text: 'Second.', citations: [citation('p1'), citation('p1', 'Second.'), citation('p2')] }) });
    expect(entries[0]).toMatchObject({ status: 'streaming', response: 'First. Second.' });
    expect(entries[0]!.citations.map((c) => [c.passageId, c.quote])).toEqual([
      ['p1', 'A sentence.'],
      ['p1', 'Second.'],
      ['p2', 'A sentence.'],
    ]);
    entries = conversationReducer(entries, { type: 'answered', key: 'k1', event: event({ done: true, promptId: PROMPT_ID }) });
    expect(entries[0]).toMatchObject({ status: 'done', promptId: PROMPT_ID, response: 'First. Second.' });
    expect(lastPromptId(entries)).toBe(PROMPT_ID);
  });

  it('empties the answer on a blocked piece and keeps it empty (spec 2 §4)', () => {
    let entries = conversationReducer(asked(), { type: 'answered', key: 'k1', event: event({ text: 'Some text', citations: [citation('p1')] }) });
    entries = conversationReducer(entries, { type: 'answered', key: 'k1', event: event({ blocked: true }) });
    entries = conversationReducer(entries, { type: 'answered', key: 'k1', event: event({ text: 'more' }) });
    expect(entries[0]).toMatchObject({ blocked: true, response: '', citations: [] });
  });

  it('marks a failed entry, drops a removed one, and keeps feedback by promptId', () => {
    let entries = conversationReducer(asked(), { type: 'failed', key: 'k1', reason: 'Too many questions' });
    expect(entries[0]).toMatchObject({ status: 'error', errorReason: 'Too many questions' });
    expect(lastPromptId(entries)).toBeNull();
    expect(conversationReducer(entries, { type: 'removed', key: 'k1' })).toEqual([]);
    entries = conversationReducer(asked(), { type: 'answered', key: 'k1', event: event({ done: true, promptId: PROMPT_ID }) });
    expect(conversationReducer(entries, { type: 'rated', promptId: PROMPT_ID, feedback: 'up' })[0]!.feedback).toBe('up');
  });
});

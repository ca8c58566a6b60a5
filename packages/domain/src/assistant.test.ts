import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_QUESTION_MAX_LENGTH,
  ASSISTANT_QUESTION_REQUIRED_MESSAGE,
  ASSISTANT_QUESTION_TOO_LONG_MESSAGE,
  assistantChatId,
  assistantQuestionSchema,
} from './assistant.js';

describe('assistantQuestionSchema', () => {
  it('takes a question of up to 1,000 characters, trimmed', () => {
    expect(assistantQuestionSchema.parse('  Why?  ')).toBe('Why?');
    expect(assistantQuestionSchema.parse('a'.repeat(ASSISTANT_QUESTION_MAX_LENGTH))).toHaveLength(1000);
  });

  it('refuses an empty question and one over the limit, with their messages', () => {
    expect(assistantQuestionSchema.safeParse('   ').error?.issues[0].message).toBe(ASSISTANT_QUESTION_REQUIRED_MESSAGE);
    expect(assistantQuestionSchema.safeParse('a'.repeat(1001)).error?.issues[0].message).toBe(ASSISTANT_QUESTION_TOO_LONG_MESSAGE);
    expect(ASSISTANT_QUESTION_TOO_LONG_MESSAGE).toBe('A question is at most 1,000 characters');
  });
});

describe('assistantChatId', () => {
  it('is {contentId}.{userId}', () => {
    expect(assistantChatId('RES100001', 'usr-client-0001')).toBe('RES100001.usr-client-0001');
  });
});

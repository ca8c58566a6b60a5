import { describe, expect, it } from 'vitest';
import {
  NPS_COMMENT_MAX_LENGTH,
  NPS_COMMENT_TOO_LONG_MESSAGE,
  NPS_SCORE_MESSAGE,
  netPromoterScoreFormSchema,
  storedNpsComment,
} from './netPromoterScore.js';

const firstMessages = (values: unknown) => {
  const result = netPromoterScoreFormSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the Net Promoter Score form', () => {
  it.each([0, 7, 10])('accepts the score %i, with or without a comment', (score) => {
    expect(netPromoterScoreFormSchema.parse({ score })).toEqual({ score });
    expect(netPromoterScoreFormSchema.parse({ score, comment: ' Clear reports ' })).toEqual({ score, comment: ' Clear reports ' });
  });

  it.each([[undefined], [null], [-1], [11], [7.5], ['7'], [Number.NaN]])('refuses the score %s with one message', (score) => {
    expect(firstMessages({ score })).toEqual({ score: NPS_SCORE_MESSAGE });
  });

  it('bounds the comment at its limit, counted as the browser counts', () => {
    expect(NPS_COMMENT_TOO_LONG_MESSAGE).toBe('Must be 1000 characters or fewer');
    expect(netPromoterScoreFormSchema.safeParse({ score: 9, comment: 'x'.repeat(NPS_COMMENT_MAX_LENGTH) }).success).toBe(true);
    expect(firstMessages({ score: 9, comment: 'x'.repeat(NPS_COMMENT_MAX_LENGTH + 1) })).toEqual({ comment: NPS_COMMENT_TOO_LONG_MESSAGE });
    // An emoji is two code units, as maxlength counts it.
    expect(firstMessages({ score: 9, comment: '😀'.repeat(NPS_COMMENT_MAX_LENGTH / 2 + 1) })).toEqual({ comment: NPS_COMMENT_TOO_LONG_MESSAGE });
  });

  it('reports both problems at once', () => {
    expect(firstMessages({ score: 12, comment: 'x'.repeat(NPS_COMMENT_MAX_LENGTH + 1) })).toEqual({ score: NPS_SCORE_MESSAGE, comment: NPS_COMMENT_TOO_LONG_MESSAGE });
  });

  it('stores a blank comment as none and any other as typed', () => {
    expect(storedNpsComment(undefined)).toBeNull();
    expect(storedNpsComment('  \n ')).toBeNull();
    expect(storedNpsComment(' Great analysts ')).toBe(' Great analysts ');
  });
});

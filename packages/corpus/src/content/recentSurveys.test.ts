import { describe, expect, it } from 'vitest';
import { RECENT_SURVEY_MAX_AGE_DAYS, isRecentSurvey, survey, surveys } from './surveys.js';

const config = { seed: 42, size: 300 };
const anchor = new Date('2026-11-22T10:00:00Z');

describe('recent surveys (spec 3 §9: the listing opens on the last 30 days)', () => {
  it('dates every fourth pair around the anchor, on both tabs, and keeps the rest in the fixed window', () => {
    const all = [...surveys(config, anchor)];
    const recent = all.filter((_, i) => isRecentSurvey(i));
    const oldest = new Date(anchor.getTime() - RECENT_SURVEY_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    for (const s of recent) expect(s.datePublished >= oldest && s.datePublished <= '2026-11-22').toBe(true);
    expect(new Set(recent.map((s) => s.surveyType))).toEqual(new Set(['business', 'consumer']));
    // The others are the same with or without an anchor.
    expect(survey(config, 2, anchor)).toEqual(survey(config, 2));
    // A recent survey's title carries its year.
    expect(survey(config, 0, anchor).shortTitle).toMatch(/, 2026$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_DEFAULTS,
  PREFERENCE_IDS,
  consentBodySchema,
  toCommunicationPreferences,
  toConsentEntries,
  type CommunicationPreferences,
} from './preferences.js';

describe('preference ids and defaults (spec 1 §9)', () => {
  it('are the spec values', () => {
    expect(PREFERENCE_IDS).toEqual({ prodAndServ: 1, researchSurvey: 2, research: 3, reports: 4, unsubscribe: 6, webinar: 8, phoneCall: 10, events: 13 });
    expect(PREFERENCE_DEFAULTS).toEqual({ prodAndServ: true, researchSurvey: true, research: false, reports: false, unsubscribe: true, webinar: false, phoneCall: false, events: true });
  });

  it('nothing stored, or nulls, means the defaults', () => {
    const defaults: CommunicationPreferences = {
      research: 'never', webinar: 'off', phoneCall: 'restrict', unsubscribe: 'subscribe',
      productsAndServices: true, researchSurveys: true, events: true,
    };
    expect(toCommunicationPreferences([])).toEqual(defaults);
    expect(toCommunicationPreferences(Object.values(PREFERENCE_IDS).map((preferenceId) => ({ preferenceId, value: null })))).toEqual(defaults);
  });
});

describe('the research mapping (spec 1 §4)', () => {
  it.each([
    [false, false, 'never'],
    [false, true, 'never'],
    [true, false, 'whenPublished'],
    [true, true, 'weekly'],
  ] as const)('research %s, reports %s -> %s', (research, reports, expected) => {
    expect(toCommunicationPreferences([{ preferenceId: 3, value: research }, { preferenceId: 4, value: reports }]).research).toBe(expected);
  });

  it.each([
    ['never', false, false],
    ['whenPublished', true, false],
    ['weekly', true, true],
  ] as const)('%s saves research %s and reports %s', (choice, research, reports) => {
    const entries = toConsentEntries({ ...toCommunicationPreferences([]), research: choice });
    expect(entries.find((e) => e.preferenceId === 3)?.value).toBe(research);
    expect(entries.find((e) => e.preferenceId === 4)?.value).toBe(reports);
  });
});

describe('the other choices', () => {
  it('webinar weekly/off, phone allow/restrict, unsubscribe subscribe/unsubscribe round-trip through their ids', () => {
    const prefs: CommunicationPreferences = {
      research: 'weekly', webinar: 'weekly', phoneCall: 'allow', unsubscribe: 'unsubscribe',
      productsAndServices: false, researchSurveys: false, events: false,
    };
    const entries = toConsentEntries(prefs);
    expect(entries).toEqual([
      { preferenceId: 1, value: false },
      { preferenceId: 2, value: false },
      { preferenceId: 3, value: true },
      { preferenceId: 4, value: true },
      { preferenceId: 6, value: false },
      { preferenceId: 8, value: true },
      { preferenceId: 10, value: true },
      { preferenceId: 13, value: false },
    ]);
    expect(toCommunicationPreferences(entries)).toEqual(prefs);
  });
});

describe('consentBodySchema', () => {
  it('accepts known ids with boolean or null values', () => {
    expect(consentBodySchema.safeParse({ preferences: [{ preferenceId: 8, value: true }, { preferenceId: 3, value: null }] }).success).toBe(true);
  });
  it.each([
    ['an unknown id', { preferences: [{ preferenceId: 5, value: true }] }, 'Unknown preferenceId: 5'],
    ['a repeated id', { preferences: [{ preferenceId: 8, value: true }, { preferenceId: 8, value: false }] }, 'Each preferenceId may appear once'],
    ['no list', {}, 'preferences must be a list of {preferenceId, value}'],
  ])('refuses %s', (_label, body, message) => {
    const result = consentBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

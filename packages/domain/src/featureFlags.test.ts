import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS_WHEN_UNAVAILABLE,
  FEATURE_FLAG_NAMES,
  parseFeatureFlagOverrides,
  resolveFeatureFlags,
  withForcedFlags,
} from './featureFlags.js';

describe('feature flags', () => {
  it('knows every flag of spec 2 §6 and ships a value for each', () => {
    expect(FEATURE_FLAG_NAMES).toHaveLength(9);
    for (const name of FEATURE_FLAG_NAMES) expect(typeof DEFAULT_FEATURE_FLAGS[name]).toBe('boolean');
  });

  it('turns everything off when the flags are unavailable', () => {
    expect(Object.values(FEATURE_FLAGS_WHEN_UNAVAILABLE).every((value) => value === false)).toBe(true);
  });

  it('always forces the report redesign on', () => {
    expect(withForcedFlags({ release_Report_Redesign: false }).release_Report_Redesign).toBe(true);
    expect(resolveFeatureFlags('release_Report_Redesign=off').release_Report_Redesign).toBe(true);
  });

  it('applies overrides over the defaults', () => {
    const flags = resolveFeatureFlags(' release_search_idt=on , release_bold_vision_redesign=false,release_FMI_ai_access=1 ');
    expect(flags.release_search_idt).toBe(true);
    expect(flags.release_bold_vision_redesign).toBe(false);
    expect(flags.release_FMI_ai_access).toBe(true);
    expect(flags.release_Survey_Module_Integration).toBe(DEFAULT_FEATURE_FLAGS.release_Survey_Module_Integration);
  });

  it('reads an empty or missing setting as no overrides', () => {
    expect(parseFeatureFlagOverrides(undefined)).toEqual({});
    expect(parseFeatureFlagOverrides(' , ')).toEqual({});
  });

  it.each([
    ['release_serch_idt=on', "unknown flag 'release_serch_idt'"],
    ['release_search_idt=maybe', "'release_search_idt' must be on or off, got 'maybe'"],
    ['release_search_idt', 'expected name=on|off'],
    ['release_search_idt=on=off', 'expected name=on|off'],
  ])('refuses %s', (text, message) => {
    expect(() => parseFeatureFlagOverrides(text)).toThrow(message);
  });
});

// Feature flags (spec 2 §6): the names the appconfig service answers with, what this deployment
// ships with, and the override syntax operators use (`FEATURE_FLAGS=release_search_idt=on`).

export const FEATURE_FLAG_NAMES = [
  'release_Survey_Module_Integration',
  'release_Outcomes_Client_Viewer',
  'release_Outcomes_Download_PPT',
  'release_Report_Redesign',
  'release_Cart_MFE',
  'release_new_navigation_changes',
  'release_full_figure_interactives',
  'release_bold_vision_redesign',
  'release_search_idt',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** release_{product}_ai_access: one flag per product, so names follow a pattern rather than a list. */
export const AI_ACCESS_FLAG_PATTERN = /^release_([A-Za-z]+)_ai_access$/;

export function aiAccessFlagName(product: string): string {
  return `release_${product}_ai_access`;
}

/** The flags as the appconfig service answers them: every known name, plus any per-product AI flag. */
export type FeatureFlagValues = Record<string, boolean>;

function isKnownFlagName(name: string): boolean {
  return (FEATURE_FLAG_NAMES as readonly string[]).includes(name) || AI_ACCESS_FLAG_PATTERN.test(name);
}

/** What this portal ships with: the modules built here are on, the rest off. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlagValues = {
  release_Survey_Module_Integration: true,
  // The initiatives' client viewer and dashboard download (issue #10).
  release_Outcomes_Client_Viewer: true,
  release_Outcomes_Download_PPT: true,
  release_Report_Redesign: true,
  release_Cart_MFE: false,
  release_new_navigation_changes: false,
  release_full_figure_interactives: false,
  release_bold_vision_redesign: true,
  release_search_idt: false,
  // The AI assistant (issue #12), per product: on for the research products; AOC entitles no
  // restricted research (entitlements.ts), so its readers get it only when an operator says so.
  [aiAccessFlagName('FD')]: true,
  [aiAccessFlagName('FMI')]: true,
  [aiAccessFlagName('AOC')]: false,
};

/** When the flags cannot be fetched every one is off (spec 2 §8), except the always-on one below. */
export const FEATURE_FLAGS_WHEN_UNAVAILABLE: FeatureFlagValues = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, false]));

/** Spec 2 §4: release_Report_Redesign is forced on, whatever the service says. */
export function withForcedFlags(flags: FeatureFlagValues): FeatureFlagValues {
  return { ...flags, release_Report_Redesign: true };
}

const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);

/**
 * Parses `name=on,name=off` (also true/false, 1/0). A typo in a deployment setting must stop the
 * process rather than silently leave a flag at its default, so unknown names and values throw.
 */
export function parseFeatureFlagOverrides(text: string | undefined): FeatureFlagValues {
  const overrides: FeatureFlagValues = {};
  for (const part of (text ?? '').split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    const [name, value, ...rest] = entry.split('=').map((piece) => piece.trim());
    if (!name || value === undefined || rest.length > 0) throw new Error(`FEATURE_FLAGS: expected name=on|off, got '${entry}'`);
    if (!isKnownFlagName(name)) throw new Error(`FEATURE_FLAGS: unknown flag '${name}'`);
    const normalised = value.toLowerCase();
    if (ON.has(normalised)) overrides[name] = true;
    else if (OFF.has(normalised)) overrides[name] = false;
    else throw new Error(`FEATURE_FLAGS: '${name}' must be on or off, got '${value}'`);
  }
  return overrides;
}

export function resolveFeatureFlags(overrideText: string | undefined): FeatureFlagValues {
  return withForcedFlags({ ...DEFAULT_FEATURE_FLAGS, ...parseFeatureFlagOverrides(overrideText) });
}

/**
 * The Interactive Data Tool: a kind of tool (its ipType/badge) whose content and filter values show
 * only while release_search_idt is on (spec 2 §5).
 */
export const INTERACTIVE_DATA_TOOL = 'Interactive Data Tool';

// Communication (consent) preferences: the ids and defaults of spec 1 §9 and the mapping of
// spec 1 §4 between the stored on/off entries and the choices the preferences page shows.
import { z } from './zod.js';

/** Spec 1 §9 "Preference ids and defaults". */
export const PREFERENCE_IDS = {
  prodAndServ: 1,
  researchSurvey: 2,
  research: 3,
  reports: 4,
  unsubscribe: 6,
  webinar: 8,
  phoneCall: 10,
  events: 13,
} as const;

export type PreferenceName = keyof typeof PREFERENCE_IDS;

export const PREFERENCE_DEFAULTS: Record<PreferenceName, boolean> = {
  prodAndServ: true,
  researchSurvey: true,
  research: false,
  reports: false,
  unsubscribe: true,
  webinar: false,
  phoneCall: false,
  events: true,
};

export const KNOWN_PREFERENCE_IDS: readonly number[] = Object.values(PREFERENCE_IDS);

/** One stored entry, as GET/POST /preference-service/api/v1/consent carry them. null = not set. */
export interface ConsentEntry {
  preferenceId: number;
  value: boolean | null;
}

export const RESEARCH_CHOICES = ['never', 'whenPublished', 'weekly'] as const;
export const WEBINAR_CHOICES = ['weekly', 'off'] as const;
export const PHONE_CALL_CHOICES = ['allow', 'restrict'] as const;
export const UNSUBSCRIBE_CHOICES = ['subscribe', 'unsubscribe'] as const;

/** What the preferences page edits. */
export interface CommunicationPreferences {
  research: (typeof RESEARCH_CHOICES)[number];
  webinar: (typeof WEBINAR_CHOICES)[number];
  phoneCall: (typeof PHONE_CALL_CHOICES)[number];
  unsubscribe: (typeof UNSUBSCRIBE_CHOICES)[number];
  productsAndServices: boolean;
  researchSurveys: boolean;
  events: boolean;
}

export const communicationPreferencesSchema = z.object({
  research: z.enum(RESEARCH_CHOICES),
  webinar: z.enum(WEBINAR_CHOICES),
  phoneCall: z.enum(PHONE_CALL_CHOICES),
  unsubscribe: z.enum(UNSUBSCRIBE_CHOICES),
  productsAndServices: z.boolean(),
  researchSurveys: z.boolean(),
  events: z.boolean(),
});

/** The body of POST /preference-service/api/v1/consent: known ids only, each at most once. */
export const consentBodySchema = z.object(
  {
    preferences: z
      .array(
        z.object({
          preferenceId: z.number().int().refine((id) => KNOWN_PREFERENCE_IDS.includes(id), { error: (i) => `Unknown preferenceId: ${String(i.input)}` }),
          value: z.boolean().nullable(),
        }),
        { error: 'preferences must be a list of {preferenceId, value}' },
      )
      .max(KNOWN_PREFERENCE_IDS.length)
      .refine((list) => new Set(list.map((e) => e.preferenceId)).size === list.length, { error: 'Each preferenceId may appear once' }),
  },
  { error: 'Request body must be a JSON object' },
);

/** The on/off value of each preference; a missing or null entry falls back to its default (spec 1 §4). */
export function preferenceValues(entries: readonly ConsentEntry[]): Record<PreferenceName, boolean> {
  const byId = new Map(entries.map((e) => [e.preferenceId, e.value]));
  return Object.fromEntries(
    (Object.keys(PREFERENCE_IDS) as PreferenceName[]).map((name) => [name, byId.get(PREFERENCE_IDS[name]) ?? PREFERENCE_DEFAULTS[name]]),
  ) as Record<PreferenceName, boolean>;
}

/** Spec 1 §4 "Preference mapping", stored entries -> page choices. */
export function toCommunicationPreferences(entries: readonly ConsentEntry[]): CommunicationPreferences {
  const on = preferenceValues(entries);
  return {
    // Research unset = never; set with reports off = when published; set with reports on = weekly.
    research: !on.research ? 'never' : on.reports ? 'weekly' : 'whenPublished',
    webinar: on.webinar ? 'weekly' : 'off',
    phoneCall: on.phoneCall ? 'allow' : 'restrict',
    // Id 6 is on by default: on = still subscribed to e-mail.
    unsubscribe: on.unsubscribe ? 'subscribe' : 'unsubscribe',
    productsAndServices: on.prodAndServ,
    researchSurveys: on.researchSurvey,
    events: on.events,
  };
}

/** Page choices -> the entries to save (every known id, so the stored state is complete). */
export function toConsentEntries(prefs: CommunicationPreferences): ConsentEntry[] {
  const on: Record<PreferenceName, boolean> = {
    prodAndServ: prefs.productsAndServices,
    researchSurvey: prefs.researchSurveys,
    research: prefs.research !== 'never',
    reports: prefs.research === 'weekly',
    unsubscribe: prefs.unsubscribe === 'subscribe',
    webinar: prefs.webinar === 'weekly',
    phoneCall: prefs.phoneCall === 'allow',
    events: prefs.events,
  };
  return (Object.keys(PREFERENCE_IDS) as PreferenceName[]).map((name) => ({ preferenceId: PREFERENCE_IDS[name], value: on[name] }));
}

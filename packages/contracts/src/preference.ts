// preference-service consent (spec 1 §7): every known preference id with its stored value (null:
// the default applies, spec 1 §4 and §9); the POST saves the entries sent. The caller's own only.
import type { output, ZodType } from 'zod';
import { consentBodySchema, z, type ConsentEntry } from '@portal/domain';
import { defineContracts } from './contract.js';

export const consentEntrySchema = z.object({ preferenceId: z.number().int(), value: z.boolean().nullable() }) satisfies ZodType<ConsentEntry>;
export const consentSchema = z.object({ preferences: z.array(consentEntrySchema) });
export type ConsentDto = output<typeof consentSchema>;

export const preferenceContracts = defineContracts('preference', '/preference-service/api/v1/consent', {
  consent: { method: 'GET', path: '/', response: consentSchema },
  // The preferences form's body: its rules live with the form's in @portal/domain.
  saveConsent: { method: 'POST', path: '/', body: consentBodySchema, response: consentSchema },
});

// webinar-service registrations (spec 3 §7 registerToWebinar; §3 "Registration result: passcode,
// eventCode, userPhone, userEmail, userName"): the caller's own, never cached.
import type { output } from 'zod';
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idListParam, idParam, isWebinarId } from './wire.js';

export const webinarRegistrationSchema = z.object({
  webinarId: z.string(),
  passcode: z.string(),
  eventCode: z.string(),
  userPhone: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  registeredAt: z.string(),
});
export type WebinarRegistrationDto = output<typeof webinarRegistrationSchema>;

export const webinarRegistrationContracts = defineContracts('webinarRegistration', '/webinar-service/api/v1', {
  mine: {
    method: 'GET',
    path: '/webinar/registrations',
    query: z.object({ ids: idListParam(isWebinarId) }),
    response: z.object({ items: z.array(webinarRegistrationSchema) }),
  },
  /** 201 on a new registration, 200 when the caller was registered already. */
  register: { method: 'POST', path: '/webinar/:id/registration', params: z.object({ id: idParam(isWebinarId) }), response: webinarRegistrationSchema },
});

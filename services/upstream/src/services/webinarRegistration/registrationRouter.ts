// webinar-service registrations (spec 3 §7 registerToWebinar; §3 "Registration result: passcode,
// eventCode, userPhone, userEmail, userName"). Only the caller's own registrations exist here:
// the user comes from x-portal-user, never from the request.
import type { Router } from 'express';
import { canRegisterForWebinar, WEBINAR_REGISTRATION_MESSAGES } from '@portal/domain';
import { webinarRegistrationContracts, type WebinarRegistrationDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { noStore } from '../../http/cacheControl.js';
import { HttpError, badRequest } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import type { AuthUser } from '../auth/userStore.js';
import { requireUser } from '../user/requireUser.js';
import { findWebinars } from '../webinar/webinarStore.js';
import type { WebinarRegistrationRow } from './db/schema.js';
import { findRegistrations, register } from './registrationStore.js';
import { findOrNotFound } from '../../http/findById.js';

function toDto(row: WebinarRegistrationRow, user: AuthUser): WebinarRegistrationDto {
  return {
    webinarId: row.webinarId,
    passcode: row.passcode,
    eventCode: row.eventCode,
    userPhone: user.phoneNumber,
    userEmail: user.email,
    userName: `${user.firstName} ${user.lastName}`.trim(),
    registeredAt: row.registeredAt.toISOString(),
  };
}

export function webinarRegistrationRouter(db: Database): Router {
  const router = serviceRouter();

  // The caller's registrations among these webinars (a page of cards asks once).
  // The ids are checked before the caller, as they always were.
  serveContract(router, webinarRegistrationContracts.mine, async ({ query: { ids } }, req, res) => {
    const user = await requireUser(db, req);
    const rows = await findRegistrations(db, user.id, ids);
    noStore(res);
    return { items: rows.map((row) => toDto(row, user)) };
  });

  serveContract(router, webinarRegistrationContracts.register, async ({ params: { id } }, req, res) => {
    const user = await requireUser(db, req);
    const webinar = await findOrNotFound(findWebinars, db, id, 'Webinar');
    if (webinar.webinarStatus === 'past') throw badRequest(WEBINAR_REGISTRATION_MESSAGES.ended);
    if (!canRegisterForWebinar(user.userType, webinar.price)) throw new HttpError(403, WEBINAR_REGISTRATION_MESSAGES.paid);
    const { row, created } = await register(db, user.id, id);
    noStore(res);
    res.status(created ? 201 : 200);
    return toDto(row, user);
  });

  return router;
}

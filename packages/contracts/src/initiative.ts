// outcomes-service (spec 2 §7 "Initiatives: list, by id, by email, action status update, dashboard
// presentation" gives no paths; these are ours). Every route needs a signed-in caller
// (x-portal-user; 401 without) and is never cached:
//   GET   /outcomes-service/api/v1/initiatives                  the caller's initiatives and other actions
//   GET   /outcomes-service/api/v1/initiatives/:id              one of the caller's (an employee: anyone's)
//   POST  /outcomes-service/api/v1/initiatives/by-email {email} a client's, for employees only (403)
//   PATCH /outcomes-service/api/v1/actions/:actionItemId {initiativeId, status}  the caller's own action
//   GET   /outcomes-service/api/v1/initiatives/:id/presentation the dashboard as a PowerPoint file (base64)
// Someone else's initiative or action is answered 404 like a missing one.
import type { output } from 'zod';
import {
  INITIATIVE_ID_PATTERN,
  INVALID_ACTION_ITEM_ID_MESSAGE,
  INVALID_INITIATIVE_ID_MESSAGE,
  clientLookupFormSchema,
  initiativeActionStatusSchema,
  z,
} from '@portal/domain';
import { defineContracts } from './contract.js';

const idParam = (message: string) => z.string().regex(INITIATIVE_ID_PATTERN, { error: message }).transform(Number);

export const initiativeActionSchema = z.object({
  actionItemId: z.number().int(),
  /** Null for an "other action" (of no initiative). */
  initiativeId: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD, or null when the action has none. */
  dueDate: z.string().nullable(),
  actionStatus: initiativeActionStatusSchema,
  /** ISO 8601: the last status change. */
  updatedAt: z.string(),
});
export type InitiativeActionDto = output<typeof initiativeActionSchema>;

export const initiativeSchema = z.object({
  id: z.number().int(),
  /** The portal page of the initiative (the owner's view). */
  url: z.string(),
  title: z.string(),
  description: z.string(),
  actions: z.array(initiativeActionSchema),
  /** The owner, so the client viewer can say whose it is. */
  clientName: z.string(),
  accountName: z.string(),
});
export type InitiativeDto = output<typeof initiativeSchema>;

/** One reader's initiatives (spec 2 §3 lists: initiatives, otherActions), with whose they are. */
export const initiativeListSchema = z.object({
  clientName: z.string(),
  accountName: z.string(),
  initiatives: z.array(initiativeSchema),
  otherActions: z.array(initiativeActionSchema),
});
export type InitiativeListDto = output<typeof initiativeListSchema>;

export const actionStatusUpdateSchema = z.object({
  /** The initiative the action belongs to, or null for an other action: a mismatch is a 404. */
  initiativeId: z.number().int().positive().nullable(),
  status: initiativeActionStatusSchema,
});

export const dashboardPresentationSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** The .pptx file, base64: JSON travels between the layers; the gateway sends the bytes. */
  contentBase64: z.string(),
});
export type DashboardPresentationDto = output<typeof dashboardPresentationSchema>;

export const initiativeContracts = defineContracts('outcomes', '/outcomes-service/api/v1', {
  list: { method: 'GET', path: '/initiatives', response: initiativeListSchema },
  byEmail: { method: 'POST', path: '/initiatives/by-email', body: clientLookupFormSchema, response: initiativeListSchema },
  get: { method: 'GET', path: '/initiatives/:id', params: z.object({ id: idParam(INVALID_INITIATIVE_ID_MESSAGE) }), response: initiativeSchema },
  presentation: {
    method: 'GET',
    path: '/initiatives/:id/presentation',
    params: z.object({ id: idParam(INVALID_INITIATIVE_ID_MESSAGE) }),
    response: dashboardPresentationSchema,
  },
  updateAction: {
    method: 'PATCH',
    path: '/actions/:actionItemId',
    params: z.object({ actionItemId: idParam(INVALID_ACTION_ITEM_ID_MESSAGE) }),
    body: actionStatusUpdateSchema,
    response: initiativeActionSchema,
  },
});

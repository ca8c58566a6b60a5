// Initiatives (spec 2 §2-§8, issue #10): a reader's initiatives with their actions, the actions of
// no initiative ("other actions"), and the client viewer in which an employee looks a client up by
// e-mail. One definition of the statuses, ids, messages and the lookup rule for the page's form, the
// subgraph's args and the outcomes service.
import type { output } from 'zod';
import { z } from './zod.js';
import { requiredEmail } from './forms/fields.js';

/** What an action's status may be; a new action starts at the first. */
export const INITIATIVE_ACTION_STATUSES = ['Not started', 'In progress', 'Completed'] as const;
export type InitiativeActionStatus = (typeof INITIATIVE_ACTION_STATUSES)[number];
export const INVALID_ACTION_STATUS_MESSAGE = `Status must be one of: ${INITIATIVE_ACTION_STATUSES.join(', ')}`;

export const initiativeActionStatusSchema = z.enum(INITIATIVE_ACTION_STATUSES, { error: INVALID_ACTION_STATUS_MESSAGE });

export function isInitiativeActionStatus(value: string): value is InitiativeActionStatus {
  return (INITIATIVE_ACTION_STATUSES as readonly string[]).includes(value);
}

/** Initiative and action ids: the service's positive integers, as they travel in paths and GraphQL ids. */
export const INITIATIVE_ID_PATTERN = /^[1-9]\d{0,9}$/;
export const INVALID_INITIATIVE_ID_MESSAGE = 'Invalid initiative id';
export const INVALID_ACTION_ITEM_ID_MESSAGE = 'Invalid action item id';

export function isInitiativeId(value: string | undefined): value is string {
  return value !== undefined && INITIATIVE_ID_PATTERN.test(value);
}

/** Someone else's initiative is answered exactly like a missing one: its existence is not told. */
export const initiativeNotFoundMessage = (id: string | number) => `Initiative ${id} not found`;
export const actionNotFoundMessage = (id: string | number) => `Action ${id} not found`;

/** Spec 2 §6: initiative viewing is internal (an employee, in the client viewer) or client (one's own). */
export const INTERNAL_USER_TYPE = 'employee';
export function isInternalUser(userType: string | null | undefined): boolean {
  return (userType ?? '').trim().toLowerCase() === INTERNAL_USER_TYPE;
}
export const CLIENT_VIEWER_EMPLOYEES_ONLY_MESSAGE = "Only Meridian Research employees can view a client's initiatives";
export const unknownClientEmailMessage = (email: string) => `No client was found with the e-mail address ${email}`;

/** The client viewer's e-mail lookup (spec 2 §5: the customer search string is trimmed; §4: empty resets). */
export const clientLookupFormSchema = z.object({ email: requiredEmail });
export type ClientLookupFormValues = output<typeof clientLookupFormSchema>;

/** Spec 2 §6: the dashboard download exists only while release_Outcomes_Download_PPT is on. */
export const DASHBOARD_DOWNLOAD_OFF_MESSAGE = 'The dashboard download is not available';
export const PPTX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The file name of an initiative's dashboard: its title in safe characters, e.g. `Grow-pipeline-dashboard.pptx`. */
export function dashboardFileName(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || 'initiative'}-dashboard.pptx`;
}

/** Where the browser downloads an initiative's dashboard: a gateway route that asks account-graph. */
export const dashboardDownloadPath = (initiativeId: string | number) => `/downloads/initiatives/${initiativeId}/dashboard.pptx`;
export const DASHBOARD_DOWNLOAD_ROUTE = '/downloads/initiatives/:id/dashboard.pptx';

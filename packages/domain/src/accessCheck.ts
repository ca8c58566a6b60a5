// The report page's access check (spec 3 "Access check input", §4, §6, §8): an employee enters a
// person's e-mail address and learns whether that person may read the report. One e-mail rule for
// the form (react-hook-form), research-service's query and the graph; one state machine for the
// input, so the page and its tests follow the spec's transitions.
import type { output } from 'zod';
import { z } from './zod.js';
import { EMAIL_SHAPE, EMAIL_SHAPE_MESSAGE, requiredEmail } from './forms/fields.js';

/** Who may ask: the answer reveals what someone else may read, so employees only (403 otherwise). */
export const ACCESS_CHECK_EMPLOYEES_ONLY_MESSAGE = "Only Meridian Research employees can check another person's access";

/** The result's wording (spec 3: none given; the words a reader of the page would expect). */
export const HAS_ACCESS_TEXT = 'Has access';
export const NO_ACCESS_TEXT = 'No access';

/** The person's e-mail address: required, trimmed, within RFC 5321's length, of a standard shape. */
export const accessCheckEmail = requiredEmail.refine((value) => value === '' || EMAIL_SHAPE.test(value), { error: EMAIL_SHAPE_MESSAGE });
// (A blank one is told only that it is required.)

export const accessCheckFormSchema = z.object({ email: accessCheckEmail });
export type AccessCheckFormValues = output<typeof accessCheckFormSchema>;

/**
 * The input's state, in the spec's names (§3): the stored value (modelValue), whether the result
 * shows (display), the check in flight (isLoading) and its answer (accessCheck).
 */
export interface AccessCheckState {
  modelValue: string;
  display: boolean;
  isLoading: boolean;
  accessCheck: boolean;
}

export type AccessCheckEvent =
  | { type: 'input'; value: string }
  | { type: 'checking' }
  | { type: 'checked'; hasAccess: boolean }
  | { type: 'failed' };

export const INITIAL_ACCESS_CHECK: AccessCheckState = { modelValue: '', display: false, isLoading: false, accessCheck: false };

/**
 * Spec 3 §4: an empty entry resets the input; any other is stored and hides the result. After a
 * check the result shows, accessCheck from hasAccess; §8: a failure clears loading and shows a
 * negative result (the caller also reports it to the shared error handler).
 */
export function accessCheckTransition(state: AccessCheckState, event: AccessCheckEvent): AccessCheckState {
  switch (event.type) {
    case 'input':
      return event.value.trim() === '' ? INITIAL_ACCESS_CHECK : { ...state, modelValue: event.value, display: false };
    case 'checking':
      return { ...state, isLoading: true, display: false };
    case 'checked':
      return { ...state, isLoading: false, display: true, accessCheck: event.hasAccess };
    case 'failed':
      return { ...state, isLoading: false, display: true, accessCheck: false };
  }
}

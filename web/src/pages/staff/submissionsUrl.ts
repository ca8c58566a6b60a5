// The staff list's URL is its state: ?state= (queued or delivered; all when absent) and ?page=
// (from 1). Anything else in them is dropped, as the listings drop invalid values.
import { SUBMISSION_DELIVERY_STATES, type SubmissionDeliveryState } from '@portal/domain';

export const FORM_SUBMISSIONS_PATH = '/staff/form-submissions';

export interface SubmissionsQuery {
  state: SubmissionDeliveryState | null;
  page: number;
}

export function submissionsQueryOf(url: URL | string): SubmissionsQuery {
  const params = new URL(url, 'http://portal.invalid').searchParams;
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    state: (SUBMISSION_DELIVERY_STATES as readonly string[]).includes(state ?? '') ? (state as SubmissionDeliveryState) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function submissionsSearch({ state, page }: SubmissionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function submissionsHref(query: SubmissionsQuery): string {
  const search = submissionsSearch(query).toString();
  return search ? `${FORM_SUBMISSIONS_PATH}?${search}` : FORM_SUBMISSIONS_PATH;
}

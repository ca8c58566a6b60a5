// The lr of the interceptor pages (spec 3 §2: the return URL used after registration and terms),
// checked before the page renders: anything off this site is the 500 'Invalid LR Parameter'
// error page (spec 1 §5), never a redirect.
import { data } from 'react-router';
import { INVALID_LR_MESSAGE, localReturnPath } from '@portal/domain';

/** The checked return path of `request`'s lr (default /myhome); throws the error page otherwise. */
export function returnTargetOf(request: Request): string {
  const url = new URL(request.url);
  const target = localReturnPath(url.searchParams.get('lr'), url.origin);
  if (!target.ok) throw data(INVALID_LR_MESSAGE, { status: 500, statusText: INVALID_LR_MESSAGE });
  return target.target;
}

/** `path` with lr carried along. */
export function withReturnTarget(path: string, target: string): string {
  return `${path}?lr=${encodeURIComponent(target)}`;
}

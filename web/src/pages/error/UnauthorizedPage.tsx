// /unauthorized (spec 1 §2, §4: where a failed sign-in lands): the error page's no-access variant.
import { ErrorPage } from './ErrorPage';

export function Component() {
  return <ErrorPage status={401} message="Signing in did not give access to this content." ownRoute />;
}

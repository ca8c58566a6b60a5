// /error/error: where the portal sends visitors after a failure it could not show in place.
import { ErrorPage } from './ErrorPage';

export function GenericErrorPage() {
  return <ErrorPage status={500} message="Something unexpected happened" ownRoute />;
}

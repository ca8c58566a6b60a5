// The route errorElement: loader and render errors of the pages below it land here.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../../app/reportError';
import { describeError } from './describeError';
import { ErrorPage } from './ErrorPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'route');
  }, [error]);
  return <ErrorPage {...describeError(error)} />;
}

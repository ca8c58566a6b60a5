// Unknown routes (spec 1 §2): 'This page could not be found', status 404.
import { useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={`No page at ${pathname}`} />;
}

// Route module for /myinitiatives/viewer (spec 2 §2, §6): the client viewer, for internal users
// while release_Outcomes_Client_Viewer is on.
import type { LoaderFunctionArgs } from 'react-router';
import { ClientViewerPage } from './ClientViewerPage';
import { requireClientViewer } from './initiativesAccess';

export async function loader(args: LoaderFunctionArgs) {
  await requireClientViewer(args);
  return null;
}

export function Component() {
  return <ClientViewerPage />;
}

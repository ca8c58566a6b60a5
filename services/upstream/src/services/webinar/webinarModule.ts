// webinar-service (spec 3) at /webinar-service/api/v1. Registrations (webinarRegistration folder)
// and access, assets and recordings (webinarWatch folder) come first: the webinar router's
// '/webinar/:id' would read 'registrations' or 'access' as a malformed id.
import { composedModule } from '../../http/serviceModule.js';
import { webinarRegistrationRouter } from '../webinarRegistration/registrationRouter.js';
import { webinarWatchRouter } from '../webinarWatch/watchRouter.js';
import { WEBINAR_SERVICE_PATH, webinarRouter } from './webinarRouter.js';

export const webinarModule = composedModule(WEBINAR_SERVICE_PATH, ({ db }) => [
  [WEBINAR_SERVICE_PATH, webinarRegistrationRouter(db)],
  [WEBINAR_SERVICE_PATH, webinarWatchRouter(db)],
  [WEBINAR_SERVICE_PATH, webinarRouter(db)],
]);

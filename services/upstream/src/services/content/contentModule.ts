// content-service (spec 1 §7) at /content-service/api/v1: content items (contentItems folder),
// the alert banner, and the public images. Playbook covers, survey files and the heroes of flex
// pages and blueprints are CMS assets of their own under the image path, so they come before the
// image router's 404.
import { composedModule } from '../../http/serviceModule.js';
import { CONTENT_ITEM_SERVICE_PATH, contentItemRouter } from '../contentItems/contentItemRouter.js';
import { HERO_IMAGE_FOLDER, heroImageRouter } from '../flex/heroImageRouter.js';
import { PLAYBOOK_IMAGE_FOLDER } from '../playbook/playbookImagePath.js';
import { playbookImageRouter } from '../playbook/playbookImageRouter.js';
import { surveyFileRouter } from '../survey/surveyFileRouter.js';
import { SURVEY_FILE_FOLDER } from '../survey/surveyFiles.js';
import { CONTENT_SERVICE_PATH, contentRouter } from './alertBanner.js';
import { downloadImageRouter } from '../documents/downloadImageRouter.js';
import { downloadAssetsRouter } from '../documents/downloadAssetsRouter.js';
import { IMAGE_SERVICE_PATH, imageRouter } from './images/imageRouter.js';

export const contentModule = composedModule(CONTENT_SERVICE_PATH, ({ db }) => [
  [CONTENT_ITEM_SERVICE_PATH, contentItemRouter(db)],
  [CONTENT_SERVICE_PATH, contentRouter(db)],
  // content/downloadimage and download-assets-content (issue #13): a report's files.
  [CONTENT_SERVICE_PATH, downloadImageRouter(db)],
  [CONTENT_SERVICE_PATH, downloadAssetsRouter(db)],
  [`${IMAGE_SERVICE_PATH}/${PLAYBOOK_IMAGE_FOLDER}`, playbookImageRouter(db)],
  [`${IMAGE_SERVICE_PATH}/${SURVEY_FILE_FOLDER}`, surveyFileRouter(db)],
  [`${IMAGE_SERVICE_PATH}/${HERO_IMAGE_FOLDER}`, heroImageRouter()],
  [IMAGE_SERVICE_PATH, imageRouter(db)],
]);

// search-service (spec 2) at /search-service/api/v1. The technology catalogue search (GET /search
// with type={product}-techcategory; technology folder) comes first: other types pass on to search.
import { composedModule } from '../../http/serviceModule.js';
import { technologySearchRouter } from '../technology/technologySearchRouter.js';
import { SEARCH_SERVICE_PATH, searchRouter } from './searchRouter.js';

export const searchModule = composedModule(SEARCH_SERVICE_PATH, ({ db, searchIndex }) => [
  [SEARCH_SERVICE_PATH, technologySearchRouter(db)],
  [SEARCH_SERVICE_PATH, searchRouter(db, searchIndex)],
]);

// Each endpoint accepts only ids of its own kind: RES… for research, BIO… for analysts, GR-… for
// graphics. Checked before any query, so malformed input never reaches the database.
import { contentTypeOf, isContentId, isGraphicsId } from '@portal/domain';

export type IdCheck = (id: string) => boolean;

export const isResearchId: IdCheck = (id) => contentTypeOf(id) === 'research';
export const isAnalystId: IdCheck = (id) => contentTypeOf(id) === 'analyst';
export const isAnyContentId: IdCheck = (id) => isContentId(id);
export { isGraphicsId };

export const MAX_BATCH_IDS = 100;

import { contentTypeOf } from '@portal/domain';
import type { IdCheck } from '../../http/ids.js';

export const isWebinarId: IdCheck = (id) => contentTypeOf(id) === 'webinar';

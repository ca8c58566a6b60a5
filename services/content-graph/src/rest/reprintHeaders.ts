// The reprints and preview tokens the page sent (spec 1 §7), as research-service reads them: on the
// report by id and on its figures' data, the two reads a report opened by a reprint link makes.
import { PREVIEW_TOKEN_HEADER, REPRINTS_TOKEN_HEADER } from '@portal/domain';
import type { SentReprintTokens } from '@portal/graph-kit';

export function reprintHeaders({ reprintsToken, previewToken }: SentReprintTokens): Record<string, string> {
  return { ...(reprintsToken ? { [REPRINTS_TOKEN_HEADER]: reprintsToken } : {}), ...(previewToken ? { [PREVIEW_TOKEN_HEADER]: previewToken } : {}) };
}

// Spec 1 §6-§7: the preview token and the reprints token are taken from the report URL's query
// (?reprintsToken=, ?preview_token=) and sent as headers of the same names on the report's query;
// such a read always goes to the network, so a report read by a token (or refused by one) is never
// answered from what the cache holds of it.
import { PREVIEW_TOKEN_PARAM, REPRINTS_TOKEN_PARAM } from '@portal/domain';
import type { UrlQueryOptions } from '../../../app/pageLoaders';

export function reprintTokenHeaders(url: URL): Record<string, string> {
  const headers: Record<string, string> = {};
  const reprintsToken = url.searchParams.get(REPRINTS_TOKEN_PARAM);
  const previewToken = url.searchParams.get(PREVIEW_TOKEN_PARAM);
  if (reprintsToken) headers.reprintsToken = reprintsToken;
  if (previewToken) headers.preview_token = previewToken;
  return headers;
}

export function reprintQueryOptions(url: URL): UrlQueryOptions | undefined {
  const headers = reprintTokenHeaders(url);
  return Object.keys(headers).length > 0 ? { context: { headers }, fetchPolicy: 'network-only' } : undefined;
}

import { publicReportPageQuery, reportPageQuery } from './reportPageQuery.js';

/** Loads the report page through the gateway: one GraphQL request. Throws on any error. */
export function gatewayPageLoader({ gatewayUrl, visitorId, publicOnly }) {
  const query = publicOnly ? publicReportPageQuery : reportPageQuery;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    // A returning visitor: the gateway neither mints an id nor sets a cookie.
    cookie: `portal_uid=${visitorId}`,
  };
  return async function loadReportPage(reportId) {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: { id: reportId }, operationName: 'ReportPage' }),
    });
    const body = await response.json();
    if (!response.ok || body.errors?.length || body.data?.report?.id !== reportId) {
      throw new Error(`gateway ${reportId}: HTTP ${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
    }
    return body.data;
  };
}

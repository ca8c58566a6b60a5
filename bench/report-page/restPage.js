// Loads the report page's data straight from the upstream REST services, the way a client without
// the graph would: everything that needs only the report id at once, then the batches that need
// the report's body (analysts, graphics) and the related ids (their titles), at once.

const unique = (values) => [...new Set(values)];

export function restPageLoader({ upstreamUrl, visitorId }) {
  async function getJson(path, headers = {}) {
    const response = await fetch(`${upstreamUrl}${path}`, { headers: { accept: 'application/json', ...headers } });
    const body = await response.json();
    if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  }
  const batch = (path, ids) => (ids.length ? getJson(`${path}?ids=${ids.map(encodeURIComponent).join(',')}`) : { items: [] });

  return async function loadReportPage(reportId) {
    const id = encodeURIComponent(reportId);
    const [research, related, alertBanners, cart] = await Promise.all([
      getJson(`/research-service/api/v1/research/${id}`),
      getJson(`/search-service/api/v1/related-research/${id}?size=3`),
      getJson('/content-service/api/v1/alert-banner'),
      getJson('/cart-service/api/v1/cart/count', { 'x-unregistered-user-id': visitorId }),
    ]);
    const analystIds = unique([...research.authors, ...research.contributors].map((a) => a.contentId));
    const graphicsIds = unique(
      research.bodyJson.blocks.filter((b) => b.type === 'figure' && b.graphicsId).map((b) => b.graphicsId),
    );
    const relatedIds = related.items.map((r) => r.contentId);
    const [analysts, graphics, relatedResearch] = await Promise.all([
      batch('/api/v1/analyst', analystIds),
      batch('/research-service/api/v1/graphics', graphicsIds),
      batch('/research-service/api/v1/research', relatedIds),
    ]);
    return { research, analysts, graphics, relatedResearch, alertBanner: alertBanners[0] ?? null, cart };
  };
}

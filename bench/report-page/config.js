// Settings of the report-page benchmark, all from the environment (see bench/README.md).

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${process.env[name]}`);
  return value;
};

/** The twelve-author fixture (a page with many analysts), when the corpus package is built. */
async function defaultReportId() {
  try {
    const { fixtures } = await import('@portal/corpus');
    return fixtures.twelveAuthorReportId;
  } catch {
    return 'RES100001';
  }
}

export async function loadConfig() {
  return {
    gatewayUrl: (process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
    upstreamUrl: (process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4100').replace(/\/$/, ''),
    reportId: process.env.REPORT_ID ?? (await defaultReportId()),
    /** How many never-requested reports each cold run loads, one after another. */
    coldCount: int('COLD_COUNT', 30),
    /** Concurrent page loads in the warm runs. */
    connections: int('CONNECTIONS', 8),
    warmSeconds: int('WARM_SECONDS', 10),
    /** Reports in the seeded corpus (RES100000 ...): cold ids are drawn from this range. */
    corpusSize: int('CORPUS_SIZE', 5000),
    /** PAGE_QUERY=public: the page's public fields only (no cart), which the gateway may cache. */
    publicOnly: process.env.PAGE_QUERY === 'public',
    /** A fixed visitor, so every page load reads the same (empty) cart. */
    visitorId: '6f1c8b52-3d4e-4a7f-9b0c-1e2d3f4a5b6c',
  };
}

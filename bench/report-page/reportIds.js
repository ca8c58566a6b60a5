// Report ids for the cold runs: corpus reports this run has not requested, that the anonymous
// bench may read (public ones), split into disjoint sets so one run never warms another's caches.

const corpusId = (index) => `RES${100000 + index}`;

function shuffled(values) {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Draws `count` readable report ids at random from the corpus, avoiding `exclude`. Readability is
 * checked with the research batch endpoint, which leaves out unknown and restricted reports and is
 * cached under other keys than the single-report reads the page makes.
 */
export async function drawColdReportIds({ upstreamUrl, corpusSize, count, exclude }) {
  // The fixtures sit at the first indices and are requested elsewhere: keep clear of them.
  const candidates = shuffled(Array.from({ length: Math.max(0, corpusSize - 10) }, (_, i) => corpusId(i + 10))).filter(
    (id) => !exclude.has(id),
  );
  const chosen = [];
  for (let start = 0; chosen.length < count && start < candidates.length; start += 100) {
    const chunk = candidates.slice(start, start + 100);
    const response = await fetch(`${upstreamUrl}/research-service/api/v1/research?ids=${chunk.join(',')}`);
    if (!response.ok) throw new Error(`research batch: HTTP ${response.status}`);
    const { items } = await response.json();
    const readable = new Set(items.filter((r) => r.access === 'public').flatMap((r) => [r.id, r.contentId]));
    chosen.push(...chunk.filter((id) => readable.has(id)));
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} readable reports found for ${count} cold loads`);
  return chosen.slice(0, count);
}

// One Lighthouse run on one page and what the run found: the score of each category and, per
// category, the audits that count towards it and did not pass (with the elements they name).
import lighthouse from 'lighthouse';

export const CATEGORIES = ['accessibility', 'seo', 'best-practices', 'performance'];

/** The least score each category must reach; performance is printed for information (issue #14 owns it). */
export const BUDGETS = { accessibility: 100, seo: 95 };

/**
 * Trace failures Lighthouse asks to be run again for: NO_NAVSTART (the trace holds no navigation
 * start) came in about one audit of ten on a 2-core machine, on any page, and failed the whole run.
 */
const RETRIED = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

/** Audits `url` in `page` (Lighthouse's default mobile settings) and returns its result (the LHR). */
export async function auditPage(page, url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { onlyCategories: CATEGORIES, logLevel: 'error', output: 'json' }, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    const failure = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (!RETRIED.has(lhr.runtimeError.code) || attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${failure}`);
    console.warn(`audit ${attempt} of ${url} failed (${lhr.runtimeError.code}): auditing it again`);
  }
}

/** A category's score out of 100 (null when Lighthouse could not score it). */
export function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** The audits of `category` that weigh on its score and did not pass. */
export function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue,
      items: (audit.details?.items ?? []).slice(0, 5).map(describeItem),
    }));
}

/** An element (its HTML), a console message (with the URL it names) or a resource, in one line. */
function describeItem(item) {
  if (item.node) return item.node.snippet ?? item.node.selector;
  if (item.description) return [item.description, item.sourceLocation?.url].filter(Boolean).join(' ');
  return item.url ?? item.source?.url ?? JSON.stringify(item).slice(0, 160);
}

/** The budgets `lhr` misses, as sentences. */
export function missedBudgets(lhr) {
  return Object.entries(BUDGETS)
    .filter(([category, least]) => (score(lhr, category) ?? 0) < least)
    .map(([category, least]) => `${category} ${score(lhr, category)} < ${least}`);
}

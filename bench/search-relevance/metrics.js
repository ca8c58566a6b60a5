// Binary-relevance metrics at a cut-off k.

/** nDCG@k: DCG of the ranking over the DCG of an ideal ranking (all relevant first). */
export function ndcgAt(k, ranked, relevant) {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => { if (relevant.has(id)) dcg += 1 / Math.log2(i + 2); });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 0 : dcg / ideal;
}

/**
 * Recall@k over min(k, |relevant|): most queries have far more than k relevant reports, and plain
 * recall could then never exceed k/|relevant|; capped, 1 means "the first page is all relevant".
 */
export function recallAt(k, ranked, relevant) {
  const found = ranked.slice(0, k).filter((id) => relevant.has(id)).length;
  return relevant.size === 0 ? 0 : found / Math.min(k, relevant.size);
}

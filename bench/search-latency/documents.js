// Search documents (reports and their figures) generated straight from the corpus, the way
// upstream derives them from its database, until `count` documents are reached.
import { functionAreas, reports } from '@portal/corpus';
import { reportDocuments, researchRow } from '@portal/upstream';

export function* corpusDocuments(seed, count) {
  const areas = functionAreas(seed);
  const lookups = {
    functionNames: new Map(areas.map((a) => [a.slug, a.name])),
    priorityLabels: new Map(areas.flatMap((a) => a.priorities).map((p) => [p.id, p.label])),
  };
  let produced = 0;
  // A corpus larger than needed; the generator is lazy, so only the reports used are made.
  for (const report of reports({ seed, size: 1_000_000 })) {
    const row = researchRow(report);
    const authors = report.authors.map((a) => ({ contentId: a.contentId, fullName: a.contentId }));
    const chartOf = new Map(Object.entries(report.graphics));
    for (const doc of reportDocuments(row, authors, chartOf, lookups)) {
      yield doc;
      if (++produced >= count) return;
    }
  }
}

export function* batches(iterable, size) {
  let batch = [];
  for (const item of iterable) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

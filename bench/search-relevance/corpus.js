// The default corpus (CORPUS_SEED, CORPUS_SIZE as upstream seeds it) as search documents, built in
// process the way upstream derives them from its database, plus what the generator itself knows
// about every report (topics, priorities, function, facets): the ground truth of the judgements.
import { DEFAULT_SEED, DEFAULT_SIZE, functionAreas, reports } from '@portal/corpus';
import { reportDocuments, researchRow } from '@portal/upstream';

export function loadCorpus(seed = DEFAULT_SEED, size = DEFAULT_SIZE) {
  const areas = functionAreas(seed);
  const lookups = {
    functionNames: new Map(areas.map((a) => [a.slug, a.name])),
    priorityLabels: new Map(areas.flatMap((a) => a.priorities).map((p) => [p.id, p.label])),
  };
  const documents = [];
  /** Generator-side facts per report, never read back from the index. */
  const truths = [];
  for (const report of reports({ seed, size })) {
    const row = researchRow(report);
    const authors = report.authors.map((a) => ({ contentId: a.contentId, fullName: a.contentId }));
    documents.push(...reportDocuments(row, authors, new Map(Object.entries(report.graphics)), lookups));
    truths.push({
      contentId: report.contentId,
      functionName: lookups.functionNames.get(report.functionSlug),
      priorities: report.priorityIds.map((id) => lookups.priorityLabels.get(id)),
      topics: report.topics,
      industries: report.industries,
      access: report.access,
    });
  }
  return { documents, truths, areas };
}

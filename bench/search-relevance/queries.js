// Labelled queries. Each query's relevant set comes from the generator's own facts about every
// report (see corpus.js), never from what the engine returns:
//   topic     - a topic phrase; relevant: reports generated with that topic
//   priority  - a priority label; relevant: reports carrying that priority
//   function  - a function name; relevant: reports of that function
//   faceted   - a topic with an industry filter; relevant: reports with both
//   misspelt  - a topic with one letter dropped, fuzzy on; relevant: as for the topic
// Picks are deterministic (sorted, evenly spaced) so every run asks the same questions.
const evenly = (list, n) => {
  if (list.length <= n) return list;
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]);
};

/** Drops one inner letter of the longest word of at least 6 letters; null when there is none. */
function misspell(phrase) {
  const words = phrase.split(' ');
  let longest = -1;
  words.forEach((w, i) => { if (/^[a-z]{6,}$/i.test(w) && (longest < 0 || w.length > words[longest].length)) longest = i; });
  if (longest < 0) return null;
  const w = words[longest];
  const at = Math.floor(w.length / 2);
  words[longest] = w.slice(0, at) + w.slice(at + 1);
  return words.join(' ');
}

export function labelledQueries(truths, areas) {
  // Restricted reports are not searched (includeRestricted false), so they are never relevant.
  const visible = truths.filter((t) => t.access === 'public');
  const where = (test) => new Set(visible.filter(test).map((t) => t.contentId));
  const queries = [];
  const topics = [...new Set(visible.flatMap((t) => t.topics))].sort();
  for (const topic of evenly(topics, 15)) {
    queries.push({ group: 'topic', query: topic, filters: {}, fuzzy: false, relevant: where((t) => t.topics.includes(topic)) });
  }
  const priorities = evenly(areas.flatMap((a) => a.priorities.map((p) => p.label)).sort(), 15);
  for (const label of priorities) {
    queries.push({ group: 'priority', query: label, filters: {}, fuzzy: false, relevant: where((t) => t.priorities.includes(label)) });
  }
  for (const area of areas.slice(0, 10)) {
    queries.push({ group: 'function', query: area.name, filters: {}, fuzzy: false, relevant: where((t) => t.functionName === area.name) });
  }
  const industries = [...new Set(visible.flatMap((t) => t.industries))].sort();
  evenly(topics.slice().reverse(), 10).forEach((topic, i) => {
    const industry = industries[i % industries.length];
    queries.push({
      group: 'faceted', query: topic, filters: { industry: [industry] }, fuzzy: false,
      relevant: where((t) => t.topics.includes(topic) && t.industries.includes(industry)),
    });
  });
  const misspellable = topics.map((topic) => ({ topic, typo: misspell(topic) })).filter((m) => m.typo);
  for (const { topic, typo } of evenly(misspellable, 8)) {
    queries.push({ group: 'misspelt', query: typo, filters: {}, fuzzy: true, relevant: where((t) => t.topics.includes(topic)) });
  }
  return queries.filter((q) => q.relevant.size > 0);
}

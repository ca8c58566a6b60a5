// The three query kinds, drawn from the corpus's own topics so that they match something:
// plain (a topic phrase), fuzzy (the same phrase with one letter dropped from its longest word)
// and faceted (the phrase with three facet filters: two industries, a geography and a phase).
import { FACET_GEOGRAPHIES, FACET_INDUSTRIES, PHASES, report } from '@portal/corpus';

function misspell(phrase) {
  const words = phrase.split(' ');
  let longest = 0;
  words.forEach((w, i) => {
    if (w.length > words[longest].length) longest = i;
  });
  const w = words[longest];
  if (w.length < 5) return phrase;
  const at = Math.floor(w.length / 2);
  words[longest] = w.slice(0, at) + w.slice(at + 1);
  return words.join(' ');
}

export function querySets(seed, count) {
  const plain = [];
  for (let i = 0; plain.length < count; i++) {
    const r = report({ seed, size: 1_000_000 }, (i * 7919) % 20_000);
    plain.push(r.topics[i % r.topics.length].toLowerCase());
  }
  const fuzzy = plain.map(misspell);
  const faceted = plain.map((query, i) => ({
    query,
    filters: {
      industry: [FACET_INDUSTRIES[i % FACET_INDUSTRIES.length], FACET_INDUSTRIES[(i + 5) % FACET_INDUSTRIES.length]],
      geography: [FACET_GEOGRAPHIES[i % FACET_GEOGRAPHIES.length]],
      phase: [PHASES[i % PHASES.length]],
    },
  }));
  return {
    plain: plain.map((query) => ({ query, filters: {}, fuzzy: false })),
    fuzzy: fuzzy.map((query) => ({ query, filters: {}, fuzzy: true })),
    faceted: faceted.map((q) => ({ ...q, fuzzy: false })),
  };
}

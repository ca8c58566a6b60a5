// BM25 over one question's candidate passages with the embedded search engine (SQLite FTS5 through
// node:sqlite, as the search index): an in-memory table per question, built from a few dozen
// passages in well under a millisecond and closed when done, so nothing is shared between readers.
// The porter stemmer lets 'respondent' find 'respondents'. Besides the passage ranking, it tells for
// each question term which sentences contain it and how rare it is among the passages (its IDF),
// which is what sentence scoring needs; both come from the engine, so both stem alike.
import { DatabaseSync } from 'node:sqlite';
import { tokenize } from '../search/searchTerms.js';
import type { Passage } from './answerer.js';
import { splitSentences } from './passages.js';

const TOKENIZER = `tokenize = 'porter unicode61 remove_diacritics 2'`;
/** A question's terms beyond this many add nothing to retrieval (the question is at most 1,000 characters). */
const MAX_TERMS = 32;

// Words that say how a question is asked rather than what it is about.
const STOP_WORDS = new Set(
  ('a about above after all also am an and any are as at be been being but by can could did do does doing for from had has have ' +
    'how i if in into is it its many me much my no not of on or our please report say says should so than that the their them then ' +
    'there these they this those to tell us was we were what when where which who whom whose why will with would you your')
    .split(' '),
);

/** The question's distinct terms as the engine tokenizes them, stop words left out, in the order asked. */
export function questionTerms(question: string): string[] {
  return [...new Set(tokenize(question).filter((term) => !STOP_WORDS.has(term)))].slice(0, MAX_TERMS);
}

export interface ScoredSentence {
  passage: Passage;
  /** Rank of its passage in the BM25 ranking, from 0. */
  passageRank: number;
  /** Position of the sentence within its passage, from 0. */
  position: number;
  text: string;
  /** The share of the question's IDF weight the sentence contains, 0..1. */
  coverage: number;
}

/** An in-memory FTS5 table of the passages (rowid = position in `passages`), closed after `use`. */
function withPassageTable<T>(passages: readonly Passage[], use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(':memory:');
  try {
    db.exec(`CREATE VIRTUAL TABLE passages USING fts5(text, ${TOKENIZER})`);
    const insertPassage = db.prepare('INSERT INTO passages (rowid, text) VALUES (?, ?)');
    passages.forEach((passage, i) => insertPassage.run(i, passage.text));
    return use(db);
  } finally {
    db.close();
  }
}

// Each term quoted: the terms are letters and digits only, so nothing in a question is FTS5 syntax.
const anyOf = (terms: readonly string[]) => terms.map((term) => `"${term}"`).join(' OR ');

function bestPassageRows(db: DatabaseSync, terms: readonly string[], limit: number): number[] {
  const rows = db.prepare('SELECT rowid AS id FROM passages WHERE passages MATCH ? ORDER BY bm25(passages), rowid LIMIT ?').all(anyOf(terms), limit) as { id: number }[];
  return rows.map((row) => row.id);
}

/**
 * The `limit` passages best for the question, best first (the excerpts an LLM is given): BM25 picks
 * a wider pool, then each passage is ranked by its sentence that covers most of the question, BM25's
 * order breaking ties. Reports repeat phrasings, and BM25 alone favours a short passage that shares
 * many words with the question over the one sentence that answers it.
 */
export function rankPassages(question: string, passages: readonly Passage[], limit: number): Passage[] {
  const best = new Map<Passage, { coverage: number; rank: number }>();
  for (const sentence of scoreSentences(question, passages, Math.max(3 * limit, 8))) {
    const seen = best.get(sentence.passage);
    if (!seen || sentence.coverage > seen.coverage) best.set(sentence.passage, { coverage: sentence.coverage, rank: sentence.passageRank });
  }
  return [...best.entries()]
    .filter(([, score]) => score.coverage > 0)
    .sort(([, a], [, b]) => b.coverage - a.coverage || a.rank - b.rank)
    .slice(0, limit)
    .map(([passage]) => passage);
}

/**
 * All the passages, best first (what an Answerer is given): those that cover some of the question
 * in rankPassages' order, then the others in document order.
 */
export function bestFirst(question: string, passages: readonly Passage[]): Passage[] {
  const ranked = rankPassages(question, passages, passages.length);
  const chosen = new Set(ranked);
  return [...ranked, ...passages.filter((passage) => !chosen.has(passage))];
}

/**
 * The sentences of the `passageLimit` best passages by BM25, each scored by how much of the question
 * it covers. Deterministic: ties are broken by document order.
 */
export function scoreSentences(question: string, passages: readonly Passage[], passageLimit: number): ScoredSentence[] {
  const terms = questionTerms(question);
  if (terms.length === 0 || passages.length === 0) return [];
  return withPassageTable(passages, (db) => {
    db.exec(`CREATE VIRTUAL TABLE sentences USING fts5(text, ${TOKENIZER})`);
    const sentences: Omit<ScoredSentence, 'coverage'>[] = [];
    const insertSentence = db.prepare('INSERT INTO sentences (rowid, text) VALUES (?, ?)');
    bestPassageRows(db, terms, passageLimit).forEach((id, passageRank) => {
      const passage = passages[id];
      splitSentences(passage.text).forEach((text, position) => {
        insertSentence.run(sentences.length, text);
        sentences.push({ passage, passageRank, position, text });
      });
    });

    // BM25's IDF: a term few passages contain says more about which sentence answers.
    const count = db.prepare('SELECT count(*) AS n FROM passages WHERE passages MATCH ?');
    const containing = db.prepare('SELECT rowid AS id FROM sentences WHERE sentences MATCH ?');
    const weights = new Array<number>(sentences.length).fill(0);
    let total = 0;
    for (const term of terms) {
      const df = (count.get(anyOf([term])) as { n: number }).n;
      const idf = Math.log(1 + (passages.length - df + 0.5) / (df + 0.5));
      total += idf;
      for (const { id } of containing.all(anyOf([term])) as { id: number }[]) weights[id] += idf;
    }
    return sentences.map((sentence, i) => ({ ...sentence, coverage: total > 0 ? weights[i] / total : 0 }));
  });
}

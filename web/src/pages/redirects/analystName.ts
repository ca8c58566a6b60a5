// /bio/{name?} and /analyst-bio/*: old links name an analyst ('jane-doe', 'Jane%20Doe',
// 'doe_jane'). The name becomes the directory's query; the profile is opened only when exactly
// one analyst of the results bears that name.
import { slugify } from '@portal/domain';

export interface NamedAnalyst {
  fullName: string;
  path?: string | null;
}

/** The words of a name in a URL segment ('' when there are none). */
export function nameOfSegment(segment: string | undefined): string {
  let text = segment ?? '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape is read as it stands.
  }
  return text.replace(/[-_+.]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The name's words, folded and in order, then sorted (so 'doe jane' finds Jane Doe). */
function nameKeys(name: string): { ordered: string; sorted: string } {
  const words = slugify(name).split('-').filter(Boolean);
  return { ordered: words.join(' '), sorted: [...words].sort().join(' ') };
}

/** The one analyst with a page whose full name is the name (in any word order), or null. */
export function analystNamed<T extends NamedAnalyst>(name: string, analysts: readonly T[]): T | null {
  const wanted = nameKeys(name);
  if (wanted.ordered === '') return null;
  const linked = analysts.filter((analyst) => analyst.path);
  const exact = linked.filter((analyst) => nameKeys(analyst.fullName).ordered === wanted.ordered);
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return null;
  const reordered = linked.filter((analyst) => nameKeys(analyst.fullName).sorted === wanted.sorted);
  return reordered.length === 1 ? reordered[0] : null;
}

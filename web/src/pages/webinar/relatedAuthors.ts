// A related webinar's author list (spec 3 §3 "Each related webinar has an authorsList whose entries
// carry contentId, which is copied to id, and a showViewAllBtn flag"): the first authors are shown,
// the rest behind a "View all" button when there are more.

export const RELATED_AUTHORS_SHOWN = 2;

export interface RelatedAuthor {
  contentId: string;
  id: string;
  fullName: string;
  path?: string | null;
}

export function authorsListOf(hosts: readonly { id: string; fullName: string; path?: string | null }[]): { authorsList: RelatedAuthor[]; showViewAllBtn: boolean } {
  // The graph's Analyst.id is the analyst's content id (BIO…): it is the contentId, copied to id.
  const authorsList = hosts.map((host) => ({ contentId: host.id, id: host.id, fullName: host.fullName, path: host.path }));
  return { authorsList, showViewAllBtn: authorsList.length > RELATED_AUTHORS_SHOWN };
}

// How long each kind of public content may be served from the cache, in seconds. Chosen by how
// often editors change it: graphics are frozen once published, the alert banner must follow an
// editor within a minute.
export const CACHE_TTL = {
  research: 300,
  // A webinar's status turns from upcoming to past when it ends; five minutes late is fine.
  webinars: 300,
  contentItems: 300,
  analysts: 600,
  graphics: 3600,
  alertBanner: 60,
  // The menus follow the function taxonomy, which changes with a release, not an editor.
  navigation: 600,
  // Flex pages and blueprints: editorial pages, changed by an editor now and then.
  pages: 300,
} as const;
// Reads of research, webinars, surveys and content items name their ids (`content` call option):
// a change upstream announces stops their cached answers at once (graph-kit contentVersions.ts);
// the TTLs above are the bound when there is no Redis, and so no change feed.

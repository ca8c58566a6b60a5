// Bumped whenever the generator's output changes for the same seed and size, so that a database
// seeded by an older generator is seeded again (services/upstream compares it with seed_state).
// 2: search facets (industries, geographies, enterprise priorities, services, phase).
// 3: webinars and peer discussions, surveys, playbooks, blogs, podcasts and tools.
// 4: surveys published around the seeding day (index % 4 < 2), for the surveys' 30-day default.
// 5: every eighth tool is an Interactive Data Tool (release_search_idt).
// 6: research products (FD, FMI) for entitlements, derived from the index (products.ts).
// 7: research page data: archive HTML and older body items (every tenth report), isDataReport, techCatMarket.
// 8: survey dashboards of the data reports, and the survey each draws on (surveyDashboard.ts).
export const CORPUS_VERSION = 8;

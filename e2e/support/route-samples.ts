// Sample parameters for the route table (spec 1 §2), fetched from the running graph: one item of
// each kind of content with its own path and title, so the table never holds a copied id.
import type { APIRequestContext } from '@playwright/test';

interface Item {
  id: string;
  path: string;
  title: string;
}

interface Service {
  slug: string;
  title: string;
  contentURL: string;
  contentType: string;
}

export interface RouteSamples {
  boldVisionRedesign: boolean;
  analyst: Item;
  webinar: Item;
  discussion: Item;
  report: Item;
  playbook: Item;
  survey: Item;
  technology: Item;
  /** A predictions page anyone may read, and one only some readers may (the no-access case). */
  prediction: Item;
  restrictedPrediction: Item;
  planningGuide: Item;
  blueprint: Item;
  /** An open function, and the first of its priorities. */
  fn: Service;
  /** A function only its subscribers may open: the search's function facet less what a visitor may preview. */
  protectedFnSlug: string;
  priority: Item;
}

const SAMPLES_QUERY = `{
  featureFlags { boldVisionRedesign }
  analysts(input: { page: 1 }) { cards { id title: fullName path } }
  upcoming: webinars(input: { type: "upcoming", webinarType: "webinar" }) { cards { id path title } }
  discussions: webinars(input: { type: "upcoming", webinarType: "peer discussions" }) { cards { id path title } }
  reports: latestResearch(input: { tab: "reports" }) { cards { id: contentId title path } }
  playbooks(input: { tab: "marketingStrategy" }) { cards { id title: playbookTitle path: url } }
  surveys(input: { tab: "consumer" }) { cards { id title: shortTitle path } }
  technologies(input: { page: 1 }) { cards { id title path } }
  predictions { id title path restricted }
  planningGuides { id title path restricted }
  blueprints { id title path }
  services { previewable { slug title contentURL contentType } }
  search(input: { accessOnly: false }) { aggregations { name buckets { key } } }
}`;

interface Answer {
  featureFlags: { boldVisionRedesign: boolean };
  analysts: { cards: Item[] };
  upcoming: { cards: Item[] };
  discussions: { cards: Item[] };
  reports: { cards: Item[] };
  playbooks: { cards: Item[] };
  surveys: { cards: Item[] };
  technologies: { cards: Item[] };
  predictions: (Item & { restricted: boolean })[];
  planningGuides: (Item & { restricted: boolean })[];
  blueprints: Item[];
  services: { previewable: Service[] };
  search: { aggregations: { name: string; buckets: { key: string }[] }[] };
}

const slugify = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`route samples: ${JSON.stringify(body.errors)}`);
  return body.data;
}

function first<T>(items: T[], what: string, where: (item: T) => boolean = () => true): T {
  const item = items.find(where);
  if (!item) throw new Error(`route samples: the graph has no ${what}`);
  return item;
}

export async function routeSamples(request: APIRequestContext): Promise<RouteSamples> {
  const answer = await graphql<Answer>(request, SAMPLES_QUERY);
  const fn = first(answer.services.previewable, 'open function', (service) => service.contentType === 'Function');
  const { servicePage } = await graphql<{ servicePage: { priorities: Item[] } }>(request, 'query($slug: String!) { servicePage(slug: $slug) { priorities { id title: label path } } }', {
    slug: fn.slug,
  });
  const open = new Set(answer.services.previewable.map((service) => service.slug));
  const functionNames = answer.search.aggregations.find((facet) => facet.name === 'function')?.buckets.map((bucket) => bucket.key) ?? [];
  const protectedFnSlug = first(functionNames.map(slugify), 'function closed to visitors', (slug) => !open.has(slug));
  return {
    protectedFnSlug,
    boldVisionRedesign: answer.featureFlags.boldVisionRedesign,
    analyst: first(answer.analysts.cards, 'analyst with a profile', (card) => Boolean(card.path)),
    webinar: first(answer.upcoming.cards, 'upcoming webinar'),
    discussion: first(answer.discussions.cards, 'upcoming peer discussion'),
    report: first(answer.reports.cards, 'report'),
    playbook: first(answer.playbooks.cards, 'playbook'),
    survey: first(answer.surveys.cards, 'survey'),
    technology: first(answer.technologies.cards, 'technology'),
    prediction: first(answer.predictions, 'open predictions page', (page) => !page.restricted),
    restrictedPrediction: first(answer.predictions, 'restricted predictions page', (page) => page.restricted),
    planningGuide: first(answer.planningGuides, 'open planning guide', (page) => !page.restricted),
    blueprint: first(answer.blueprints, 'blueprint'),
    fn,
    priority: first(servicePage.priorities, `priority of ${fn.slug}`),
  };
}

/** The last segment of a path (its id), and the one before it (its slug). */
export function idOf(path: string): string {
  return path.split('/').at(-1)!;
}

export function slugOf(path: string): string {
  return path.split('/').at(-2)!;
}

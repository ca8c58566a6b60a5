// Playbooks, surveys and themed listings through the gateway (spec 3 §2-§9): real upstream
// (PostgreSQL), search-graph listings, content-graph resolving each Playbook and Survey reference.
import { planningGuides } from '@portal/corpus';
import { THEMED_LISTINGS, THEMED_LISTING_SLUGS, formatFileSize } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { gql, gqlData, sessionCookie } from './support/graphql.js';
import { upstreamCallsDuring, total } from './support/upstream-calls.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();

async function upstreamJson<T>(path: string): Promise<T> {
  const res = await fetch(`${stack.upstreamUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const PLAYBOOKS = /* GraphQL */ `
  query Playbooks($input: PlaybookListInput!) {
    playbooks(input: $input) {
      tab page totalPages itemsTotal loadMore
      cards { id playbookTitle playbookDescription playbookImage legacyPlaybookImage eyebrow date url category }
    }
  }
`;

describe('playbooks', () => {
  // First, while nothing is cached: the public listing and cards are cached afterwards.
  it('costs two REST calls a page (the listing and one batch of playbooks), and the cover is served', async () => {
    const calls = await upstreamCallsDuring(stack.upstreamUrl, () => gql(stack.gatewayUrl, PLAYBOOKS, { input: { tab: 'marketingStrategy', page: 2 } }));
    expect(total(calls)).toBe(2);
    const cover = await fetch(`${stack.gatewayUrl}/images/playbooks/PLA100001.svg`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it.each(['imperative', 'marketingStrategy', 'technologyIndustryManagement'])('pages the %s tab 9 at a time, newest first', async (tab) => {
    const expected = (await upstreamJson<{ content: { id: string }[] }>(`/playbook-service/api/v1/playbook/listing?category=${tab}&size=100`)).content.map((p) => p.id);
    expect(expected.length).toBeGreaterThan(9);
    const seen: string[] = [];
    const totalPages = Math.ceil(expected.length / 9);
    for (let page = 1; page <= totalPages; page++) {
      const { body } = await gql(stack.gatewayUrl, PLAYBOOKS, { input: { tab, page } });
      expect(body.errors).toBeUndefined();
      const answer = body.data!.playbooks;
      expect(answer).toMatchObject({ tab, page, totalPages, itemsTotal: expected.length, loadMore: page < totalPages });
      for (const card of answer.cards) {
        expect(card.category).toBe(tab);
        expect(card.url).toBe(`/playbook/${card.url.split('/')[2]}/${card.id}`);
        expect(card.playbookImage).toBe(`/images/playbooks/${card.id}.svg`);
        expect(card.playbookTitle && card.playbookDescription && card.eyebrow).toBeTruthy();
        expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      seen.push(...answer.cards.map((c: { id: string }) => c.id));
    }
    expect(seen).toEqual(expected);
  });

  it('answers a playbook page by id, and refuses an unknown tab or id', async () => {
    const { body } = await gql(stack.gatewayUrl, 'query($id: ID!) { playbook(id: $id) { id playbookTitle authors { id fullName } chapters { id title } } }', { id: 'PLA100004' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.playbook.id).toBe('PLA100004');
    expect(body.data!.playbook.chapters).toHaveLength(4);
    expect(body.data!.playbook.authors.length).toBeGreaterThan(0);
    const missing = await gql(stack.gatewayUrl, 'query { playbook(id: "PLA999999") { id } }');
    expect(missing.body.errors?.[0].extensions).toMatchObject({ status: 404 });
    // Bad input is refused before any REST call.
    let badTab: Awaited<ReturnType<typeof gql>> | undefined;
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      badTab = await gql(stack.gatewayUrl, PLAYBOOKS, { input: { tab: 'imperative-playbooks' } });
    });
    expect(badTab!.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(total(calls)).toBe(0);
  });
});

const SURVEYS = /* GraphQL */ `
  query Surveys($input: SurveyListInput!) {
    surveys(input: $input) {
      tab query sort publishedSinceInDays page totalPages itemsTotal loadMore
      cards { id shortTitle datePublished surveyType }
    }
  }
`;

async function surveys(input: Record<string, unknown>) {
  return (await gqlData(stack.gatewayUrl, SURVEYS, { input })).surveys;
}

describe('surveys', () => {
  it('opens on the last 30 days, newest first, for each tab; a wider window shows more', async () => {
    const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    for (const tab of ['business', 'consumer']) {
      const recent = await surveys({ tab });
      expect(recent).toMatchObject({ tab, query: '', sort: 'date', publishedSinceInDays: 30, page: 1 });
      expect(recent.itemsTotal).toBeGreaterThan(0);
      for (const card of recent.cards) {
        expect(card.surveyType).toBe(tab);
        expect(card.datePublished >= since).toBe(true);
      }
      const dates = recent.cards.map((c: { datePublished: string }) => c.datePublished);
      expect(dates).toEqual([...dates].sort().reverse());
      const anyTime = await surveys({ tab, publishedSinceInDays: -1 });
      expect(anyTime.itemsTotal).toBeGreaterThan(recent.itemsTotal);
    }
  });

  it('costs two REST calls a page: the listing and one batch of surveys', async () => {
    const calls = await upstreamCallsDuring(stack.upstreamUrl, () => surveys({ tab: 'consumer', publishedSinceInDays: 365, sort: 'name-desc' }));
    expect(total(calls)).toBe(2);
  });

  it('pages 9 at a time without overlap', async () => {
    const first = await surveys({ tab: 'business', publishedSinceInDays: -1 });
    expect(first.loadMore).toBe(true);
    expect(first.cards).toHaveLength(9);
    const second = await surveys({ tab: 'business', publishedSinceInDays: -1, page: 2 });
    const ids = [...first.cards, ...second.cards].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(18, first.itemsTotal));
  });

  it('sorts by name A-Z and Z-A, and searches a trimmed query by relevance', async () => {
    const az = (await surveys({ tab: 'consumer', publishedSinceInDays: -1, sort: 'name-asc' })).cards.map((c: { shortTitle: string }) => c.shortTitle.toLowerCase());
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b)));
    const za = await surveys({ tab: 'consumer', publishedSinceInDays: -1, sort: 'name-desc' });
    expect(za.cards[0].shortTitle.toLowerCase() >= za.cards.at(-1).shortTitle.toLowerCase()).toBe(true);
    const word = az[0].split(' ')[0];
    const found = await surveys({ tab: 'consumer', publishedSinceInDays: -1, sort: 'relevance', query: `   ${word}   ` });
    expect(found.query).toBe(word);
    expect(found.itemsTotal).toBeGreaterThan(0);
    const refused = await gql(stack.gatewayUrl, SURVEYS, { input: { tab: 'consumer', sort: 'size' } });
    expect(refused.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers a survey page with its downloads, each a real file of the size it states', async () => {
    const { body } = await gql(
      stack.gatewayUrl,
      'query($id: ID!) { survey(id: $id) { id shortTitle summary datePublished respondents methodologyDescription pleaseNote officialSurveyName downloads { id title file { url contentType fileName size } } } }',
      { id: 'SUS100003' },
    );
    expect(body.errors).toBeUndefined();
    const survey = body.data!.survey;
    expect(survey.officialSurveyName).toContain('Survey');
    expect(survey.downloads).toHaveLength(2);
    for (const download of survey.downloads) {
      const viaGateway = await fetch(`${stack.gatewayUrl}${download.file.url}`);
      expect(viaGateway.status).toBe(200);
      const bytes = Buffer.from(await viaGateway.arrayBuffer());
      expect(bytes.length).toBe(download.file.size);
      expect(formatFileSize(download.file.size)).toMatch(/^\d+(\.\d)? (b|kb)$/);
      const instrument = await fetch(`${stack.upstreamUrl}/survey-service/api/v1/survey/instrument/${download.id}/download`);
      expect(instrument.headers.get('content-disposition')).toContain(download.file.fileName);
      expect(Buffer.from(await instrument.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });
});

const THEMED = /* GraphQL */ `
  query Themed($input: ThemedListingInput!) {
    themedListing(input: $input) { slug eyebrow title description breadcrumb step itemsTotal loadMore cards { contentId contentType report { id } } }
  }
`;

describe('themed listings', () => {
  it('answers each of the ten themes with its texts, breadcrumb on the first five, and content', async () => {
    for (const [i, slug] of THEMED_LISTING_SLUGS.entries()) {
      const { body } = await gql(stack.gatewayUrl, THEMED, { input: { slug } });
      expect(body.errors).toBeUndefined();
      const theme = THEMED_LISTINGS[i];
      expect(body.data!.themedListing).toMatchObject({ slug, eyebrow: theme.eyebrow, title: theme.title, description: theme.description, breadcrumb: i < 5, step: 0 });
      expect(body.data!.themedListing.itemsTotal).toBeGreaterThan(0);
      expect(body.data!.themedListing.cards.length).toBe(Math.min(12, body.data!.themedListing.itemsTotal));
    }
  });

  it('fetches 12 first, then 3 per step, in one order without gaps', async () => {
    const slug = 'design-and-execute-marketing-work';
    const steps = [];
    for (let step = 0; step < 3; step++) {
      const { body } = await gql(stack.gatewayUrl, THEMED, { input: { slug, step } });
      expect(body.errors).toBeUndefined();
      steps.push(body.data!.themedListing);
    }
    expect(steps[0].itemsTotal).toBeGreaterThan(18);
    expect(steps.map((s) => s.cards.length)).toEqual([12, 3, 3]);
    const ids = steps.flatMap((s) => s.cards.map((c: { contentId: string }) => c.contentId));
    expect(new Set(ids).size).toBe(18);
    const { body } = await gql(stack.gatewayUrl, THEMED, { input: { slug, step: 0 } });
    expect(body.data!.themedListing.cards.every((c: { report: { id: string } | null }) => c.report !== null)).toBe(true);
  });

  it('refuses a slug that is not a theme', async () => {
    const { body } = await gql(stack.gatewayUrl, THEMED, { input: { slug: 'latest-research' } });
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

const GUIDE = /* GraphQL */ `
  query Guide($slug: String!) { planningGuide(slug: $slug) { id title restricted authors { id } sections { id title paragraphs } } }
`;
const PREDICTION = /* GraphQL */ `
  query Prediction($id: ID!) { prediction(id: $id) { id title restricted sections { id } } }
`;

describe('planning guides and predictions', () => {
  const corpus = { seed: 42, size: 300 };

  it('lists every guide and prediction page on their hubs, newest edition first', async () => {
    const { body } = await gql(stack.gatewayUrl, '{ planningGuides { id year restricted path } predictions { id year restricted path } }');
    expect(body.errors).toBeUndefined();
    expect(body.data!.planningGuides).toHaveLength([...planningGuides(corpus)].length);
    expect(body.data!.planningGuides[0]).toMatchObject({ year: 2027, restricted: true });
    expect(body.data!.predictions.some((p: { restricted: boolean }) => !p.restricted)).toBe(true);
    expect(body.data!.predictions[0].path).toMatch(/^\/insights\/predictions\/[a-z0-9-]+\/PRD\d+$/);
  });

  it('answers a public page to anyone, with its tabs', async () => {
    const open = [...planningGuides(corpus)].find((g) => g.access === 'public')!;
    const { body } = await gql(stack.gatewayUrl, GUIDE, { slug: open.slug });
    expect(body.errors).toBeUndefined();
    expect(body.data!.planningGuide).toMatchObject({ id: open.id, title: open.title, restricted: false });
    expect(body.data!.planningGuide.sections.map((s: { id: string }) => s.id)).toEqual(['overview', 'priorities', 'budget', 'metrics']);
    const prediction = await gql(stack.gatewayUrl, PREDICTION, { id: 'PRD100000' });
    expect(prediction.body.data!.prediction.sections.map((s: { id: string }) => s.id)).toEqual(['overview', 'predictions', 'what-it-means']);
  });

  it('answers null (no access) for a missing page, or a restricted one when logged out, and the page to a signed-in user', async () => {
    const locked = [...planningGuides(corpus)].find((g) => g.access === 'restricted')!;
    for (const [query, variables, field] of [
      [GUIDE, { slug: locked.slug }, 'planningGuide'],
      [GUIDE, { slug: 'no-such-guide' }, 'planningGuide'],
      [PREDICTION, { id: 'PRD100002' }, 'prediction'],
      [PREDICTION, { id: 'PRD999999' }, 'prediction'],
    ] as const) {
      const { body } = await gql(stack.gatewayUrl, query, variables);
      expect(body.errors).toBeUndefined();
      expect(body.data![field]).toBeNull();
    }
    const jar = await signIn(stack.gatewayUrl, 'employee@meridian.example');
    const cookie = sessionCookie(stack.gatewayUrl, jar);
    const guide = await gql(stack.gatewayUrl, GUIDE, { slug: locked.slug }, cookie);
    expect(guide.body.data!.planningGuide).toMatchObject({ id: locked.id, restricted: true });
    const prediction = await gql(stack.gatewayUrl, PREDICTION, { id: 'PRD100002' }, cookie);
    expect(prediction.body.data!.prediction).toMatchObject({ id: 'PRD100002', restricted: true });
  });

  it('refuses a malformed slug or id before any call', async () => {
    const guide = await gql(stack.gatewayUrl, GUIDE, { slug: 'Not A Slug' });
    expect(guide.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const prediction = await gql(stack.gatewayUrl, PREDICTION, { id: 'RES100001' });
    expect(prediction.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

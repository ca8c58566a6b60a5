// The navigation queries in content-graph over the real upstream REST app: a guest's menu with the
// fields of spec 3 §3 and 'Who We Serve', and the source sections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream } from '@portal/upstream/testing';
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

const NAVIGATION = /* GraphQL */ `
  query {
    navigation {
      product
      menuItems {
        key label path route external counter chevron iconName mainHeader mainDescription isDropdown
        subHeaderMenuItems { key label menuItems { key path } }
        menuItems { key label path route external counter chevron iconName description }
      }
    }
  }
`;

const SECTIONS = /* GraphQL */ `
  query { navigationSections { sectionId sectionTitle href url type linkSections { linkList { id text href description isPrimaryFunction } } } }
`;

let graph: TestSubgraph;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ graph, stop } = await startTestStack(startRealUpstream('content_graph_navigation'), { build: buildContentSubgraph, contextFactory: createContentContext }));
}, 60_000);
afterAll(() => stop?.());

describe('Query.navigation', () => {
  it("gives a guest Who We Serve with its heading, six audiences and their sub-headers", async () => {
    const { data, errors } = await graph.query(NAVIGATION);
    expect(errors).toBeUndefined();
    expect(data!.navigation.product).toBe('GUEST');
    const who = data!.navigation.menuItems.find((item: { key: string }) => item.key === 'who-we-serve');
    expect(who).toMatchObject({ label: 'Who We Serve', isDropdown: true, chevron: true, mainHeader: 'Who we serve', external: false, path: null, counter: null });
    expect(who.menuItems).toHaveLength(6);
    expect(who.menuItems.every((audience: { path: string; iconName: string }) => /^\/(functions|services)\//.test(audience.path) && audience.iconName)).toBe(true);
    expect(who.subHeaderMenuItems.map((group: { label: string }) => group.label)).toEqual(['Technology leaders', 'Business leaders']);
    const search = data!.navigation.menuItems.find((item: { key: string }) => item.key === 'search');
    expect(search).toMatchObject({ isDropdown: false, chevron: false, iconName: 'Search', route: '/allSearch' });
  });
});

describe('Query.navigationSections', () => {
  it('answers the four sections with the primary functions marked', async () => {
    const { data, errors } = await graph.query(SECTIONS);
    expect(errors).toBeUndefined();
    const sections = data!.navigationSections;
    expect(sections.map((s: { sectionId: string }) => s.sectionId)).toEqual(['functions', 'who-we-serve', 'research', 'company']);
    const functionLinks = sections[0].linkSections.flatMap((group: { linkList: unknown[] }) => group.linkList);
    expect(functionLinks).toHaveLength(12);
    expect(functionLinks).toContainEqual({ id: 'function-technology-executives', text: 'Technology Executives', href: '/functions/technology-executives', description: expect.stringMatching(/top priorities$/), isPrimaryFunction: true });
    expect(functionLinks.find((l: { id: string }) => l.id === 'function-revenue-operations').isPrimaryFunction).toBe(false);
    expect(sections[3]).toMatchObject({ type: 'company', href: null, url: expect.stringMatching(/^https:\/\//) });
  });
});

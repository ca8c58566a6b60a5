import { describe, expect, it } from 'vitest';
import { bodyBlockSchema, isBlueprintId, isFlexPageId, selectedFlexTab } from '@portal/domain';
import { blueprintSchema, flexPageSchema } from '@portal/contracts';
import { FUNCTION_VOCABULARY } from '../vocabulary/functions.js';
import { functionAreas } from '../functions.js';
import { blueprint, blueprintCards, blueprints } from './blueprints.js';
import { flexPage, flexPages } from './flexPages.js';

describe('flex pages', () => {
  it('holds PG14, customer obsession, where the token redirect of spec 1 §2 leads', () => {
    const page = flexPage('PG14')!;
    expect(page.slug).toBe('customer-obsession');
    expect(page.path).toBe('/content/customer-obsession/PG14');
  });

  it('is the same on every call, and each call is a copy of its own', () => {
    expect(flexPages()).toEqual(flexPages());
    const first = flexPages();
    first[0].title = 'changed';
    expect(flexPages()[0].title).not.toBe('changed');
  });

  it('gives every page valid ids, a hero and content, some with a tab bar and some without', () => {
    const pages = flexPages();
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    for (const page of pages) {
      expect(flexPageSchema.safeParse(page).success, page.id).toBe(true);
      expect(isFlexPageId(page.id)).toBe(true);
      expect(page.backgroundImage).toBe(`/images/heroes/${page.id}.svg`);
      // A page shows its tabs' bodies or its own, never neither.
      const bodies = page.tabs.length > 0 ? page.tabs.map((tab) => tab.body) : [page.body];
      for (const body of bodies) {
        expect(body[0]?.type).toBe('section');
        expect(body.every((block) => bodyBlockSchema.safeParse(block).success)).toBe(true);
      }
      if (page.tabs.length > 0) expect(page.body).toEqual([]);
      // A button goes somewhere: a portal path or a link.
      for (const button of [page.primaryButton, page.secondaryButton].filter((b) => b !== null)) expect(button.contentUrl ?? button.link).toMatch(/^\//);
      expect(page.navEntries.map((entry) => entry.id)).toEqual(pages.filter((other) => other.id !== page.id).map((other) => other.id));
    }
    expect(pages.filter((page) => page.tabs.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(pages.filter((page) => page.tabs.length === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('gives each page body ids unique within the page, so anchors never clash between tabs', () => {
    for (const page of flexPages()) {
      const ids = [...page.body, ...page.tabs.flatMap((tab) => tab.body)].flatMap((block) => ('id' in block ? [block.id] : []));
      expect(new Set(ids).size, page.id).toBe(ids.length);
    }
  });

  it('has tab ids the tab rule selects', () => {
    const page = flexPage('PG14')!;
    expect(page.tabs.map((tab) => tab.id)).toEqual(['overview', 'the-journey', 'resources']);
    expect(selectedFlexTab(page.tabs, 'the-journey')?.title).toBe('The Journey');
  });

  it('answers undefined for an id it does not hold', () => {
    expect(flexPage('PG1')).toBeUndefined();
    expect(flexPage('PG14 ')).toBeUndefined();
  });
});

describe('solution blueprints', () => {
  it('has one per function, BLP100001 onwards in the functions order, the same on every call', () => {
    const all = blueprints();
    expect(all.map((item) => item.functionSlug)).toEqual(FUNCTION_VOCABULARY.map((fn) => fn.slug));
    expect(all[0].id).toBe('BLP100001');
    expect(all.every((item) => isBlueprintId(item.id) && blueprintSchema.safeParse(item).success)).toBe(true);
    expect(blueprints()).toEqual(all);
    expect(blueprint('BLP100001')).toEqual(all[0]);
    expect(blueprint('BLP100000')).toBeUndefined();
  });

  it('walks the three phases and names priorities of its own function that exist', () => {
    const [first] = blueprints();
    expect(first.phases.map((phase) => phase.phase)).toEqual(['Define', 'Apply', 'Accelerate']);
    const area = functionAreas(0).find((fn) => fn.slug === first.functionSlug)!;
    expect(first.priorities).toEqual(area.priorities.slice(0, 3).map(({ id, label, path }) => ({ id, label, path })));
    expect(first.path).toBe(`/blueprint/${first.slug}/${first.id}`);
  });

  it('lists the cards of the blueprints', () => {
    const cards = blueprintCards();
    expect(cards.map((card) => card.id)).toEqual(blueprints().map((item) => item.id));
    expect(Object.keys(cards[0]).sort()).toEqual(['functionName', 'functionSlug', 'id', 'image', 'path', 'slug', 'summary', 'title']);
  });
});

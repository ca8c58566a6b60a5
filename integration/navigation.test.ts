// The main navigation end to end (spec 3 §4, §6, §7): content-graph reads navigation-service's
// per-product menus and the caller's own subscriptions, through the gateway: guests get GUEST,
// the employee (FD, FMI) gets the combined menu by default and FMI alone on request, and a product
// the caller does not hold falls back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
let employee: CookieJar;
let client: CookieJar;

const NAVIGATION = `query ($product: String) {
  navigation(product: $product) {
    product products combined
    menuItems { key label path categoryActionButton categoryActionPath menuItems { key label path menuItems { key path } } }
  }
}`;

const as = (jar: CookieJar | null, product?: string) =>
  gqlAs(stack.gatewayUrl, jar, NAVIGATION, product ? { product } : {});

beforeAll(async () => {
  employee = await signIn(stack.gatewayUrl, 'employee@meridian.example');
  client = await signIn(stack.gatewayUrl, 'client@meridian.example');
});

const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('navigation through the gateway', () => {
  it('gives a signed-out visitor the GUEST menu, whatever product is asked for', async () => {
    for (const product of [undefined, 'FD']) {
      const { body } = await as(null, product);
      expect(body.errors).toBeUndefined();
      expect(body.data!.navigation).toMatchObject({ product: 'GUEST', products: ['GUEST'], combined: false });
      expect(keys(body.data!.navigation.menuItems)).toEqual(['insights', 'who-we-serve', 'search']);
    }
  });

  it('gives an FD client the FD menu with the twelve functions and no switcher products', async () => {
    const { body } = await as(client, 'FMI');
    expect(body.errors).toBeUndefined();
    const nav = body.data!.navigation;
    expect(nav).toMatchObject({ product: 'FD', products: ['FD'], combined: false });
    const functions = nav.menuItems.find((i: { key: string }) => i.key === 'functions');
    expect(functions.menuItems).toHaveLength(12);
    expect(functions.categoryActionButton).toBe('View all functions');
    expect(functions.categoryActionPath).toBe('/functions');
    expect(functions.menuItems[0].menuItems[0].path).toMatch(/^\/functional-priority\/[a-z0-9-]+\/PRI1$/);
  });

  it('gives the employee (FD, FMI) the combined menu by default and FMI alone when asked', async () => {
    const combined = (await as(employee)).body.data!.navigation;
    expect(combined).toMatchObject({ product: 'FD', products: ['FD', 'FMI'], combined: true });
    expect(keys(combined.menuItems)).toEqual(['functions', 'insights', 'who-we-serve', 'search', 'market-insights', 'market-analysts']);
    const fmi = (await as(employee, 'fmi')).body.data!.navigation;
    expect(fmi).toMatchObject({ product: 'FMI', combined: false });
    expect(keys(fmi.menuItems)).toEqual(['market-insights', 'market-analysts', 'who-we-serve', 'search']);
  });

  it('serves the menu fields of spec 3 §3 and the source sections to a visitor, within the limits', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, null, `{
      navigation {
        menuItems { key mainHeader mainDescription isDropdown chevron counter iconName subHeaderMenuItems { label menuItems { key path } } menuItems { key path route iconName external } }
      }
      navigationSections { sectionId type linkSections { linkList { text href isPrimaryFunction } } }
    }`, {});
    expect(body.errors).toBeUndefined();
    const who = body.data!.navigation.menuItems.find((i: { key: string }) => i.key === 'who-we-serve');
    expect(who).toMatchObject({ mainHeader: 'Who we serve', isDropdown: true, chevron: true });
    expect(who.menuItems.map((a: { path: string }) => a.path)).toHaveLength(6);
    expect(body.data!.navigationSections.map((s: { type: string }) => s.type)).toEqual(['functions', 'audiences', 'research', 'company']);
  });
});

// 'Who We Serve' (spec 3 §2): six audiences, each linking to the page of the portal that serves it:
// a function's page, or for customer experience leaders the Customer Engagement Strategies service.
// The pages come from the corpus, so a renamed function or service breaks the build, not a link.
import { DEFAULT_SEED, functionAreas, namedServices } from '@portal/corpus';
import type { NavigationMenuItemDto } from '@portal/contracts';

interface Audience {
  key: string;
  label: string;
  iconName: string;
  description: string;
  /** The function whose page serves the audience, or a named service's slug. */
  page: { functionSlug: string } | { serviceSlug: string };
  group: 'technology' | 'business';
}

export const AUDIENCES: readonly Audience[] = [
  { key: 'audience-technology-executives', label: 'Technology executives', iconName: 'Computer', group: 'technology', description: 'CIOs and CTOs setting technology strategy and budgets', page: { functionSlug: 'technology-executives' } },
  { key: 'audience-security-and-risk', label: 'Security and risk leaders', iconName: 'Security', group: 'technology', description: 'CISOs protecting the business and proving compliance', page: { functionSlug: 'security-and-risk' } },
  { key: 'audience-marketing-executives', label: 'Marketing executives', iconName: 'Campaign', group: 'business', description: 'CMOs building brand, demand and pipeline', page: { functionSlug: 'b2b-marketing-executives' } },
  { key: 'audience-sales-leaders', label: 'Sales leaders', iconName: 'Handshake', group: 'business', description: 'Sales leaders hiring, enabling and growing their teams', page: { functionSlug: 'b2b-sales' } },
  { key: 'audience-customer-experience', label: 'Customer experience leaders', iconName: 'SupportAgent', group: 'business', description: 'CX leaders designing how customers are engaged and served', page: { serviceSlug: 'customer-engagement-strategies' } },
  { key: 'audience-product-leaders', label: 'Product leaders', iconName: 'Inventory', group: 'business', description: 'Product and portfolio leaders deciding what to build and sell', page: { functionSlug: 'portfolio-marketing-and-product' } },
];

function pathOf(audience: Audience): { path: string; route: string } {
  if ('functionSlug' in audience.page) {
    const { functionSlug } = audience.page;
    const area = functionAreas(DEFAULT_SEED).find((a) => a.slug === functionSlug);
    if (!area) throw new Error(`Who We Serve: no function '${functionSlug}' in the corpus`);
    return { path: `/functions/${area.slug}`, route: '/functions/:slug/*' };
  }
  const { serviceSlug } = audience.page;
  const service = namedServices().find((s) => s.slug === serviceSlug);
  if (!service) throw new Error(`Who We Serve: no service '${serviceSlug}' in the corpus`);
  return { path: service.contentURL, route: '/services/:slug/*' };
}

export function whoWeServeMenu(): NavigationMenuItemDto {
  const items = AUDIENCES.map((audience): NavigationMenuItemDto => ({
    label: audience.label,
    key: audience.key,
    ...pathOf(audience),
    description: audience.description,
    iconName: audience.iconName,
  }));
  const inGroup = (group: Audience['group']) => items.filter((_, i) => AUDIENCES[i]!.group === group);
  return {
    label: 'Who We Serve',
    key: 'who-we-serve',
    mainHeader: 'Who we serve',
    mainDescription: 'Research and advice for the leaders who run technology, marketing, sales, customer experience and product.',
    isDropdown: true,
    chevron: true,
    menuItems: items,
    subHeaderMenuItems: [
      { label: 'Technology leaders', key: 'who-we-serve-technology', menuItems: inGroup('technology') },
      { label: 'Business leaders', key: 'who-we-serve-business', menuItems: inGroup('business') },
    ],
  };
}

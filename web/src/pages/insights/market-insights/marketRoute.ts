// Which market insights page a path is (spec 2 §2): /markets/market-insights/{slug} or the
// /services/... twin, with its analyst relations under /analyst-relations/{phase}.
import { marketInsightsService, marketInsightsSection, marketInsightsTitle } from '@portal/domain';
import { readProductCookie } from '../../../layout/productCookie';

export interface MarketRoute {
  slug: string;
  label: string;
  /** '{product} Market Insights: {label}'. */
  title: string;
  /** The landing's path, under /markets or /services as the visitor came. */
  landingHref: string;
  section: { label: string; href: string };
}

/** A product the reader chose; a guest reads the default product's pages. */
export function activeProduct(cookies: string): string | null {
  const product = readProductCookie(cookies);
  return product && product !== 'GUEST' ? product : null;
}

export function marketRouteOf(pathname: string, slug: string | undefined, boldVisionRedesign: boolean, product: string | null): MarketRoute | null {
  const service = marketInsightsService(slug);
  if (!service) return null;
  const root = pathname.startsWith('/services/') ? '/services' : '/markets';
  return {
    slug: service.slug,
    label: service.label,
    title: marketInsightsTitle(product, service.label),
    landingHref: `${root}/market-insights/${service.slug}`,
    section: marketInsightsSection(boldVisionRedesign),
  };
}

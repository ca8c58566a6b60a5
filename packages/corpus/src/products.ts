// Which subscription products a report is sold under (entitlements, spec 1 §6). Derived from the
// index alone, with no draw from the report's PRNG, so adding it left every other generated value
// as it was. The cycle gives each product its own restricted reports and some reports to both; the
// restricted fixture (index 3) is FD's, so a Decisions client reads it and a Market Insights-only
// reader does not. (CORPUS_VERSION 6 seeds an older database again.)
import type { ResearchProduct } from '@portal/domain';

const PRODUCT_CYCLE: readonly (readonly ResearchProduct[])[] = [['FD'], ['FMI'], ['FD', 'FMI']];

export function reportProducts(index: number): ResearchProduct[] {
  return [...PRODUCT_CYCLE[index % PRODUCT_CYCLE.length]];
}

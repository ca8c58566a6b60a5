// The provider's product catalogue (product-service v2): the products a registration id can
// unlock and the features each gives, grouped by category. Fixed data, like the countries list:
// the catalogue changes with a release, not at run time.
import type { FeatureCategoryDto, ProductDto, ProductFeatureDto, ProductsResponseDto } from '@portal/contracts';

const CATEGORIES = [
  { categoryId: 'research', name: 'Research' },
  { categoryId: 'analyst-access', name: 'Analyst Access' },
  { categoryId: 'data-tools', name: 'Data and Tools' },
  { categoryId: 'events', name: 'Events' },
] as const;

type CategoryId = (typeof CATEGORIES)[number]['categoryId'];

const FEATURES: (ProductFeatureDto & { categoryId: CategoryId })[] = [
  { featureId: 'research-library', name: 'Research library', description: 'Every published report, playbook and planning guide.', categoryId: 'research' },
  { featureId: 'waves-landscapes', name: 'Waves and landscapes', description: 'Vendor evaluations and market landscapes.', categoryId: 'research' },
  { featureId: 'market-insights', name: 'Market insights', description: 'Forecasts and market sizing for technology buyers and sellers.', categoryId: 'research' },
  { featureId: 'inquiry', name: 'Analyst inquiry', description: 'Thirty-minute inquiry sessions with the analysts.', categoryId: 'analyst-access' },
  { featureId: 'guidance-sessions', name: 'Guidance sessions', description: 'Guidance sessions of up to 50 minutes.', categoryId: 'analyst-access' },
  { featureId: 'analyst-on-call', name: 'Analyst on call', description: 'A named analyst who answers within one business day.', categoryId: 'analyst-access' },
  { featureId: 'data-snapshots', name: 'Data snapshots', description: 'Survey data snapshots with downloadable figures.', categoryId: 'data-tools' },
  { featureId: 'survey-dashboards', name: 'Survey dashboards', description: 'Interactive survey dashboards by segment.', categoryId: 'data-tools' },
  { featureId: 'webinars', name: 'Client webinars', description: 'Upcoming and on-demand client webinars.', categoryId: 'events' },
  { featureId: 'peer-discussions', name: 'Peer discussions', description: 'Moderated discussions with peers.', categoryId: 'events' },
];

export const PRODUCTS: ProductDto[] = [
  {
    productId: 'decisions',
    name: 'Meridian Decisions',
    description: 'Research, frameworks and analyst guidance for business and technology leaders.',
    subscriptionType: 'FD',
    featureIds: ['research-library', 'waves-landscapes', 'inquiry', 'guidance-sessions', 'webinars'],
  },
  {
    productId: 'market-insights',
    name: 'Meridian Market Insights',
    description: 'Market forecasts, sizing and survey data for product and marketing teams.',
    subscriptionType: 'FMI',
    featureIds: ['market-insights', 'data-snapshots', 'survey-dashboards', 'webinars'],
  },
  {
    productId: 'analyst-on-call',
    name: 'Analyst on Call',
    description: 'A named analyst on call for your team, with peer discussions.',
    subscriptionType: 'AOC',
    featureIds: ['analyst-on-call', 'inquiry', 'peer-discussions'],
  },
];

const featureCategories: FeatureCategoryDto[] = CATEGORIES.map((category) => ({
  ...category,
  features: FEATURES.filter((feature) => feature.categoryId === category.categoryId),
}));

export function productCatalogue(): ProductsResponseDto {
  return { products: PRODUCTS, featureCategories };
}

export function isKnownProduct(productId: string): boolean {
  return PRODUCTS.some((product) => product.productId === productId);
}

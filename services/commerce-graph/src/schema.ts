import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '@portal/graph-kit';
import { CartMergeResolver } from './cart/cart-merge.resolver.js';
import { CartResolver } from './cart/cart.resolver.js';
import { CheckoutResolver } from './checkout/checkout.resolver.js';
import { PaymentWebhookResolver } from './checkout/payment-webhook.resolver.js';
import { ProductResolver } from './product/product.resolver.js';
import { ContentSalePurchaseResolver, PurchaseQueryResolver, ReportPurchaseResolver, WebinarPurchaseResolver } from './purchase/purchase.resolver.js';
import { ContentSale } from './purchase/purchase.type.js';
import { QuoteResolver } from './quote/quote.resolver.js';
import { contentSaleReference } from './purchase/purchase.reference.js';
import { reportReference } from './report/report.reference.js';
import { Report } from './report/report.type.js';
import { WebinarRegistrationResolver } from './webinar/webinar.resolver.js';
import { webinarReference } from './webinar/webinar.reference.js';

const options: SubgraphOptions = {
  resolvers: [CartResolver, CartMergeResolver, ProductResolver, QuoteResolver, WebinarRegistrationResolver, ReportPurchaseResolver, WebinarPurchaseResolver, PurchaseQueryResolver, ContentSalePurchaseResolver, CheckoutResolver, PaymentWebhookResolver],
  // Report and ContentSale are reached only through _entities (commerce-graph adds their purchase).
  orphanedTypes: [Report, ContentSale],
  referenceResolvers: { ...webinarReference, ...reportReference, ...contentSaleReference },
};

export function buildCommerceSubgraph() {
  return buildSubgraph(options);
}

export function commerceSubgraphSdl(): Promise<string> {
  return emitSubgraphSdl(options);
}

// product-service (spec 3 §7): the public catalogue of products and feature categories; the
// caller's registered products (GET /api/products); and user-service's claim of a registration id.
import type { output } from 'zod';
import { REGISTRATION_ID_FORMAT_MESSAGE, REGISTRATION_ID_PATTERN, z } from '@portal/domain';
import { defineContracts } from './contract.js';

/** One feature a product gives (spec 3 §7: products and featureCategories). */
export const productFeatureSchema = z.object({ featureId: z.string(), name: z.string(), description: z.string(), categoryId: z.string() });
export type ProductFeatureDto = output<typeof productFeatureSchema>;

export const productSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Subscription type it belongs to (FD, FMI, AOC). */
  subscriptionType: z.string(),
  featureIds: z.array(z.string()),
});
export type ProductDto = output<typeof productSchema>;

export const featureCategorySchema = z.object({ categoryId: z.string(), name: z.string(), features: z.array(productFeatureSchema) });
export type FeatureCategoryDto = output<typeof featureCategorySchema>;

export const productsResponseSchema = z.object({ products: z.array(productSchema), featureCategories: z.array(featureCategorySchema) });
export type ProductsResponseDto = output<typeof productsResponseSchema>;

/** A registration id the caller has claimed. */
export const productRegistrationSchema = z.object({ registrationId: z.string(), productId: z.string(), registeredAt: z.string() });
export type ProductRegistrationDto = output<typeof productRegistrationSchema>;

export const userProductsResponseSchema = z.object({ registrations: z.array(productRegistrationSchema) });
export type UserProductsResponseDto = output<typeof userProductsResponseSchema>;

export const productContracts = defineContracts('product', '/product-service/api/v2', {
  catalogue: { method: 'GET', path: '/products', response: productsResponseSchema },
});

// A prefix of its own, so that it lies beside /api/v1/analyst rather than around it.
export const userProductContracts = defineContracts('userProducts', '/api/products', {
  // clearCache=true is what the portal always sends; the answer is never cached anyway.
  registrations: { method: 'GET', path: '/', query: z.object({ clearCache: z.string().optional() }), response: userProductsResponseSchema },
});

export const productRegistrationContracts = defineContracts('productRegistration', '/user-service/api/v1/user/registration', {
  claim: {
    method: 'POST',
    path: '/:registrationId',
    params: z.object({ registrationId: z.string().regex(REGISTRATION_ID_PATTERN, { error: REGISTRATION_ID_FORMAT_MESSAGE }) }),
    response: productRegistrationSchema,
  },
});

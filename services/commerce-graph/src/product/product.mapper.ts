// From the product-service answers to the GraphQL types: the catalogue as is, and the user's
// products (their registrations joined to the catalogue, features grouped by category).
import type { ProductRegistrationDto, ProductsResponseDto } from '@portal/contracts';
import type { FeatureCategory, MyProducts, Product, ProductCatalogue, ProductFeature } from './product.type.js';

export function toCatalogue(dto: ProductsResponseDto): ProductCatalogue {
  const features = new Map<string, ProductFeature>(
    dto.featureCategories.flatMap((category) => category.features.map((f) => [f.featureId, { id: f.featureId, name: f.name, description: f.description }] as const)),
  );
  return {
    products: dto.products.map((p) => ({
      id: p.productId,
      name: p.name,
      description: p.description,
      subscriptionType: p.subscriptionType,
      features: p.featureIds.flatMap((id) => features.get(id) ?? []),
    })),
    featureCategories: dto.featureCategories.map((category) => ({
      id: category.categoryId,
      name: category.name,
      features: category.features.map((f) => features.get(f.featureId)!),
    })),
  };
}

export function toMyProducts(catalogue: ProductCatalogue, registrations: readonly ProductRegistrationDto[]): MyProducts {
  const byId = new Map(catalogue.products.map((p) => [p.id, p]));
  // A registration of a product the catalogue no longer lists is left out rather than failing the page.
  const mine = registrations.flatMap((r) => {
    const product = byId.get(r.productId);
    return product ? [{ registrationId: r.registrationId, registeredAt: r.registeredAt, product }] : [];
  });
  const products: Product[] = [...new Map(mine.map((r) => [r.product.id, r.product])).values()];
  const featureIds = new Set(products.flatMap((p) => p.features.map((f) => f.id)));
  const featureCategories: FeatureCategory[] = catalogue.featureCategories
    .map((category) => ({ ...category, features: category.features.filter((f) => featureIds.has(f.id)) }))
    .filter((category) => category.features.length > 0);
  return { registrations: mine, products, featureCategories };
}

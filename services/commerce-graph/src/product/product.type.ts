import { Field, ID, ObjectType } from 'type-graphql';

/** What product-service's catalogue says of each of its entries, a product or a feature. Not in the schema itself. */
@ObjectType()
abstract class CatalogueEntry {
  @Field(() => ID, { description: 'Its id in the catalogue' })
  id!: string;

  @Field({ description: 'Its name' })
  name!: string;

  @Field({ description: 'What it is, for the catalogue page' })
  description!: string;
}

@ObjectType({ description: 'One feature a product gives.' })
export class ProductFeature extends CatalogueEntry {}

@ObjectType({ description: 'Features grouped by category (spec 3 §7 featureCategories).' })
export class FeatureCategory {
  @Field(() => ID, { description: 'The feature category\'s id' })
  id!: string;

  @Field({ description: 'The feature category\'s name' })
  name!: string;

  @Field(() => [ProductFeature], { description: 'The features in this category' })
  features!: ProductFeature[];
}

@ObjectType({ description: "A product of the provider's catalogue (product-service)." })
export class Product extends CatalogueEntry {
  @Field({ description: 'Subscription type: FD, FMI or AOC' })
  subscriptionType!: string;

  @Field(() => [ProductFeature], { description: 'The features this product gives, in catalogue order' })
  features!: ProductFeature[];
}

@ObjectType({ description: 'The catalogue: every product and every feature category.' })
export class ProductCatalogue {
  @Field(() => [Product], { description: 'The products' })
  products!: Product[];

  @Field(() => [FeatureCategory], { description: 'The feature categories' })
  featureCategories!: FeatureCategory[];
}

@ObjectType({ description: 'A product registration id the user has registered.' })
export class ProductRegistration {
  @Field(() => ID, { description: 'The registration id' })
  registrationId!: string;

  @Field({ description: 'ISO date-time of the registration' })
  registeredAt!: string;

  @Field(() => Product, { description: 'The product' })
  product!: Product;
}

@ObjectType({ description: "The signed-in user's products (/my-account/products)." })
export class MyProducts {
  @Field(() => [ProductRegistration], { description: 'In the order registered' })
  registrations!: ProductRegistration[];

  @Field(() => [Product], { description: 'The distinct products of those registrations' })
  products!: Product[];

  @Field(() => [FeatureCategory], { description: 'The features of those products by category; empty categories left out' })
  featureCategories!: FeatureCategory[];
}

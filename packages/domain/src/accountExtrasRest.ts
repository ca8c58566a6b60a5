// REST contracts of the account extras (issue #4), shared by upstream and the subgraphs:
// product-service and product registration, notification-service, newsletters, provider contacts.

/** One feature a product gives (spec 3 §7: products and featureCategories). */
export interface ProductFeatureDto {
  featureId: string;
  name: string;
  description: string;
  categoryId: string;
}

export interface ProductDto {
  productId: string;
  name: string;
  description: string;
  /** Subscription type it belongs to (FD, FMI, AOC). */
  subscriptionType: string;
  featureIds: string[];
}

export interface FeatureCategoryDto {
  categoryId: string;
  name: string;
  features: ProductFeatureDto[];
}

/** GET /product-service/api/v2/products: the catalogue (public). */
export interface ProductsResponseDto {
  products: ProductDto[];
  featureCategories: FeatureCategoryDto[];
}

/** A registration id the caller has claimed. */
export interface ProductRegistrationDto {
  registrationId: string;
  productId: string;
  registeredAt: string;
}

/** GET /api/products?clearCache=true: the caller's registered products, read fresh. */
export interface UserProductsResponseDto {
  registrations: ProductRegistrationDto[];
}

/** notification-service: one of the caller's header notifications. */
export interface NotificationDto {
  id: number;
  title: string;
  message: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface NewsletterDto {
  newsletterId: string;
  name: string;
  description: string;
  frequency: string;
  subscribed: boolean;
}

/** A person at the provider the user's account works with (spec 1 §3 `{product}Contacts`). */
export interface ProviderContactDto {
  role: string;
  fullName: string;
  email: string;
  phone: string;
}

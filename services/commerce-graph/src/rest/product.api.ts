import {
  productContracts,
  productRegistrationContracts,
  userProductContracts,
  type ProductRegistrationDto,
  type ProductsResponseDto,
  type UserProductsResponseDto,
} from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** The catalogue changes with a release: five minutes in the shared cache is plenty. */
export const PRODUCT_CATALOGUE_TTL_SECONDS = 300;

// product-service (spec 3 §7) and user-service product registration.
export class ProductApi extends PortalRestDataSource {
  /** GET /product-service/api/v2/products: products and featureCategories; public, cached. */
  catalogue(): Promise<ProductsResponseDto> {
    return this.callContract(productContracts.catalogue, {}, { cache: { ttl: PRODUCT_CATALOGUE_TTL_SECONDS } });
  }

  /** GET /api/products?clearCache=true: the caller's registered products, never cached. */
  registrations(): Promise<UserProductsResponseDto> {
    return this.callContract(userProductContracts.registrations, { query: { clearCache: 'true' } }, { cache: false });
  }

  /** POST api/user/registration/{registrationId} (under user-service): 201 with the claim. */
  register(registrationId: string): Promise<ProductRegistrationDto> {
    return this.callContract(productRegistrationContracts.claim, { params: { registrationId } }, { emptyIsSuccess: false });
  }
}

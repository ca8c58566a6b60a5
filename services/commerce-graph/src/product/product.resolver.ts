import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { CommerceContext } from '../context.js';
import { RegisterProductArgs } from './product.args.js';
import { toCatalogue, toMyProducts } from './product.mapper.js';
import { MyProducts, ProductCatalogue } from './product.type.js';
import { SIGN_IN_FOR_PRODUCTS_MESSAGE } from './signedIn.js';

async function myProducts(ctx: CommerceContext): Promise<MyProducts> {
  // Two calls whatever the number of products: the cached catalogue and the user's registrations.
  const [catalogue, mine] = await Promise.all([ctx.products.catalogue(), ctx.products.registrations()]);
  return toMyProducts(toCatalogue(catalogue), mine.registrations);
}

@SignInMessage(SIGN_IN_FOR_PRODUCTS_MESSAGE)
@Resolver()
export class ProductResolver {
  @Query(() => ProductCatalogue, { description: 'Every product and feature category (public)' })
  async productCatalogue(@Ctx() ctx: CommerceContext): Promise<ProductCatalogue> {
    return toCatalogue(await ctx.products.catalogue());
  }

  @Authorized()
  @Query(() => MyProducts, { description: "The signed-in user's registered products and their features" })
  myProducts(@Ctx() ctx: CommerceContext): Promise<MyProducts> {
    return myProducts(ctx);
  }

  // Spec 3 §5: the page maps a 404, 500 or 502 to its own message and shows any other as sent,
  // so the service's status and message pass through unchanged.
  @Authorized()
  @Mutation(() => MyProducts, { description: 'Registers a product by its registration id; answers the products afterwards' })
  async registerProduct(@Args() { registrationId }: RegisterProductArgs, @Ctx() ctx: CommerceContext): Promise<MyProducts> {
    await ctx.products.register(registrationId);
    return myProducts(ctx);
  }
}

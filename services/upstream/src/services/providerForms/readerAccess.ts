// What the inquiry page may offer a reader (spec 1 §3 access flags, §6): inquiry when one of
// their products has the 'inquiry' feature, a guidance session when one has 'guidance-sessions',
// a research request with any subscription but GUEST. A reader's products are those their
// subscriptions name (the catalogue's subscriptionType) and those they registered.
import { eq } from 'drizzle-orm';
import type { InquiryAccess } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { productRegistrations } from '../accountExtras/db/schema.js';
import type { AuthUser } from '../auth/userStore.js';
import { PRODUCTS } from '../product/catalogue.js';

const GUEST = 'GUEST';

export async function inquiryAccessOf(db: Database, user: Pick<AuthUser, 'id' | 'subscriptions'>): Promise<InquiryAccess> {
  const subscriptions = new Set(user.subscriptions.map((subscription) => subscription.trim().toUpperCase()));
  const registered = await db
    .select({ productId: productRegistrations.productId })
    .from(productRegistrations)
    .where(eq(productRegistrations.userId, user.id));
  const productIds = new Set(registered.map((row) => row.productId));
  const products = PRODUCTS.filter((product) => subscriptions.has(product.subscriptionType) || productIds.has(product.productId));
  const features = new Set(products.flatMap((product) => product.featureIds));
  return {
    userCanSubmitInquiry: features.has('inquiry'),
    userCanAskGuidance: features.has('guidance-sessions'),
    researchRequestAccess: [...subscriptions].some((subscription) => subscription !== GUEST),
  };
}

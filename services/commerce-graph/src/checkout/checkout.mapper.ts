// REST answers of the checkout service as the graph's checkout types (prices formatted once, here).
import type { CheckoutLineDto, CheckoutSessionDto, OrderProcessingDto } from '@portal/contracts';
import { formatPrice } from '@portal/domain';
import type { CheckoutItem, CheckoutSession, OrderProcessing } from './checkout.type.js';

const itemOf = (line: CheckoutLineDto): CheckoutItem => ({ ...line, price: formatPrice(line.priceCents) });

export function sessionOf(dto: CheckoutSessionDto): CheckoutSession {
  return { ...dto, items: dto.items.map(itemOf), total: formatPrice(dto.totalCents, dto.currency) };
}

/** Spec 2 §4: a string answer is 'pending' or else failed; an object is the purchase response. */
export function orderProcessingOf(dto: OrderProcessingDto): OrderProcessing {
  if (dto === 'pending') return { status: 'pending', purchase: null };
  if (typeof dto === 'string') return { status: 'failed', purchase: null };
  return { status: 'paid', purchase: { ...dto, purchaseItems: dto.purchaseItems.map(itemOf) } };
}

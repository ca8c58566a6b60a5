import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One line of a checkout, priced by the server from the catalogue' })
export class CheckoutItem {
  @Field() contentId!: string;
  @Field({ description: "'research' or 'webinar'" }) kind!: string;
  @Field({ description: 'Spec 2 §3 cartType: RES for research; a webinar carries its own type' }) cartType!: string;
  @Field() title!: string;
  @Field() path!: string;
  @Field(() => Int, { description: 'In cents' }) priceCents!: number;
  @Field({ description: "As shown, e.g. '$2,495.00'" }) price!: string;
}

@ObjectType({ description: "A checkout of the signed-in reader's cart; its id is the idempotency key of its one order" })
export class CheckoutSession {
  @Field(() => ID) sessionId!: string;
  @Field(() => [CheckoutItem]) items!: CheckoutItem[];
  @Field(() => Int, { description: 'In cents, computed by the server' }) totalCents!: number;
  @Field() currency!: string;
  @Field({ description: "As shown, e.g. '$2,495.00'" }) total!: string;
  @Field(() => String, { nullable: true, description: "The order placed for this checkout: 'pending', 'paid' or 'failed'; null before payment" })
  orderStatus!: string | null;
}

@ObjectType({ description: 'Spec 2 §4 transaction start: the order placed for a checkout' })
export class TransactionStart {
  @Field(() => ID) sessionId!: string;
  @Field({ description: "'pending', 'paid' or 'failed'" }) orderStatus!: string;
}

@ObjectType({ description: 'Spec 2 §3 purchase response' })
export class PurchaseResponse {
  @Field() companyName!: string;
  @Field() billingCountry!: string;
  @Field() billingAddress1!: string;
  @Field() billingAddress2!: string;
  @Field() billingCity!: string;
  @Field() billingState!: string;
  @Field() billingZipCode!: string;
  @Field() billingPhone!: string;
  @Field() billingEmail!: string;
  @Field() billingName!: string;
  @Field({ description: 'The card number with all but its last 4 digits masked' }) maskedCCNumber!: string;
  @Field() cardBrand!: string;
  @Field({ description: 'In dollars, e.g. 2495' }) transactionAmount!: number;
  @Field() currency!: string;
  @Field() transactionID!: string;
  @Field(() => String, { nullable: true }) webinarPasscode!: string | null;
  @Field(() => String, { nullable: true }) webinarEventNum!: string | null;
  @Field(() => [CheckoutItem]) purchaseItems!: CheckoutItem[];
  @Field({ description: 'The order held a peer discussion' }) inService!: boolean;
}

@ObjectType({ description: "Spec 2 §4 order processing: 'pending' (poll again), 'failed', or 'paid' with the purchase response" })
export class OrderProcessing {
  @Field({ description: "'pending', 'failed' or 'paid'" }) status!: string;
  @Field(() => PurchaseResponse, { nullable: true }) purchase!: PurchaseResponse | null;
}

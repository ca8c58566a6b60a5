import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One line of a checkout, priced by the server from the catalogue' })
export class CheckoutItem {
  @Field({ description: 'The id of the piece of content (report RES…, webinar WEB…)' }) contentId!: string;
  @Field({ description: "'research' or 'webinar'" }) kind!: string;
  @Field({ description: 'Spec 2 §3 cartType: RES for research; a webinar carries its own type' }) cartType!: string;
  @Field({ description: 'The checkout item\'s title' }) title!: string;
  @Field({ description: 'The path of its page on the portal' }) path!: string;
  @Field(() => Int, { description: 'In cents' }) priceCents!: number;
  @Field({ description: "As shown, e.g. '$2,495.00'" }) price!: string;
}

@ObjectType({ description: "A checkout of the signed-in reader's cart; its id is the idempotency key of its one order" })
export class CheckoutSession {
  @Field(() => ID, { description: 'The id of the checkout session' }) sessionId!: string;
  @Field(() => [CheckoutItem], { description: 'The items being bought' }) items!: CheckoutItem[];
  @Field(() => Int, { description: 'In cents, computed by the server' }) totalCents!: number;
  @Field({ description: 'The ISO currency code of the prices (USD …)' }) currency!: string;
  @Field({ description: "As shown, e.g. '$2,495.00'" }) total!: string;
  @Field(() => String, { nullable: true, description: "The order placed for this checkout: 'pending', 'paid' or 'failed'; null before payment" })
  orderStatus!: string | null;
}

@ObjectType({ description: 'Spec 2 §4 transaction start: the order placed for a checkout' })
export class TransactionStart {
  @Field(() => ID, { description: 'The id of the checkout session' }) sessionId!: string;
  @Field({ description: "'pending', 'paid' or 'failed'" }) orderStatus!: string;
}

@ObjectType({ description: 'Spec 2 §3 purchase response' })
export class PurchaseResponse {
  @Field({ description: 'Company name' }) companyName!: string;
  @Field({ description: 'Billing country' }) billingCountry!: string;
  @Field({ description: 'Billing street address' }) billingAddress1!: string;
  @Field({ description: 'Second line of the billing address' }) billingAddress2!: string;
  @Field({ description: 'Billing city' }) billingCity!: string;
  @Field({ description: 'Billing state or province' }) billingState!: string;
  @Field({ description: 'Billing ZIP or postal code' }) billingZipCode!: string;
  @Field({ description: 'Billing phone number' }) billingPhone!: string;
  @Field({ description: 'Billing e-mail address' }) billingEmail!: string;
  @Field({ description: 'Name of the buyer' }) billingName!: string;
  @Field({ description: 'The card number with all but its last 4 digits masked' }) maskedCCNumber!: string;
  @Field({ description: 'The brand of the card paid with (visa …)' }) cardBrand!: string;
  @Field({ description: 'In dollars, e.g. 2495' }) transactionAmount!: number;
  @Field({ description: 'The ISO currency code of the prices (USD …)' }) currency!: string;
  @Field({ description: 'The payment transaction id' }) transactionID!: string;
  @Field(() => String, { description: 'The passcode to join a bought webinar', nullable: true }) webinarPasscode!: string | null;
  @Field(() => String, { description: 'The event number to join a bought webinar', nullable: true }) webinarEventNum!: string | null;
  @Field(() => [CheckoutItem], { description: 'What was bought' }) purchaseItems!: CheckoutItem[];
  @Field({ description: 'The order held a peer discussion' }) inService!: boolean;
}

@ObjectType({ description: "Spec 2 §4 order processing: 'pending' (poll again), 'failed', or 'paid' with the purchase response" })
export class OrderProcessing {
  @Field({ description: "'pending', 'failed' or 'paid'" }) status!: string;
  @Field(() => PurchaseResponse, { description: 'Its price and whether it is in the reader\'s cart; null when it is not for sale', nullable: true }) purchase!: PurchaseResponse | null;
}

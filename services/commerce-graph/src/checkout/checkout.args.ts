import { CAPTCHA_FAILED, CARD_MESSAGES, CHECKOUT_PHONE_MESSAGE, CHECKOUT_TEXT_MAX_LENGTH, REQUIRED_MESSAGE, maxLengthMessage } from '@portal/domain';
import { IsNotEmpty, IsUUID, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { IsCardExpiry, IsCardNumber, IsSecurityCode } from './cardRules.validators.js';

const text = (max = CHECKOUT_TEXT_MAX_LENGTH) => MaxLength(max, { message: maxLengthMessage(max) });
const required = () => Matches(/\S/, { message: REQUIRED_MESSAGE });

@ArgsType()
export class CheckoutSessionArgs {
  @Field(() => ID, { description: 'The checkout session id (startCheckout)' })
  @IsUUID('all', { message: 'Invalid checkout session id' })
  sessionId!: string;
}

@InputType({ description: 'Spec 2 §3 checkout form: billing, the card (never stored: brand and last 4 only) and the captcha' })
export class CheckoutInput {
  @Field(() => ID, { description: 'The id of the checkout session' }) @IsUUID('all', { message: 'Invalid checkout session id' }) sessionId!: string;
  @Field({ description: 'Company name' }) @required() @text() companyName!: string;
  @Field({ description: 'Billing country' }) @required() @text() billingCountry!: string;
  @Field({ description: 'Billing street address' }) @required() @text() billingAddress1!: string;
  @Field({ description: 'Second line of the billing address', defaultValue: '' }) @text() billingAddress2!: string;
  @Field({ description: 'Billing city' }) @required() @text() billingCity!: string;
  @Field({ description: 'Billing state or province' }) @required() @text() billingState!: string;
  @Field({ description: 'Billing ZIP or postal code' }) @required() @text(20) billingZipCode!: string;
  @Field({ description: 'Billing phone number' }) @required() @Matches(/^[+\d][\d\s().-]{5,}$/, { message: CHECKOUT_PHONE_MESSAGE }) @text(30) billingPhone!: string;
  @Field({ description: 'Name on card' }) @IsNotEmpty({ message: CARD_MESSAGES.nameRequired }) @required() @text() nameOnCard!: string;
  @Field({ description: 'Card number' }) @MaxLength(40, { message: CARD_MESSAGES.numberInvalid }) @IsCardNumber() cardNumber!: string;
  @Field({ description: 'Expiration date (MM/YY)' }) @IsCardExpiry() expiry!: string;
  @Field({ description: 'Security code' }) @IsSecurityCode() securityCode!: string;
  @Field({ description: 'The captcha solution (ALTCHA payload or reCAPTCHA token)' })
  @Matches(/\S/, { message: CAPTCHA_FAILED })
  @MaxLength(16_384, { message: CAPTCHA_FAILED })
  recaptchaToken!: string;
}

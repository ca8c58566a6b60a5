import { PAYMENT_WEBHOOK_MAX_BYTES, PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE, PAYMENT_WEBHOOK_TOO_LARGE_MESSAGE } from '@portal/domain';
import { IsNotEmpty, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

// The same bound as the gateway's route (characters never outnumber UTF-8 bytes), for a caller of
// the mutation that did not come through it.
@ArgsType()
export class PaymentWebhookArgs {
  @Field(() => String, { description: "The processor's event, its raw JSON as received" })
  @MaxLength(PAYMENT_WEBHOOK_MAX_BYTES, { message: PAYMENT_WEBHOOK_TOO_LARGE_MESSAGE })
  payload!: string;

  @Field(() => String, { description: 'Its Stripe-Signature header' })
  @IsNotEmpty({ message: PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE })
  @MaxLength(4096, { message: PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE })
  signature!: string;
}

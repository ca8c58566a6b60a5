// Which processor moves the money: Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET
// for its webhooks), else the sandbox. Production refuses to start on the sandbox
// (@portal/domain productionSafety: PAYMENT_PROCESSOR).
import type { PaymentProcessor } from './paymentProcessor.js';
import { SandboxProcessor } from './sandboxProcessor.js';
import { StripeProcessor } from './stripeProcessor.js';

export function paymentProcessorFromEnv(env: NodeJS.ProcessEnv): PaymentProcessor {
  if (env.STRIPE_SECRET_KEY) {
    return new StripeProcessor({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiBase: env.STRIPE_API_BASE || undefined });
  }
  return new SandboxProcessor();
}

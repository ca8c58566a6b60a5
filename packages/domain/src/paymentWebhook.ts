// The payment processor's webhook at the portal's edge (the gateway's POST /webhooks/stripe): one
// definition of its path, the largest body it takes, and what it answers a request it refuses.
// Stripe sends JSON events of a few kilobytes; 256 kB leaves room without letting anyone make the
// gateway hold megabytes.
export const PAYMENT_WEBHOOK_ROUTE = '/webhooks/stripe';
export const PAYMENT_WEBHOOK_MAX_BYTES = 256 * 1024;
export const PAYMENT_WEBHOOK_CONTENT_TYPE = 'application/json';
export const PAYMENT_WEBHOOK_CONTENT_TYPE_MESSAGE = 'A payment webhook must be sent as application/json';
export const PAYMENT_WEBHOOK_TOO_LARGE_MESSAGE = `A payment webhook may not be larger than ${PAYMENT_WEBHOOK_MAX_BYTES / 1024} kB`;
export const PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE = 'A payment webhook must carry a Stripe-Signature header';

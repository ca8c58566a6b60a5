// Share tickets are bearer secrets like the others: made, hashed and checked by http/secretTokens.ts
// (SHARE_TICKET_BYTES random bytes, kept only as their hash). The name a ticket's hash goes by here.
export { hashSecretToken as hashTicket } from '../../http/secretTokens.js';

import { cartContracts } from '@portal/contracts';
import { fixtures } from '@portal/corpus';
import { JORDAN } from './demoUsers.js';
import { example } from './example.js';

// Restricted research: for sale to a visitor (no subscription).
const forSale = fixtures.restrictedReportId;
const visitor = { 'x-unregistered-user-id': 'contract-example-visitor' };

export const cartExamples = [
  example(cartContracts.count, { input: {} }, 'nobody: an empty cart'),
  example(cartContracts.list, { input: {}, headers: visitor }, 'a visitor'),
  example(cartContracts.addItem, { input: { body: { contentId: forSale } }, headers: { 'x-unregistered-user-id': 'contract-example-adder' }, status: 201 }, 'a visitor'),
  example(cartContracts.removeItem, { input: { params: { contentId: forSale } }, headers: visitor, status: 204 }),
  example(cartContracts.offers, { input: { query: { ids: forSale } }, headers: visitor }),
  example(cartContracts.merge, async (context) => ({ input: {}, headers: { ...(await context.signedAs(JORDAN)), 'x-unregistered-user-id': 'contract-example-merged' } })),
];

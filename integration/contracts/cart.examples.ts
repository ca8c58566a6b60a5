import { cartContracts } from '@portal/contracts';
import { research } from './demoUsers.js';
import { example } from './example.js';

export const cartExamples = [
  example(cartContracts.count, { input: {} }, 'nobody: an empty cart'),
  example(cartContracts.addItem, { input: { body: { contentId: research } }, headers: { 'x-unregistered-user-id': 'contract-example-visitor' }, status: 201 }, 'a visitor'),
];

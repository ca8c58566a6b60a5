// Every REST route the portal has a contract for. The contract test (integration/contracts.test.ts)
// walks this list against a running upstream and fails on a contract without an example.
import { alertsContracts } from './alerts.js';
import { analystContracts } from './analyst.js';
import { authContracts } from './auth.js';
import { cartContracts } from './cart.js';
import type { RestContract } from './contract.js';
import { newsletterContracts } from './newsletter.js';
import { notificationContracts } from './notification.js';
import { preferenceContracts } from './preference.js';
import { productContracts, productRegistrationContracts, userProductContracts } from './product.js';
import { userContracts } from './user.js';
import { webinarRegistrationContracts } from './webinarRegistration.js';

const services = [
  analystContracts,
  // account and commerce
  authContracts,
  userContracts,
  preferenceContracts,
  alertsContracts,
  cartContracts,
  productContracts,
  userProductContracts,
  productRegistrationContracts,
  notificationContracts,
  newsletterContracts,
  webinarRegistrationContracts,
];

export const allContracts: readonly RestContract[] = services.flatMap((service) => Object.values(service) as RestContract[]);

// Every contract's examples. A service's examples live in `<service>.examples.ts` next to this file.
import { alertsExamples } from './alerts.examples.js';
import { analystExamples } from './analyst.examples.js';
import { authExamples } from './auth.examples.js';
import { cartExamples } from './cart.examples.js';
import { newsletterExamples } from './newsletter.examples.js';
import { notificationExamples } from './notification.examples.js';
import { preferenceExamples } from './preference.examples.js';
import { productExamples } from './product.examples.js';
import { userExamples } from './user.examples.js';
import { webinarRegistrationExamples } from './webinarRegistration.examples.js';
import type { ContractExample } from './example.js';

export const contractExamples: readonly ContractExample[] = [
  ...analystExamples,
  ...authExamples,
  ...userExamples,
  ...preferenceExamples,
  ...alertsExamples,
  ...cartExamples,
  ...productExamples,
  ...notificationExamples,
  ...newsletterExamples,
  ...webinarRegistrationExamples,
];

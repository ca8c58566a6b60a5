// Every contract's examples. A service's examples live in `<service>.examples.ts` next to this file.
import { alertsExamples } from './alerts.examples.js';
import { analystExamples } from './analyst.examples.js';
import { appconfigExamples } from './appconfig.examples.js';
import { authExamples } from './auth.examples.js';
import { cartExamples } from './cart.examples.js';
import { checkoutExamples } from './checkout.examples.js';
import { contentExamples } from './content.examples.js';
import { favoritesExamples } from './favorites.examples.js';
import { feedbackExamples } from './feedback.examples.js';
import type { ContractExample } from './example.js';
import { flexExamples } from './flex.examples.js';
import { identityExamples } from './identity.examples.js';
import { initiativeExamples } from './initiative.examples.js';
import { insightExamples } from './insights.examples.js';
import { izolaExamples } from './izola.examples.js';
import { listingContentExamples } from './listingContent.examples.js';
import { navigationExamples } from './navigation.examples.js';
import { newsletterExamples } from './newsletter.examples.js';
import { notificationExamples } from './notification.examples.js';
import { permissionExamples } from './permission.examples.js';
import { preferenceExamples } from './preference.examples.js';
import { productExamples } from './product.examples.js';
import { promptmanagerExamples } from './promptmanager.examples.js';
import { providerFormsExamples } from './providerForms.examples.js';
import { researchExamples } from './research.examples.js';
import { documentExamples } from './documents.examples.js';
import { searchExamples } from './search.examples.js';
import { sharesExamples } from './shares.examples.js';
import { reprintsExamples } from './reprints.examples.js';
import { serviceCatalogExamples } from './serviceCatalog.examples.js';
import { technologyExamples } from './technology.examples.js';
import { userExamples } from './user.examples.js';
import { webinarExamples } from './webinar.examples.js';
import { webinarRegistrationExamples } from './webinarRegistration.examples.js';
import { webinarWatchExamples } from './webinarWatch.examples.js';

export const contractExamples: readonly ContractExample[] = [
  // content and search
  ...analystExamples,
  ...appconfigExamples,
  ...navigationExamples,
  ...contentExamples,
  ...researchExamples,
  ...searchExamples,
  ...technologyExamples,
  ...webinarExamples,
  ...listingContentExamples,
  ...serviceCatalogExamples,
  ...insightExamples,
  ...flexExamples,
  // account and commerce
  ...authExamples,
  ...userExamples,
  ...preferenceExamples,
  ...alertsExamples,
  ...cartExamples,
  ...productExamples,
  ...notificationExamples,
  ...newsletterExamples,
  ...webinarRegistrationExamples,
  ...webinarWatchExamples,
  ...identityExamples,
  ...feedbackExamples,
  ...initiativeExamples,
  ...checkoutExamples,
  ...favoritesExamples,
  ...sharesExamples,
  ...reprintsExamples,
  ...providerFormsExamples,
  // the AI assistant
  ...izolaExamples,
  ...promptmanagerExamples,
  ...permissionExamples,
  // report downloads (issue #13)
  ...documentExamples,
];

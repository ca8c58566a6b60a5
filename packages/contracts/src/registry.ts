// Every REST route the portal has a contract for. The contract test (integration/contracts.test.ts)
// walks this list against a running upstream and fails on a contract without an example.
import { alertsContracts } from './alerts.js';
import { analystContracts } from './analyst.js';
import { appconfigContracts } from './appconfig.js';
import { authContracts } from './auth.js';
import { cartContracts } from './cart.js';
import { checkoutContracts } from './checkout.js';
import { contentContracts, contentItemContracts } from './content.js';
import { favoritesContracts } from './favorites.js';
import { sharesContracts } from './shares.js';
import { reprintsContracts } from './reprints.js';
import { permissionContracts } from './permission.js';
import { promptmanagerContracts } from './promptmanager.js';
import { providerFormsContracts } from './providerForms.js';
import { feedbackContracts } from './feedback.js';
import { initiativeContracts } from './initiative.js';
import { izolaContracts } from './izola.js';
import { captchaContracts, passwordContracts, passwordlessContracts, registrationContracts } from './identity.js';
import type { RestContract } from './contract.js';
import { blueprintContracts, flexContracts } from './flex.js';
import { planningGuideContracts, predictionContracts } from './insights.js';
import { playbookContracts, surveyContracts } from './listingContent.js';
import { navigationContracts } from './navigation.js';
import { newsletterContracts } from './newsletter.js';
import { notificationContracts } from './notification.js';
import { preferenceContracts } from './preference.js';
import { productContracts, productRegistrationContracts, userProductContracts } from './product.js';
import { researchContracts } from './research.js';
import { downloadAssetContracts, downloadImageContracts, personalisedPdfContracts, researchPdfContracts, watermarkContracts } from './documents.js';
import { searchContracts } from './search.js';
import { priorityContracts, serviceContracts } from './serviceCatalog.js';
import { technologyContracts, technologySearchContracts } from './technology.js';
import { userContracts } from './user.js';
import { webinarContracts } from './webinar.js';
import { webinarRegistrationContracts } from './webinarRegistration.js';
import { webinarWatchContracts } from './webinarWatch.js';

const services = [
  // content and search
  analystContracts,
  appconfigContracts,
  navigationContracts,
  contentItemContracts,
  contentContracts,
  researchContracts,
  searchContracts,
  technologyContracts,
  technologySearchContracts,
  webinarContracts,
  playbookContracts,
  surveyContracts,
  serviceContracts,
  priorityContracts,
  planningGuideContracts,
  predictionContracts,
  flexContracts,
  blueprintContracts,
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
  providerFormsContracts,
  newsletterContracts,
  webinarRegistrationContracts,
  webinarWatchContracts,
  captchaContracts,
  passwordContracts,
  passwordlessContracts,
  registrationContracts,
  feedbackContracts,
  initiativeContracts,
  checkoutContracts,
  favoritesContracts,
  sharesContracts,
  reprintsContracts,
  // the AI assistant
  izolaContracts,
  promptmanagerContracts,
  permissionContracts,
  // report downloads (issue #13)
  researchPdfContracts,
  personalisedPdfContracts,
  watermarkContracts,
  downloadImageContracts,
  downloadAssetContracts,
];

export const allContracts: readonly RestContract[] = services.flatMap((service) => Object.values(service) as RestContract[]);

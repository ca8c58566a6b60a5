// Every REST route the portal has a contract for. The contract test (integration/contracts.test.ts)
// walks this list against a running upstream and fails on a contract without an example.
import { analystContracts } from './analyst.js';
import { appconfigContracts } from './appconfig.js';
import { contentContracts, contentItemContracts } from './content.js';
import type { RestContract } from './contract.js';
import { playbookContracts, surveyContracts } from './listingContent.js';
import { navigationContracts } from './navigation.js';
import { researchContracts } from './research.js';
import { webinarContracts } from './webinar.js';

const services = [analystContracts, appconfigContracts, navigationContracts, contentItemContracts, contentContracts, researchContracts, webinarContracts, playbookContracts, surveyContracts];

export const allContracts: readonly RestContract[] = services.flatMap((service) => Object.values(service) as RestContract[]);

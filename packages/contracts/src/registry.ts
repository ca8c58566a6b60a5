// Every REST route the portal has a contract for. The contract test (integration/contracts.test.ts)
// walks this list against a running upstream and fails on a contract without an example.
import { analystContracts } from './analyst.js';
import { appconfigContracts } from './appconfig.js';
import type { RestContract } from './contract.js';
import { navigationContracts } from './navigation.js';

const services = [analystContracts, appconfigContracts, navigationContracts];

export const allContracts: readonly RestContract[] = services.flatMap((service) => Object.values(service) as RestContract[]);

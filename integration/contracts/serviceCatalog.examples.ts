import { priorityContracts, serviceContracts } from '@portal/contracts';
import { DEFAULT_SEED, functionAreas, functionServices, marketInsightServices } from '@portal/corpus';
import { CLIENT, signed } from './demoUsers.js';
import { example } from './example.js';

const open = functionServices().find((service) => !service.isProtected)!;
// A visitor does not hold it, so its page answers nothing (204).
const protectedFunction = functionServices().find((service) => service.isProtected)!;
const [first, second] = functionAreas(DEFAULT_SEED).flatMap((area) => area.priorities);

export const serviceCatalogExamples = [
  example(serviceContracts.list, { input: {} }, 'a visitor'),
  example(serviceContracts.list, signed(CLIENT), 'a client'),
  example(serviceContracts.bySlug, { input: { query: { slug: marketInsightServices()[0].slug } } }),
  example(serviceContracts.get, { input: { params: { id: open.contentId } } }, 'a function page'),
  example(serviceContracts.get, { input: { params: { id: protectedFunction.contentId } }, status: 204 }, 'a protected function, to a visitor'),
  example(priorityContracts.get, { input: { params: { id: first.id } } }),
  example(priorityContracts.batch, { input: { query: { ids: [first.id, second.id].join(',') } } }),
];

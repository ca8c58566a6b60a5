// Query parameters shared by the services' zod schemas, as the contracts define them.
export { booleanParam, intParam } from '@portal/contracts';

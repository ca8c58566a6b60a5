export { FailedPage as Component } from './outcomeRoutes';

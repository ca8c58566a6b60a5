export { PendingPage as Component } from './outcomeRoutes';

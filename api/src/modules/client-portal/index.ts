export { clientPortalRoutes, requireActiveClient } from './routes';
export { clientAccounts } from './account';

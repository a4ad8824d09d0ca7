/** Administration of accounts, roles and the outbox: only its routes are public. */
export { adminRoutes } from './routes.ts';

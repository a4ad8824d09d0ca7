/** Referrals between professionals (ADR 0042): the routes, listed once in app.ts. */
export { referralRoutes } from './routes.ts';

/** Referrals between professionals (ADR 0042): the routes, listed once in app.ts. */
export { referralRoutes } from './routes.ts';
/** For the role workspaces (modules/workspace, ADR 0048). */
export { waitingReferrals } from './workspace.ts';

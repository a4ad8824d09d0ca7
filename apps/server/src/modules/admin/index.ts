/** Administration of accounts, roles and the outbox: only its routes are public. */
export { adminRoutes } from './routes.ts';
/** For the role workspaces (modules/workspace, ADR 0048). */
export { platformFailures, practiceAdminWork } from './workspace.ts';

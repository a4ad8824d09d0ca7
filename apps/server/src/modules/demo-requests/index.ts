/** Requests for a demo, and their administration. */
export { demoRequestRoutes } from './routes.ts';
/** For the role workspaces (modules/workspace, ADR 0048). */
export { newDemoRequests } from './workspace.ts';

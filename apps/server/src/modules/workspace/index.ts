/** Role workspaces (ADR 0048): each role's dashboard, gathered from the other modules' records. */
export { workspaceRoutes } from './routes.ts';

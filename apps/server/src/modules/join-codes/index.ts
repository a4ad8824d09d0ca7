/** An organization's join code and session policy, managed by its owner or administrator. */
export { joinCodeRoutes } from './routes.ts';

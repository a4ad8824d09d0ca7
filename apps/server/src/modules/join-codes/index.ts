/** An organization's join code and session policy, managed by its owner or administrator. */
export { joinCodeRoutes } from './routes.ts';
/** Whether the caller manages an organization (its owner or a practice administrator): billing details use it too. */
export { managedOrganization } from './service.ts';

/** Organizations: creating one (with its join code), and the platform's decisions on registrations. */
export { createOrganization, generateJoinCode, JOIN_CODE_LENGTH, normalizeJoinCode } from './create.ts';
export { organizationRequestRoutes } from './routes.ts';
export {
  approveOrganizationRequest,
  declineOrganizationRequest,
  listOrganizationRequests,
  type RequestStatus,
} from './service.ts';
/** For the role workspaces (modules/workspace, ADR 0048). */
export { pendingOrganizationRequests } from './workspace.ts';

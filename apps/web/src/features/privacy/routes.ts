import { pending, type ScreenRoute } from '../../lib/routes.ts';

/** The patient's care team, sharing and consent (not built yet: every route is pending). */
export const routes: readonly ScreenRoute[] = [
  pending('/patient/care-team', 'careTeam', ['patient']),
  pending('/patient/data-sharing', 'dataSharing', ['patient']),
  pending('/patient/access-requests', 'accessRequests', ['patient']),
  pending('/patient/consent-audit-log', 'consentAuditLog', ['patient']),
  pending('/patient/privacy', 'privacyCenter', ['patient']),
];

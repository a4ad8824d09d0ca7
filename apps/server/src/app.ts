/** Builds the Hono app: platform middleware, then one line per module router. */
import type {} from './app-deps.ts';
import { sessionCookieName } from './auth/auth.ts';
import { betterAuthRoutes } from './auth/handler.ts';
import { principalMiddleware } from './auth/principal.ts';
import { serviceContextMiddleware } from './platform/service-context.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { appointmentRoutes } from './modules/appointments/index.ts';
import { organizationRequestRoutes } from './modules/organizations/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { blogRoutes } from './modules/blog/index.ts';
import { bookingRoutes } from './modules/booking/index.ts';
import { invitationRoutes } from './modules/invitations/index.ts';
import { joinCodeRoutes } from './modules/join-codes/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { demoRequestRoutes } from './modules/demo-requests/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { meRoutes } from './modules/me/index.ts';
import { providerRoutes } from './modules/providers/index.ts';
import { indexHtmlResponse, seoRoutes } from './modules/seo/index.ts';
import { sessionRoutes } from './modules/session/index.ts';
import { auditTrailRoutes } from './modules/audit-trail/index.ts';
import { patientRoutes } from './modules/patients/index.ts';
import { dietPlanRoutes } from './modules/diet-plans/index.ts';
import { consultationRoutes } from './modules/consultations/index.ts';
import { labRoutes } from './modules/labs/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { fitnessRoutes } from './modules/fitness/index.ts';
import { knowledgeRoutes } from './modules/knowledge/index.ts';
import { claimRoutes } from './modules/claims/index.ts';
import { subscriptionRoutes } from './modules/subscriptions/index.ts';
import { messageRoutes } from './modules/messages/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { realtimeRoutes } from './modules/realtime/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { wellnessRoutes } from './modules/wellness/index.ts';
import { referralRoutes } from './modules/referrals/index.ts';
import { workspaceRoutes } from './modules/workspace/index.ts';
import { integrationRoutes } from './modules/integrations/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { complianceRoutes } from './modules/compliance/index.ts';
import { dataAdminRoutes } from './modules/data-admin/index.ts';
import type { AppDeps } from './platform/context.ts';
import { handleApiNotFound, handleError } from './platform/errors.ts';
import { requestContext } from './platform/http.ts';
import { inputGuard } from './platform/input-guard.ts';
import { metricsRoutes } from './platform/metrics.ts';
import { createRouter, registerOpenApi } from './platform/openapi.ts';
import { publicApiCache } from './platform/public-cache.ts';
import { DEFAULT_WEB_DIST, spa } from './platform/static.ts';

export interface BuildAppOptions {
  /** The built web app; defaults to apps/web/dist. */
  webDist?: string;
}

export function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = createRouter();
  app.use('*', requestContext(deps));
  app.use('/api/*', inputGuard()); // body size, NUL characters, JSON depth (platform/limits.ts)
  // Public reads answered from memory come before the principal: their answer is the same for all.
  app.use('/api/v1/*', publicApiCache());
  app.use('/api/v1/*', principalMiddleware());
  app.use('/api/v1/*', serviceContextMiddleware());

  app.route('/', betterAuthRoutes()); // /api/auth/* (better-auth)
  app.route('/', healthRoutes());
  app.route('/', metricsRoutes()); // GET /api/metrics: METRICS_TOKEN only (deny by default)
  app.route('/', authRoutes());
  app.route('/', sessionRoutes());
  app.route('/', meRoutes());
  app.route('/', adminRoutes());
  app.route('/', organizationRequestRoutes());
  app.route('/', blogRoutes());
  app.route('/', demoRequestRoutes());
  app.route('/', contactRoutes());
  app.route('/', providerRoutes());
  app.route('/', bookingRoutes());
  app.route('/', invitationRoutes());
  app.route('/', joinCodeRoutes());
  app.route('/', appointmentRoutes());
  app.route('/', patientRoutes());
  app.route('/', consultationRoutes());
  app.route('/', auditTrailRoutes());
  app.route('/', dietPlanRoutes());
  app.route('/', labRoutes());
  // billing: invoices, claims and the insurer's portal, the practice's subscription
  app.route('/', billingRoutes());
  app.route('/', claimRoutes());
  app.route('/', subscriptionRoutes());
  app.route('/', fitnessRoutes());
  app.route('/', messageRoutes());
  app.route('/', notificationRoutes());
  app.route('/', realtimeRoutes());
  app.route('/', privacyRoutes()); // the patient's privacy centre, access requests, privacy requests
  app.route('/', wellnessRoutes());
  app.route('/', referralRoutes());
  app.route('/', workspaceRoutes()); // each role's dashboard (ADR 0048)
  app.route('/', integrationRoutes());
  app.route('/', knowledgeRoutes());
  app.route('/', analyticsRoutes());
  app.route('/', complianceRoutes()); // the practice's compliance checklist (ADR 0050)
  app.route('/', dataAdminRoutes()); // backups, the practice's export, retention rules (ADR 0050)
  app.route('/', seoRoutes()); // /robots.txt, /sitemap.xml

  registerOpenApi(app, sessionCookieName(deps.config));
  app.all('/api', handleApiNotFound);
  app.all('/api/*', handleApiNotFound);
  // Public pages are rendered on the server, reading the API through these same routes in-process.
  const api = (url: string, init: RequestInit) => Promise.resolve(app.request(url, init));
  app.use(
    '*',
    spa(options.webDist ?? DEFAULT_WEB_DIST, (c, distDir) => indexHtmlResponse(c, distDir, api)),
  );
  app.notFound((c) => (c.req.path.startsWith('/api/') ? handleApiNotFound(c) : c.text('Not found', 404)));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof buildApp>;

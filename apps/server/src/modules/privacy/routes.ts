/**
 * The privacy centre's routes (contract and paths: packages/shared/src/privacy.ts). The patient's
 * routes answer only about their own records (another's is NOT_FOUND); professionals, laboratories
 * and insurers send access requests; a practice's administrators and staff handle its patients'
 * privacy requests.
 */
import {
  accessDecisionInputSchema,
  accessLogPageSchema,
  accessLogQuerySchema,
  accessRequestInputSchema,
  accessRequestSchema,
  careTeamViewSchema,
  careTeamVisibilityInputSchema,
  consentGrantInputSchema,
  consentGrantSchema,
  consentNarrowInputSchema,
  consentRecipientSchema,
  dataExportSchema,
  erasureRequestInputSchema,
  practicePrivacyRequestSchema,
  privacyOverviewSchema,
  privacyRequestSchema,
  removalRequestInputSchema,
  resolvePrivacyRequestInputSchema,
  sentAccessRequestSchema,
  sharedPatientSchema,
  emergencyAccessInputSchema,
  emergencyAccessSchema,
} from '@verdant/shared';
import { contentDisposition } from '../../platform/file-response.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { accessLog, accessLogCsv, accessLogFhir } from './access-log.ts';
import {
  careTeamView,
  createGrant,
  getGrant,
  listGrants,
  listRecipients,
  narrowGrant,
  requestRemoval,
  revokeGrant,
  setCareTeamVisibility,
} from './consent.ts';
import { downloadExport, requestExport } from './export.ts';
import { consentToFhir } from './fhir.ts';
import { listEmergencyAccess, listSharedPatients, openEmergencyAccess } from './outside.ts';
import { privacyOverview } from './overview.ts';
import { listPracticeRequests, requestErasure, resolvePracticeRequest } from './practice.ts';
import { createAccessRequest, decideRequest, listMyRequests, listSentRequests } from './requests.ts';

const TAGS = ['privacy'];
const PATIENT = { roles: ['patient'] } as const;
const REQUESTERS = { roles: ['dietitian', 'medical', 'fitness', 'lab', 'insurance'] } as const;
const PRACTICE = { roles: ['admin', 'staff'] } as const;
const PROFESSIONALS = { roles: ['dietitian', 'medical', 'fitness'] } as const;

const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const notFound = errorContent('Not one of your records or grants (`NOT_FOUND`)');
const Grant = documented(consentGrantSchema, 'ConsentGrant');
const CareTeam = documented(careTeamViewSchema, 'CareTeamView');
const Request = documented(accessRequestSchema, 'AccessRequest');
const Emergency = documented(emergencyAccessSchema, 'EmergencyAccess');
const PracticeRequest = documented(practicePrivacyRequestSchema, 'PracticePrivacyRequest');
const items = <T extends z.ZodType>(schema: T) => z.object({ items: z.array(schema) });

export function privacyRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'The privacy centre: your records, what each data category holds and who sees it now, your exports and your requests to the practice.',
      responses: { 200: jsonResponse(documented(privacyOverviewSchema, 'PrivacyOverview'), 'The overview') },
    }),
    async (c) => c.json(await privacyOverview(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/care-team',
      permission: PATIENT,
      tags: TAGS,
      summary: 'Your care team with what each member sees, and former members with their dates.',
      responses: { 200: jsonResponse(CareTeam, 'The care team') },
    }),
    async (c) => c.json(await careTeamView(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/privacy/care-team/visibility',
      permission: PATIENT,
      tags: TAGS,
      summary:
        "What one care-team member may see (within their kind's categories). Takes effect on their next request.",
      request: { body: jsonBody(careTeamVisibilityInputSchema) },
      responses: { 200: jsonResponse(CareTeam, 'The care team after it'), 404: notFound },
    }),
    async (c) => c.json(await setCareTeamVisibility(ctxOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/privacy/care-team/removal-requests',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'Asks the practice to take a professional off your care team (its administrators and staff are notified).',
      request: { body: jsonBody(removalRequestInputSchema) },
      responses: { 201: jsonResponse(z.object({ id: z.string() }), 'Asked'), 404: notFound },
    }),
    async (c) => {
      const row = await requestRemoval(ctxOf(c), c.req.valid('json'));
      return c.json({ id: row.id }, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/consents',
      permission: PATIENT,
      tags: TAGS,
      summary: 'Your consent directives: grants to recipients outside the care team and what you withheld.',
      responses: { 200: jsonResponse(items(Grant), 'The directives, newest first') },
    }),
    async (c) => c.json({ items: await listGrants(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/recipients',
      permission: PATIENT,
      tags: TAGS,
      summary: 'Organizations you may share with: laboratories, insurers and practices.',
      responses: { 200: jsonResponse(items(consentRecipientSchema), 'The organizations') },
    }),
    async (c) => c.json({ items: await listRecipients(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/privacy/consents',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'Shares categories of one of your records with an organization, for a purpose, until a date or revoked.',
      request: { body: jsonBody(consentGrantInputSchema) },
      responses: { 201: jsonResponse(Grant, 'Granted'), 404: notFound },
    }),
    async (c) => c.json(await createGrant(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/privacy/consents/{id}',
      permission: PATIENT,
      tags: TAGS,
      summary: 'Narrows a grant: fewer categories or an earlier end (`PRIVACY_CLOSED` once it ended).',
      request: { params: idParam, body: jsonBody(consentNarrowInputSchema) },
      responses: { 200: jsonResponse(Grant, 'The grant'), 404: notFound },
    }),
    async (c) => c.json(await narrowGrant(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/privacy/consents/{id}/revoke',
      permission: PATIENT,
      tags: TAGS,
      summary: 'Revokes a grant: the recipient is refused on their next request.',
      request: { params: idParam },
      responses: { 200: jsonResponse(Grant, 'The grant'), 404: notFound },
    }),
    async (c) => c.json(await revokeGrant(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/consents/{id}/fhir',
      permission: PATIENT,
      tags: TAGS,
      summary: 'A directive as a FHIR R4 Consent.',
      request: { params: idParam },
      responses: {
        200: {
          description: 'FHIR Consent',
          content: { 'application/fhir+json': { schema: z.object({}).passthrough() } },
        },
        404: notFound,
      },
    }),
    async (c) => {
      const grant = await getGrant(ctxOf(c), c.req.valid('param').id);
      c.header('content-type', 'application/fhir+json; charset=utf-8');
      // a FHIR document, not one of our JSON answers
      return c.body(JSON.stringify(consentToFhir(grant)), 200) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/access-requests',
      permission: PATIENT,
      tags: TAGS,
      summary: 'Who asked for access to your data and why (pending ones expire after 14 days).',
      responses: { 200: jsonResponse(items(Request), 'The requests, newest first') },
    }),
    async (c) => c.json({ items: await listMyRequests(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/privacy/access-requests/{id}/decide',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'Approves (possibly fewer categories, an earlier end: a grant on each of your records) or denies a request; the requester is told.',
      request: { params: idParam, body: jsonBody(accessDecisionInputSchema) },
      responses: { 200: jsonResponse(Request, 'The request'), 404: notFound },
    }),
    async (c) => c.json(await decideRequest(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/access-log',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'Every read and change of your records, newest first: who, what, when and why. Filters: `category`, `actor`, `from`/`to`, `hideOwn`.',
      request: { query: accessLogQuerySchema },
      responses: { 200: jsonResponse(documented(accessLogPageSchema, 'AccessLogPage'), 'A page') },
    }),
    async (c) => c.json(await accessLog(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/access-log.csv',
      permission: PATIENT,
      tags: TAGS,
      summary: 'The access log (same filters, up to 10,000 events) as CSV.',
      request: { query: accessLogQuerySchema },
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
    }),
    async (c) => {
      const csv = await accessLogCsv(ctxOf(c), c.req.valid('query'));
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', contentDisposition('attachment', 'access-log.csv'));
      c.header('cache-control', 'no-store');
      return c.body(csv, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/access-log.fhir',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'The access log (same filters, up to 10,000 events) as a FHIR R4 Bundle of AuditEvent entries.',
      request: { query: accessLogQuerySchema },
      responses: {
        200: {
          description: 'FHIR Bundle',
          content: { 'application/fhir+json': { schema: z.object({}).passthrough() } },
        },
      },
    }),
    async (c) => {
      const bundle = await accessLogFhir(ctxOf(c), c.req.valid('query'));
      c.header('content-type', 'application/fhir+json; charset=utf-8');
      c.header('content-disposition', contentDisposition('attachment', 'access-log.fhir.json'));
      c.header('cache-control', 'no-store');
      // a FHIR document, not one of our JSON answers
      return c.body(JSON.stringify(bundle), 200) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/privacy/exports',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'Starts building your export (a FHIR R4 Bundle with your documents); follow its progress in the overview.',
      responses: { 202: jsonResponse(dataExportSchema, 'Queued (or the one already on its way)') },
    }),
    async (c) => c.json(await requestExport(ctxOf(c)), 202),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/privacy/exports/{id}/download',
      permission: PATIENT,
      tags: TAGS,
      summary: 'Your export, once, within 24 hours (`PRIVACY_CLOSED` after); the file is deleted once sent.',
      request: { params: idParam },
      responses: {
        200: { description: 'FHIR Bundle', content: { 'application/fhir+json': { schema: z.string() } } },
        404: notFound,
      },
    }),
    async (c) => {
      const file = await downloadExport(ctxOf(c), c.req.valid('param').id);
      c.header('content-type', 'application/fhir+json');
      c.header('content-disposition', contentDisposition('attachment', file.filename));
      c.header('cache-control', 'no-store');
      return c.body(file.bytes as unknown as ArrayBuffer, 200) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/privacy/erasure-requests',
      permission: PATIENT,
      tags: TAGS,
      summary:
        'Asks the practice to erase your data or restrict its processing; it answers with what it keeps and why.',
      request: { body: jsonBody(erasureRequestInputSchema) },
      responses: {
        201: jsonResponse(documented(privacyRequestSchema, 'PrivacyRequest'), 'Asked'),
        404: notFound,
      },
    }),
    async (c) => c.json(await requestErasure(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/access-requests',
      permission: REQUESTERS,
      tags: TAGS,
      summary:
        'Asks a patient (by e-mail) for access to categories of their data. Always 202: whether anyone has that e-mail is never said. One request per address may wait at a time (`PRIVACY_ALREADY_PENDING`).',
      request: { body: jsonBody(accessRequestInputSchema) },
      responses: { 202: jsonResponse(z.object({ ok: z.literal(true) }), 'Sent') },
    }),
    async (c) => {
      await createAccessRequest(ctxOf(c), c.req.valid('json'));
      return c.json({ ok: true as const }, 202);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/access-requests',
      permission: REQUESTERS,
      tags: TAGS,
      summary: "Your organization's access requests and their answers.",
      responses: { 200: jsonResponse(items(sentAccessRequestSchema), 'The requests, newest first') },
    }),
    async (c) => c.json({ items: await listSentRequests(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/privacy-requests',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        "Your practice's patients' privacy requests (care-team removal, erasure, restriction), open ones first; `patientId`: one patient's.",
      request: { query: z.object({ patientId: z.string().max(100).optional() }) },
      responses: { 200: jsonResponse(items(PracticeRequest), 'The requests') },
    }),
    async (c) => c.json({ items: await listPracticeRequests(ctxOf(c), c.req.valid('query').patientId) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/privacy-requests/{id}/resolve',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Completes or declines a request with the note the patient reads (what was done, the legal reason for what is kept). Completing an erasure deletes documents and recordings for real.',
      request: { params: idParam, body: jsonBody(resolvePrivacyRequestInputSchema) },
      responses: { 200: jsonResponse(PracticeRequest, 'The request'), 404: notFound },
    }),
    async (c) =>
      c.json(await resolvePracticeRequest(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/shared-patients',
      permission: REQUESTERS,
      tags: TAGS,
      summary:
        'The patient records an active grant shares with your organization (a laboratory, an insurer, another practice) and the categories it shares; read them through the ordinary patient routes (ADR 0038). One audited read.',
      responses: {
        200: jsonResponse(items(documented(sharedPatientSchema, 'SharedPatient')), 'The records'),
      },
    }),
    async (c) => c.json(await listSharedPatients(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/emergency-access',
      permission: PROFESSIONALS,
      tags: TAGS,
      summary:
        "Break the glass: open a patient record of your practice (by the patient's e-mail) in an emergency, with a written reason, for an hour. Audited as its own event, shown to the patient and told to the practice's administrators (ADR 0038).",
      request: { body: jsonBody(emergencyAccessInputSchema) },
      responses: {
        201: jsonResponse(Emergency, 'Opened until `until`'),
        404: errorContent('No patient with that e-mail in your practice (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json(await openEmergencyAccess(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/emergency-access',
      permission: PROFESSIONALS,
      tags: TAGS,
      summary: 'Your emergency accesses in your practice, newest first (`active` until they end).',
      responses: { 200: jsonResponse(items(Emergency), 'The accesses') },
    }),
    async (c) => c.json(await listEmergencyAccess(ctxOf(c)), 200),
  );

  return app;
}

/** `/api/v1/admin/compliance/…`: the practice's checklist, two-factor requirement, breaches, article 30 PDF (ADR 0050). */
import {
  breachInputSchema,
  breachSchema,
  breachUpdateSchema,
  complianceReportSchema,
  twoFactorPolicyInputSchema,
  twoFactorPolicySchema,
} from '@verdant/shared/compliance';
import { contentDisposition } from '../../platform/file-response.ts';
import { requestLanguage } from '../../platform/language.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { createBreach, listBreaches, updateBreach } from './breaches.ts';
import { processingRecordPdf } from './processing-record.ts';
import { complianceReport, setTwoFactorPolicy, twoFactorPolicy } from './service.ts';

const TAGS = ['admin'];
const ADMIN = { roles: ['admin'] } as const;
const Breach = documented(breachSchema, 'BreachReport');
const TwoFactorPolicy = documented(twoFactorPolicySchema, 'TwoFactorPolicy');

export function complianceRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/compliance',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'The checklist of your practice, computed now from its settings and records (break-the-glass reasons read: audit-logged)',
      responses: {
        200: jsonResponse(documented(complianceReportSchema, 'ComplianceReport'), 'The checklist'),
      },
    }),
    async (c) => c.json(await complianceReport(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/compliance/two-factor',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Whether your practice requires two-factor of its professionals and staff, and how many lack it',
      responses: { 200: jsonResponse(TwoFactorPolicy, 'The requirement') },
    }),
    async (c) => c.json(await twoFactorPolicy(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/admin/compliance/two-factor',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Require (or stop requiring) two-factor of your practice’s professionals and staff; takes effect at their next request; audit-logged',
      request: { body: jsonBody(twoFactorPolicyInputSchema) },
      responses: { 200: jsonResponse(TwoFactorPolicy, 'The requirement') },
    }),
    async (c) => {
      const policy = await setTwoFactorPolicy(ctxOf(c), c.req.valid('json').required);
      c.var.deps.principals.clear(); // this instance at once; the others on NOTIFY verdant_auth
      return c.json(policy, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/compliance/processing-record.pdf',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'The record of processing activities (GDPR article 30) of your practice, in your language; audit-logged',
      responses: {
        200: {
          description: 'PDF',
          content: {
            'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
          },
        },
      },
    }),
    async (c) => {
      const language = requestLanguage(c);
      const pdf = await processingRecordPdf(ctxOf(c), language);
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition(
            'attachment',
            language === 'es' ? 'registro-de-tratamiento.pdf' : 'record-of-processing.pdf',
          ),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/compliance/breaches',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Breach reports of your practice, newest discovery first, each with its 72-hour deadline',
      responses: { 200: jsonResponse(z.array(Breach), 'Breach reports') },
    }),
    async (c) => c.json(await listBreaches(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/compliance/breaches',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Record a personal-data breach: what happened, who is affected, what was done; audit-logged',
      request: { body: jsonBody(breachInputSchema) },
      responses: {
        201: jsonResponse(Breach, 'The breach report'),
        400: errorContent('Invalid fields, or discovered in the future (`VALIDATION_FAILED`)'),
      },
    }),
    async (c) => c.json(await createBreach(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/admin/compliance/breaches/{id}',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Mark the authority notified, the people told, or close the report; update its measures; audit-logged',
      request: { params: idParam, body: jsonBody(breachUpdateSchema) },
      responses: {
        200: jsonResponse(Breach, 'The breach report'),
        404: errorContent('Not a breach report of your practice (`NOT_FOUND`)'),
        409: errorContent('Closed, or a status change not allowed (`CONFLICT`)'),
      },
    }),
    async (c) => c.json(await updateBreach(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  return app;
}

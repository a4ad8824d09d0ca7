/**
 * `/api/v1/analytics/…` (the contract is `packages/shared/src/analytics.ts`; docs/decisions/0040):
 * the practice's figures and outcomes for a period, the list behind each figure, the filters'
 * options and the practice's sharing setting. For the practice's roles; a platform administrator,
 * laboratory, insurer or patient is refused.
 */
import {
  analyticsListPageSchema,
  analyticsListQuerySchema,
  analyticsOptionsSchema,
  analyticsQuerySchema,
  analyticsSettingsInputSchema,
  analyticsSettingsSchema,
  outcomeFiguresSchema,
  practiceFiguresSchema,
  reportQuerySchema,
  reportRunInputSchema,
  reportRunListSchema,
  reportRunSchema,
  reportSchema,
} from '@verdant/shared';
import { idParam } from '../../platform/params.ts';
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
import { ctxOf } from '../../platform/service-context.ts';
import { analyticsList } from './list.ts';
import { runReport } from './reports.ts';
import { downloadReportRun, listReportRuns, requestReportRun } from './runs.ts';
import {
  analyticsOptions,
  getAnalyticsSettings,
  getOutcomeFigures,
  getPracticeFigures,
  setAnalyticsSettings,
} from './service.ts';

export const ANALYTICS_ROLES = { roles: ['admin', 'staff', 'dietitian', 'medical', 'fitness'] } as const;
const TAGS = ['analytics'];
const refused = errorContent('Not a member of a practice (`FORBIDDEN`)');

export function analyticsRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/analytics/practice',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        "The practice's figures for a period (`from`, `to`; default the last twelve months) and the period before it: appointments by status and month, new and returning patients, retention at 3 and 6 months, busiest hours, revenue invoiced and collected by month, receivables by age, per professional. Narrowed by `professionalId` and `serviceId`. A professional sees their own work unless the practice shares its figures.",
      request: { query: analyticsQuerySchema },
      responses: {
        200: jsonResponse(documented(practiceFiguresSchema, 'PracticeFigures'), 'The figures'),
        403: refused,
      },
    }),
    async (c) => c.json(await getPracticeFigures(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/analytics/outcomes',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        'Change since the first value on record to the latest one in the period (weight, BMI, waist, body fat, HbA1c, LDL) for the patients you see, and how many reached the goals the records can judge.',
      request: { query: analyticsQuerySchema },
      responses: {
        200: jsonResponse(documented(outcomeFiguresSchema, 'OutcomeFigures'), 'The outcomes'),
        403: refused,
      },
    }),
    async (c) => c.json(await getOutcomeFigures(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/analytics/list',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        'The records behind one figure (`figure`, with `month`, `bucket`, `hour` or `metric` where it has them), same filters; only patients you may see are listed (`hidden` counts the others). One `analytics.list` audit event.',
      request: { query: analyticsListQuerySchema },
      responses: {
        200: jsonResponse(documented(analyticsListPageSchema, 'AnalyticsListPage'), 'A page of records'),
        403: refused,
      },
    }),
    async (c) => c.json(await analyticsList(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/analytics/options',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        'The professionals and services you may filter the figures by (your own only when you see only your own).',
      responses: {
        200: jsonResponse(documented(analyticsOptionsSchema, 'AnalyticsOptions'), 'The options'),
        403: refused,
      },
    }),
    async (c) => c.json(await analyticsOptions(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/analytics/settings',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        'Whether the practice shares its figures with every professional, and whether you may change it.',
      responses: {
        200: jsonResponse(documented(analyticsSettingsSchema, 'AnalyticsSettings'), 'The setting'),
        403: refused,
      },
    }),
    async (c) => c.json(await getAnalyticsSettings(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/analytics/settings',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        "Share the practice's figures with every professional, or not (the practice's owner or an administrator; others `FORBIDDEN`).",
      request: { body: jsonBody(documented(analyticsSettingsInputSchema, 'AnalyticsSettingsInput')) },
      responses: {
        200: jsonResponse(documented(analyticsSettingsSchema, 'AnalyticsSettings'), 'Saved'),
        403: refused,
      },
    }),
    async (c) => c.json(await setAnalyticsSettings(ctxOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/reports',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        "A ready report (`kind`: patient-progress with `patientId`, monthly-summary, appointments, invoices, outstanding, audit) for a period and the analytics filters: `format=json` previews the first rows of each section, `csv` (formula-like cells prefixed with `'`) and `pdf` download all of it. The audit extract is for the practice's administrators. One audit event per report with every patient in it.",
      request: { query: reportQuerySchema },
      responses: {
        200: {
          description: 'The report',
          content: {
            'application/json': { schema: documented(reportSchema, 'Report') },
            'text/csv': { schema: z.string() },
            'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
          },
        },
        403: errorContent(
          'Not a member of a practice, or the audit extract without being an administrator (`FORBIDDEN`)',
        ),
        404: errorContent('No such patient in your scope (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const answer = await runReport(ctxOf(c), c.req.valid('query'), requestLanguage(c));
      if ('preview' in answer) return c.json(answer.preview, 200);
      const { file } = answer;
      return new Response(new Uint8Array(file.body), {
        status: 200,
        headers: {
          'content-type': file.contentType,
          'content-disposition': contentDisposition('attachment', file.filename),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      }) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/reports/runs',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        'Builds a report in the background (same kinds, period and filters as `GET /reports`; `format` csv or pdf): answers the queued run at once; the run shows its progress in `GET /reports/runs`, and a notification says when it is ready. Only the caller downloads it.',
      request: { body: jsonBody(documented(reportRunInputSchema, 'ReportRunInput')) },
      responses: {
        202: jsonResponse(documented(reportRunSchema, 'ReportRun'), 'Queued'),
        403: errorContent(
          'Not a member of a practice, or the audit extract without being an administrator (`FORBIDDEN`)',
        ),
      },
    }),
    async (c) => c.json(await requestReportRun(ctxOf(c), c.req.valid('json'), requestLanguage(c)), 202),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/reports/runs',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        'Your reports built in the background in this practice, newest first (the last ten): status and progress.',
      responses: {
        200: jsonResponse(documented(reportRunListSchema, 'ReportRunList'), 'Your runs'),
        403: refused,
      },
    }),
    async (c) => c.json({ items: await listReportRuns(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/reports/runs/{id}/file',
      permission: ANALYTICS_ROLES,
      tags: TAGS,
      summary:
        "The file of one of your ready runs (until it expires; `CONFLICT` before it is ready or after). Another user's run, or another practice's, is `NOT_FOUND`.",
      request: { params: idParam },
      responses: {
        200: {
          description: 'The report',
          content: {
            'text/csv': { schema: z.string() },
            'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
          },
        },
        404: errorContent('No such run of yours (`NOT_FOUND`)'),
        409: errorContent('Not ready, or expired (`CONFLICT`)'),
      },
    }),
    async (c) => {
      const file = await downloadReportRun(ctxOf(c), c.req.valid('param').id);
      return new Response(new Uint8Array(file.bytes), {
        status: 200,
        headers: {
          'content-type': file.contentType,
          'content-disposition': contentDisposition('attachment', file.filename),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      }) as never;
    },
  );

  return app;
}

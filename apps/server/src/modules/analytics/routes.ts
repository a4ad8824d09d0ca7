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
} from '@verdant/shared';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
} from '../../platform/openapi.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { analyticsList } from './list.ts';
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

  return app;
}

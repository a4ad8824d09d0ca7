/**
 * `/api/v1/me/wellness…` (the patient's own entries), `/api/v1/patients/{id}/wellness…` (the care
 * team's Wellness tab and assignments) and `/api/v1/health-tips/today` (public). The contract is
 * `packages/shared/src/wellness.ts`.
 */
import {
  activityEntryInputSchema,
  assignmentInputSchema,
  healthTipAdminSchema,
  healthTipCreateSchema,
  healthTipListSchema,
  healthTipPatchSchema,
  healthTipSchema,
  TIP_CATEGORIES,
  type Language,
  moodEntryInputSchema,
  myWellnessSchema,
  patientWellnessSchema,
  questionnaireInputSchema,
  sleepEntryInputSchema,
  type TipCategory,
  wellnessAssignmentSchema,
  wellnessEntrySchema,
  wellnessQuerySchema,
  isCalendarDay,
} from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
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
import {
  addMyEntry,
  assign,
  deleteMyActivity,
  endAssignment,
  myFocusCategories,
  myTipOrganization,
  myWellness,
  patientWellness,
  putMyActivity,
  WELLNESS_CARE_ROLES,
} from './service.ts';
import { activeTips, createTip, listTips, setTipHidden, updateTip } from './tip-store.ts';
import { tipOn } from './tips.ts';

const TAGS = ['wellness'];
const CARE = { roles: [...WELLNESS_CARE_ROLES] } as const;
const ADMIN = { roles: ['admin'] } as const;
const pathId = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: 'path' } });
const idParam = z.object({ id: pathId('id') });
const assignmentParams = z.object({ id: pathId('id'), assignmentId: pathId('assignmentId') });
const Entry = documented(wellnessEntrySchema, 'WellnessEntry');
const notFound = errorContent('No such patient in your scope (`NOT_FOUND`)');
const noTip = errorContent('No active tip (`NOT_FOUND`)');
const notPatient = errorContent('Only a patient records their own entries (`FORBIDDEN`)');
const dateQuery = z.object({
  today: z.string().refine(isCalendarDay, 'YYYY-MM-DD, a real day').optional(),
  lang: z.enum(['en', 'es']).optional(),
});

const today = (c: Context<AppEnv>, q: { today?: string | undefined }) =>
  q.today ?? ctxOf(c).now().toISOString().slice(0, 10);

export function wellnessRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/wellness',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "The signed-in patient's wellness entries from `from` (default 8 weeks before `today`, their local date), the care team's tasks with adherence, and streaks. One `wellness.read` audit event.",
      request: { query: wellnessQuerySchema },
      responses: {
        200: jsonResponse(
          documented(myWellnessSchema.extend({ country: z.string().nullable() }), 'MyWellness'),
          'Entries',
        ),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await myWellness(ctxOf(c), { today: today(c, q), from: q.from }), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/wellness/sleep',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Record a night in the sleep diary: bed time, wake time, awakenings, quality (1-5).',
      request: { body: jsonBody(documented(sleepEntryInputSchema, 'SleepEntryInput')) },
      responses: { 201: jsonResponse(Entry, 'Recorded'), 403: notPatient },
    }),
    async (c) => c.json(await addMyEntry(ctxOf(c), { kind: 'sleep', input: c.req.valid('json') }), 201),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/wellness/mood',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Record a mood check-in (1-5) with an optional note.',
      request: { body: jsonBody(documented(moodEntryInputSchema, 'MoodEntryInput')) },
      responses: { 201: jsonResponse(Entry, 'Recorded'), 403: notPatient },
    }),
    async (c) => c.json(await addMyEntry(ctxOf(c), { kind: 'mood', input: c.req.valid('json') }), 201),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/wellness/questionnaires',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Submit a questionnaire (PHQ-4, PHQ-9, GAD-7, WHO-5, Berlin): scored by its published rules. A high score notifies the care team; PHQ-9 item 9 above 0 answers `crisis: true`.',
      request: { body: jsonBody(documented(questionnaireInputSchema, 'QuestionnaireInput')) },
      responses: { 201: jsonResponse(Entry, 'Scored'), 403: notPatient },
    }),
    async (c) =>
      c.json(await addMyEntry(ctxOf(c), { kind: 'questionnaire', input: c.req.valid('json') }), 201),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/wellness/activity',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "Record the steps (0-100,000) and active minutes (0-1,440) of a date; the date's entry again changes it (idempotent), the same day only (`activityLocked` after).",
      request: { body: jsonBody(documented(activityEntryInputSchema, 'ActivityEntryInput')) },
      responses: { 200: jsonResponse(Entry, 'Recorded'), 403: notPatient },
    }),
    async (c) => c.json(await putMyActivity(ctxOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/me/wellness/activity/{date}',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Delete the steps of a date (the same day only).',
      request: {
        params: z.object({
          date: z
            .string()
            .refine(isCalendarDay, 'YYYY-MM-DD, a real day')
            .openapi({ param: { name: 'date', in: 'path' } }),
        }),
      },
      responses: {
        204: { description: 'Deleted' },
        403: notPatient,
        404: errorContent('No steps recorded on that date'),
      },
    }),
    async (c) => {
      await deleteMyActivity(ctxOf(c), c.req.valid('param').date);
      return c.body(null, 204);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/wellness/tip',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "Today's health tip for the signed-in user, leaning to the categories their care team's assignments work on.",
      request: { query: dateQuery },
      responses: {
        200: jsonResponse(documented(healthTipSchema, 'HealthTip'), 'The tip'),
        404: noTip,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const ctx = ctxOf(c);
      const focus = (await myFocusCategories(ctx)) as TipCategory[];
      const tips = await activeTips(ctx, await myTipOrganization(ctx));
      const tip = tipOn(today(c, q), (q.lang ?? requestLanguage(c)) as Language, focus, tips);
      if (!tip) throw new AppError('NOT_FOUND', 'No active tip.');
      return c.json(tip, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/health-tips/today',
      permission: 'public',
      tags: TAGS,
      summary: "The day's health tip, the same for everyone on a date in a language (`lang`, `today`).",
      request: { query: dateQuery },
      responses: {
        200: jsonResponse(documented(healthTipSchema, 'HealthTip'), 'The tip'),
        404: noTip,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const tips = await activeTips(ctxOf(c), null);
      const tip = tipOn(today(c, q), (q.lang ?? requestLanguage(c)) as Language, [], tips);
      if (!tip) throw new AppError('NOT_FOUND', 'No active tip.');
      c.header('cache-control', 'public, max-age=600');
      return c.json(tip, 200);
    },
  );

  const AdminTip = documented(healthTipAdminSchema, 'HealthTipAdmin');
  const tipNotFound = errorContent('No such tip in your scope (`NOT_FOUND`)');
  const notYours = errorContent('A platform tip, edited by platform administrators (`FORBIDDEN`)');

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/health-tips',
      permission: ADMIN,
      tags: TAGS,
      summary:
        "The daily health tips an administrator manages: a platform administrator the platform's; a practice's administrator the platform's (with those the practice hides) and the practice's own.",
      request: { query: z.object({ category: z.enum(TIP_CATEGORIES).optional() }) },
      responses: { 200: jsonResponse(documented(healthTipListSchema, 'HealthTipList'), 'Tips') },
    }),
    async (c) => c.json(await listTips(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/health-tips',
      permission: ADMIN,
      tags: TAGS,
      summary: "Add a tip (English and Spanish, category, source): a platform tip, or the practice's own.",
      request: { body: jsonBody(documented(healthTipCreateSchema, 'HealthTipCreate')) },
      responses: { 201: jsonResponse(AdminTip, 'Added') },
    }),
    async (c) => c.json(await createTip(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/admin/health-tips/{id}',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Edit a tip or (de)activate it: platform tips by platform administrators, a practice’s by its administrators.',
      request: {
        params: idParam,
        body: jsonBody(documented(healthTipPatchSchema, 'HealthTipPatch')),
      },
      responses: { 200: jsonResponse(AdminTip, 'Saved'), 403: notYours, 404: tipNotFound },
    }),
    async (c) => c.json(await updateTip(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/admin/health-tips/{id}/hidden',
      permission: ADMIN,
      tags: TAGS,
      summary:
        "A practice's administrator hides a platform tip from the practice's patients, or shows it again.",
      request: {
        params: idParam,
        body: jsonBody(z.object({ hidden: z.boolean() })),
      },
      responses: { 200: jsonResponse(AdminTip, 'Saved'), 403: notYours, 404: tipNotFound },
    }),
    async (c) =>
      c.json(await setTipHidden(ctxOf(c), c.req.valid('param').id, c.req.valid('json').hidden), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/wellness',
      permission: CARE,
      tags: TAGS,
      summary:
        "A patient's wellness entries and scores (from `from`, default 8 weeks) and the care team's assignments with adherence. One `wellness.read` audit event.",
      request: { params: idParam, query: wellnessQuerySchema },
      responses: {
        200: jsonResponse(documented(patientWellnessSchema, 'PatientWellness'), 'Wellness'),
        404: notFound,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await patientWellness(ctxOf(c), c.req.valid('param').id, { today: today(c, q), from: q.from }),
        200,
      );
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/{id}/wellness/assignments',
      permission: CARE,
      tags: TAGS,
      summary: 'Assign a questionnaire or a habit (sleep diary, mood check-in) with a frequency.',
      request: { params: idParam, body: jsonBody(documented(assignmentInputSchema, 'AssignmentInput')) },
      responses: {
        201: jsonResponse(documented(wellnessAssignmentSchema, 'WellnessAssignment'), 'Assigned'),
        404: notFound,
      },
    }),
    async (c) =>
      c.json(
        await assign(
          ctxOf(c),
          c.req.valid('param').id,
          c.req.valid('json'),
          ctxOf(c).now().toISOString().slice(0, 10),
        ),
        201,
      ),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/patients/{id}/wellness/assignments/{assignmentId}',
      permission: CARE,
      tags: TAGS,
      summary: 'End an assignment (its entries stay).',
      request: { params: assignmentParams },
      responses: { 204: { description: 'Ended' }, 404: errorContent('No such assignment in your scope') },
    }),
    async (c) => {
      const { id, assignmentId } = c.req.valid('param');
      await endAssignment(ctxOf(c), id, assignmentId);
      return c.body(null, 204);
    },
  );

  return app;
}

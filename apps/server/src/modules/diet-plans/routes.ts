/**
 * `/api/v1/diet-plans…`, `/api/v1/foods` and the patient's `/api/v1/me/diet-plans` (the contract is
 * `packages/shared/src/diet-plans.ts`). Dietitians write plans; medical professionals read them;
 * staff, administrators and fitness professionals get 403 (plans are clinical). A plan whose patient
 * is outside the caller's scope is 404.
 */
import {
  dietPlanCreateSchema,
  dietPlanListQuerySchema,
  dietPlanPageSchema,
  dietPlanSchema,
  dietPlanUpdateSchema,
  duplicateSchema,
  foodInfoSchema,
  foodSearchQuerySchema,
  type GenerateEvent,
  generateRequestSchema,
  mealLogEntrySchema,
  mealLogInputSchema,
  mealLogSchema,
  patientDietPlanSchema,
  planAdherenceSchema,
  swapOptionSchema,
  swapRequestSchema,
  transitionSchema,
  isCalendarDay,
} from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { countAgainstLimit } from '../../platform/create-guard.ts';
import { AppError, toAppError } from '../../platform/errors.ts';
import { requestLanguage } from '../../platform/language.ts';
import { PLANNER_RATE_LIMIT } from '../../platform/limits.ts';
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
import { foodNames, foods, searchFoods } from './foods.ts';
import { generate, prepareGeneration, swapOptions } from './generate.ts';
import { logMeal, myMealLog, planAdherence } from './meal-log.ts';
import { mySharedPlan, myPlans } from './patient-view.ts';
import { brandingOf, pdfBranding } from '../integrations/index.ts';
import { renderPlanPdf, type UnitSystem } from './plan-pdf.ts';
import { plannerPool } from './planner-pool.ts';
import {
  createPlan,
  deletePlan,
  duplicatePlan,
  getPlan,
  listPlans,
  readPlanForDocument,
  setShared,
  transitionPlan,
  updatePlan,
} from './service.ts';

const READERS = { roles: ['dietitian', 'medical'] } as const;
const WRITERS = { roles: ['dietitian'] } as const;
const TAGS = ['diet plans'];

const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const PlanSchema = documented(dietPlanSchema, 'DietPlan');
const notFound = errorContent('No such plan in your scope (`NOT_FOUND`)');
const refused = errorContent(
  '`DIET_PLAN_TRANSITION` (not allowed from this status), `DIET_PLAN_ACTIVE_EXISTS` (confirm with `completeActive`), `DIET_PLAN_CONFLICTS` (foods against allergies or tags: send `overrideConflicts`), `DIET_PLAN_READ_ONLY` (completed or archived), `CONFLICT` (changed meanwhile)',
);
const pdfQuery = z.object({
  lang: z.enum(['en', 'es']).optional(),
  units: z.enum(['metric', 'us']).optional(),
  /** The reader's local date: the shopping list starts at its menu day. */
  today: z.string().refine(isCalendarDay, 'YYYY-MM-DD, a real day').optional(),
  download: z.enum(['0', '1']).optional(),
});
const pdfBinary = z.string().openapi({ type: 'string', format: 'binary' });

function pdfAnswer(pdf: Buffer, name: string, download: boolean): Response {
  const file = `${name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'diet-plan'}.pdf`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** An answer with each food named in the caller's language (see `foodNames`). */
const namedIn = <T>(c: Context<AppEnv>, value: T) => foodNames(requestLanguage(c), value);

const today = (c: Context<AppEnv>, query: { today?: string | undefined }) =>
  query.today ?? new Date(ctxOf(c).now()).toISOString().slice(0, 10);

export function dietPlanRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/foods',
      permission: READERS,
      tags: TAGS,
      summary:
        'Search the USDA SR28 food table as you type (words and word prefixes, accents and plurals folded): each food with its per-100 g nutrients (null = not reported), household measures and allergen and diet tags.',
      request: { query: foodSearchQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(foodInfoSchema, 'FoodInfo')) }),
          'Matching foods',
        ),
      },
    }),
    async (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json({ items: await searchFoods(q, limit, requestLanguage(c)) }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/diet-plans',
      permission: READERS,
      tags: TAGS,
      summary:
        'The plans of the patients you see, newest change first: `patientId`, `status` (all, draft, active, completed, archived), `q` (plan or patient name), `page`, `pageSize`. One `diet_plan.list` audit event.',
      request: { query: dietPlanListQuerySchema },
      responses: { 200: jsonResponse(documented(dietPlanPageSchema, 'DietPlanPage'), 'A page of plans') },
    }),
    async (c) => c.json(await listPlans(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/diet-plans',
      permission: WRITERS,
      tags: TAGS,
      summary:
        'Create a plan ("Diet plan saved"), a draft. Foods against the allergies or tags need `overrideConflicts`.',
      request: { body: jsonBody(documented(dietPlanCreateSchema, 'DietPlanCreate')) },
      responses: {
        201: jsonResponse(PlanSchema, 'Created'),
        404: errorContent('No such patient in your scope'),
        409: refused,
      },
    }),
    async (c) => c.json(await namedIn(c, await createPlan(ctxOf(c), c.req.valid('json'))), 201),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/diet-plans/generate',
      permission: WRITERS,
      tags: TAGS,
      summary:
        "Fill the whole menu, one day or one meal with the meal planner (locked foods stay), honouring the patient's allergies and required condition rules (read from the record), the plan's dietary tags and dislikes. Runs in a worker thread. Answers NDJSON: `queued`, one `progress` per day, then `result` (or `error`). All planners busy: 503 `PLANNER_BUSY` with Retry-After.",
      request: { body: jsonBody(documented(generateRequestSchema, 'GenerateRequest')) },
      responses: {
        200: {
          description: 'NDJSON events (GenerateEvent)',
          content: { 'application/x-ndjson': { schema: z.string() } },
        },
        404: errorContent('No such patient in your scope'),
        503: errorContent('Every meal planner is busy (`PLANNER_BUSY`, Retry-After)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      await countAgainstLimit(c, PLANNER_RATE_LIMIT);
      const prepared = await prepareGeneration(ctx, c.req.valid('json'));
      if (plannerPool().full) {
        c.header('retry-after', '2');
        throw new AppError('PLANNER_BUSY', undefined, { retryAfterSeconds: 2 });
      }
      const language = requestLanguage(c);
      const abort = new AbortController();
      c.req.raw.signal?.addEventListener('abort', () => abort.abort(), { once: true });
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          const send = (event: GenerateEvent) => {
            if (!abort.signal.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
          };
          try {
            const result = await generate(ctx, prepared, {
              language,
              signal: abort.signal,
              onQueued: (position) => send({ type: 'queued', position }),
              onProgress: (done, total) => send({ type: 'progress', done, total }),
            });
            send({ type: 'result', result: await foodNames(language, result) });
          } catch (error) {
            const e = toAppError(error, ctx.log);
            send({ type: 'error', code: e.code, message: e.message });
          } finally {
            if (!abort.signal.aborted) controller.close();
          }
        },
        cancel() {
          abort.abort();
        },
      });
      // NDJSON is not JSON to the route's types: the stream is answered as a plain Response.
      return new Response(stream, {
        status: 200,
        headers: {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      }) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/diet-plans/swap',
      permission: WRITERS,
      tags: TAGS,
      summary:
        "Foods that can replace one food of a day (`items`, `replace`): the same role, in a household measure, keeping the day within its targets, never against the patient's allergies or the plan's tags.",
      request: { body: jsonBody(documented(swapRequestSchema, 'SwapRequest')) },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(swapOptionSchema, 'SwapOption')) }),
          'Alternatives',
        ),
        404: errorContent('No such patient in your scope'),
      },
    }),
    async (c) => c.json({ items: await namedIn(c, await swapOptions(ctxOf(c), c.req.valid('json'))) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/diet-plans/{id}',
      permission: READERS,
      tags: TAGS,
      summary:
        'One plan with its menu, the foods it uses and its current conflicts (a `diet_plan.read` audit event).',
      request: { params: idParam },
      responses: { 200: jsonResponse(PlanSchema, 'The plan'), 404: notFound },
    }),
    async (c) => c.json(await namedIn(c, await getPlan(ctxOf(c), c.req.valid('param').id)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/diet-plans/{id}',
      permission: WRITERS,
      tags: TAGS,
      summary:
        'Save the whole plan as the editor holds it ("Diet plan saved"); `version` is the one read. Draft and active plans only.',
      request: { params: idParam, body: jsonBody(documented(dietPlanUpdateSchema, 'DietPlanUpdate')) },
      responses: { 200: jsonResponse(PlanSchema, 'Saved'), 404: notFound, 409: refused },
    }),
    async (c) =>
      c.json(await namedIn(c, await updatePlan(ctxOf(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/diet-plans/{id}',
      permission: WRITERS,
      tags: TAGS,
      summary:
        'Delete a plan ("Diet plan deleted"); an active plan is completed or archived first. Kept with its audit history.',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 404: notFound, 409: refused },
    }),
    async (c) => {
      await deletePlan(ctxOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/diet-plans/{id}/transition',
      permission: WRITERS,
      tags: TAGS,
      summary:
        'Change the status: draft → active → completed, archived from any other status, archived → draft. Activating while another plan of the patient is active needs `completeActive: true` (that one is completed).',
      request: { params: idParam, body: jsonBody(documented(transitionSchema, 'DietPlanTransition')) },
      responses: { 200: jsonResponse(PlanSchema, 'The plan'), 404: notFound, 409: refused },
    }),
    async (c) =>
      c.json(
        await namedIn(c, await transitionPlan(ctxOf(c), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
  );

  for (const shared of [true, false]) {
    app.openapi(
      defineRoute({
        method: shared ? 'post' : 'delete',
        path: '/api/v1/diet-plans/{id}/share',
        permission: WRITERS,
        tags: TAGS,
        summary: shared
          ? 'Share the plan with the patient ("Diet plan shared"): while it is active they see it at /patient/fuel.'
          : 'Stop sharing the plan with the patient.',
        request: { params: idParam },
        responses: { 200: jsonResponse(PlanSchema, 'The plan'), 404: notFound, 409: refused },
      }),
      async (c) => c.json(await namedIn(c, await setShared(ctxOf(c), c.req.valid('param').id, shared)), 200),
    );
  }

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/diet-plans/{id}/duplicate',
      permission: WRITERS,
      tags: TAGS,
      summary:
        "Copy the plan as a new draft for the same or another patient of the practice (a template). Foods against the new patient's record: `dropConflicts` leaves them out, `overrideConflicts` keeps them with the reason.",
      request: { params: idParam, body: jsonBody(documented(duplicateSchema, 'DietPlanDuplicate')) },
      responses: { 201: jsonResponse(PlanSchema, 'The copy'), 404: notFound, 409: refused },
    }),
    async (c) =>
      c.json(
        await namedIn(c, await duplicatePlan(ctxOf(c), c.req.valid('param').id, c.req.valid('json'))),
        201,
      ),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/diet-plans/{id}/pdf',
      permission: READERS,
      tags: TAGS,
      summary:
        'The plan as a PDF in `lang` (else Accept-Language) and `units` (a `diet_plan.pdf` audit event).',
      request: { params: idParam, query: pdfQuery },
      responses: {
        200: { description: 'The plan as a PDF', content: { 'application/pdf': { schema: pdfBinary } } },
        404: notFound,
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const query = c.req.valid('query');
      const { plan, patientName, organizationName, items } = await readPlanForDocument(
        ctx,
        c.req.valid('param').id,
      );
      const pdf = await renderPlanPdf(
        await foods(),
        {
          organizationName,
          patientName,
          plan,
          items,
          today: today(c, query),
          branding: pdfBranding(await brandingOf(ctx, plan.organizationId)),
        },
        requestLanguage(c),
        (query.units ?? 'metric') as UnitSystem,
      );
      return pdfAnswer(pdf, plan.name, query.download === '1');
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/diet-plans',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "The signed-in patient's active plans that their practice shared with them: each menu day, its totals, and a week's shopping list by food group from `today` (their local date).",
      request: { query: z.object({ today: pdfQuery.shape.today }) },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(patientDietPlanSchema, 'PatientDietPlan')) }),
          'Plans',
        ),
      },
    }),
    async (c) =>
      c.json({ items: await namedIn(c, await myPlans(ctxOf(c), today(c, c.req.valid('query')))) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/diet-plans/{id}/pdf',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'One of your shared active plans as a PDF.',
      request: { params: idParam, query: pdfQuery },
      responses: {
        200: { description: 'The plan as a PDF', content: { 'application/pdf': { schema: pdfBinary } } },
        404: notFound,
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const query = c.req.valid('query');
      const { plan, practiceName, patientName, items } = await mySharedPlan(ctx, c.req.valid('param').id);
      const pdf = await renderPlanPdf(
        await foods(),
        {
          organizationName: practiceName,
          patientName,
          plan,
          items,
          today: today(c, query),
          branding: pdfBranding(await brandingOf(ctx, plan.organizationId)),
        },
        requestLanguage(c),
        (query.units ?? 'metric') as UnitSystem,
      );
      return pdfAnswer(pdf, plan.name, query.download === '1');
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/diet-plans/{id}/adherence',
      permission: READERS,
      tags: TAGS,
      summary:
        "How the patient kept to the plan, per week (newest first) and overall: meals planned up to `today`, logged, eaten, partly eaten, skipped, and the adherence (eaten + half of partly, over the meals logged), with the patient's latest notes. A `diet_meal_log.read` audit event.",
      request: { params: idParam, query: z.object({ today: pdfQuery.shape.today }) },
      responses: {
        200: jsonResponse(documented(planAdherenceSchema, 'PlanAdherence'), 'Adherence'),
        404: notFound,
      },
    }),
    async (c) =>
      c.json(await planAdherence(ctxOf(c), c.req.valid('param').id, c.req.valid('query').today), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/diet-plans/{id}/meals',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Your log of one of your shared active plans: the days you may still log (today, by your `today`, and up to seven days before, within the plan) and what you marked on them.',
      request: { params: idParam, query: z.object({ today: pdfQuery.shape.today }) },
      responses: { 200: jsonResponse(documented(mealLogSchema, 'MealLog'), 'The log'), 404: notFound },
    }),
    async (c) => c.json(await myMealLog(ctxOf(c), c.req.valid('param').id, c.req.valid('query').today), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/diet-plans/{id}/meals',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "Mark one meal of one day of your plan as eaten, partly eaten or skipped, with an optional note (up to 280 characters); marking it again replaces the mark. The day: today or up to seven days before, within the plan; the meal must be on that day's menu.",
      request: { params: idParam, body: jsonBody(documented(mealLogInputSchema, 'MealLogInput')) },
      responses: {
        200: jsonResponse(documented(mealLogEntrySchema, 'MealLogEntry'), 'Saved'),
        400: errorContent(
          '`VALIDATION_FAILED`: the day is outside the window or the meal is not on its menu',
        ),
        404: notFound,
      },
    }),
    async (c) => c.json(await logMeal(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  return app;
}

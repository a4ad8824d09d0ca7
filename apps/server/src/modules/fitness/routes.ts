/**
 * `/api/v1/exercises…`, `/api/v1/routines…`, the patient's `/api/v1/me/routines…` and `/api/v1/me/bia`,
 * and a client's `/api/v1/patients/{id}/bia|activities|heart-rate` (the contract is
 * `packages/shared/src/fitness.ts`; who may call what is `policy.ts`). A patient outside the
 * caller's care teams or practice is 404.
 */
import {
  activityEntrySchema,
  activityInputSchema,
  activityOverviewSchema,
  assignSchema,
  biaHistorySchema,
  biaInputSchema,
  biaMeasurementSchema,
  compendiumActivitySchema,
  deviceImportResultSchema,
  exerciseCreateSchema,
  exerciseFacetsSchema,
  exercisePageSchema,
  exerciseQuerySchema,
  exerciseSchema,
  heartRateSchema,
  routineInputSchema,
  routineSchema,
  routineSummarySchema,
  routineUpdateSchema,
  sessionInputSchema,
  workoutSessionSchema,
} from '@verdant/shared';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { requestLanguage } from '../../platform/language.ts';
import { idParam } from '../../platform/params.ts';
import { ctxOf, type ServiceContext } from '../../platform/service-context.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { activityOverview, compendium, logActivity, setHeartRate } from './activity.ts';
import { patientBia, recordBia } from './bia.ts';
import {
  createExercise,
  exerciseFacets,
  exerciseImage,
  ownExercise,
  searchExercises,
  setExerciseImage,
} from './exercises.ts';
import { type DeviceFile, type ImportTarget, importActivities, importBia } from './imports.ts';
import { logMySession, myBia, myRoutines } from './patient-view.ts';
import { permission, requireFitness } from './policy.ts';
import { renderRoutinePdf } from './routine-pdf.ts';
import { brandingOf, pdfBranding } from '../integrations/index.ts';
import {
  assignRoutine,
  createRoutine,
  getRoutine,
  listRoutines,
  routineForDocument,
  updateRoutine,
} from './routines.ts';

const TAGS = ['fitness'];
const RoutineSchema = documented(routineSchema, 'Routine');
const notFound = errorContent('No such routine or patient in your scope (`NOT_FOUND`)');
/** The client first (another practice's id is 404 before anything about the upload is said). */
async function findClient(ctx: ServiceContext, id: string, category: 'workouts' | 'bia') {
  requireFitness(ctx, category === 'bia' ? 'bia' : 'activity');
  await findVisiblePatient(ctx, id, { category });
}

const ImportResultSchema = documented(deviceImportResultSchema, 'DeviceImportResult');
const importErrors = {
  400: errorContent(
    'A file that cannot be imported (`IMPORT_INVALID`, `details.errors` = [{ line, fields }]): nothing was changed',
  ),
  404: notFound,
  413: errorContent('Larger than 8 MiB (`PAYLOAD_TOO_LARGE`)'),
};
const uploadBody = (fields: Record<string, string>) => ({
  required: false,
  content: {
    'multipart/form-data': {
      schema: z.object({
        file: z.any().optional().openapi({ type: 'string', format: 'binary' }),
        ...Object.fromEntries(
          Object.entries(fields).map(([k, d]) => [k, z.string().optional().openapi({ description: d })]),
        ),
      }),
    },
  },
});

/** The multipart form of an upload: the file (field `file`) and the other text fields. */
export async function readUpload(
  c: Context<AppEnv>,
): Promise<{ file: DeviceFile; fields: Record<string, string> }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data, field `file`.');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'The upload could not be read.');
  }
  const file = form.get('file');
  if (!(file instanceof File)) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { file: 'fileRequired' } });
  }
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (k !== 'file' && typeof v === 'string') fields[k] = v;
  return { file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, fields };
}

function mappingOf(raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The column mapping is not valid.', {
      fields: { mapping: 'invalid' },
    });
  }
}

const BIA_IMPORT_FIELDS_DOC = {
  mapping:
    'JSON: field → column header (`measuredAt`, `time`, `resistanceOhm`, `reactanceOhm`, `weightKg`, `heightCm`, `ageYears`, `sex`, `device`); absent: guessed from the header row. Height, age and sex fall back to the patient’s record.',
  device: 'The analyser’s name, when the file has no device column.',
};

export function fitnessRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/exercises',
      permission: permission('library'),
      tags: TAGS,
      summary:
        'The exercise library (the wger exercises with their licence and authors, and your practice’s own): `q` tolerates typos; filter by `muscle`, `equipment`, `category`.',
      request: { query: exerciseQuerySchema },
      responses: { 200: jsonResponse(documented(exercisePageSchema, 'ExercisePage'), 'A page of exercises') },
    }),
    async (c) => c.json(await searchExercises(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/exercises/facets',
      permission: permission('library'),
      tags: TAGS,
      summary: 'The muscles, equipment and categories of the library, to filter by.',
      responses: { 200: jsonResponse(documented(exerciseFacetsSchema, 'ExerciseFacets'), 'Facets') },
    }),
    async (c) => c.json(await exerciseFacets(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/exercises',
      permission: permission('routines'),
      tags: TAGS,
      summary: 'Add an exercise of your practice (seen by your practice only).',
      request: { body: jsonBody(documented(exerciseCreateSchema, 'ExerciseCreate')) },
      responses: { 201: jsonResponse(documented(exerciseSchema, 'Exercise'), 'Created') },
    }),
    async (c) => c.json(await createExercise(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/exercises/{id}/image',
      permission: permission('routines'),
      tags: TAGS,
      summary:
        'Set the image of one of your practice’s own exercises (multipart `file`: PNG or JPEG by content, at most 2 MiB); it replaces the previous one.',
      request: { params: idParam, body: uploadBody({}) },
      responses: {
        200: jsonResponse(documented(exerciseSchema, 'Exercise'), 'Saved'),
        404: errorContent('Not an exercise of your practice (`NOT_FOUND`)'),
        413: errorContent('Larger than 2 MiB (`PAYLOAD_TOO_LARGE`)'),
        415: errorContent('Not a PNG or JPEG (`UNSUPPORTED_MEDIA_TYPE`)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      requireFitness(ctx, 'routines');
      // the exercise first: the library's or another practice's is 404 before the upload is read
      await ownExercise(ctx, c.req.valid('param').id);
      const { file } = await readUpload(c);
      return c.json(await setExerciseImage(ctx, c.req.valid('param').id, file.bytes), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/exercises/{id}/image',
      permission: permission('library'),
      tags: TAGS,
      summary: 'The image of one of your practice’s own exercises (another practice’s is `NOT_FOUND`).',
      request: { params: idParam, query: z.object({ v: z.string().max(20).optional() }) },
      responses: {
        200: {
          description: 'The image',
          content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
        },
        404: errorContent('No image, or not an exercise of your practice (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { object, contentType } = await exerciseImage(ctxOf(c), c.req.valid('param').id);
      return fileResponse(object.stream, {
        contentType,
        size: object.size,
        filename: contentType === 'image/png' ? 'exercise.png' : 'exercise.jpg',
        attachment: false,
      });
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/routines',
      permission: permission('routines'),
      tags: TAGS,
      summary:
        'Your practice’s templates and the routines of the clients you see (`kind`: all, templates, clients; `patientId`). One `routine.list` audit event.',
      request: {
        query: z.object({
          patientId: z.string().max(100).optional(),
          kind: z.enum(['all', 'templates', 'clients']).optional(),
        }),
      },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(routineSummarySchema, 'RoutineSummary')) }),
          'Routines',
        ),
      },
    }),
    async (c) => c.json(await listRoutines(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/routines',
      permission: permission('routines'),
      tags: TAGS,
      summary: 'Create a template, or a client’s routine (`patientId` with `startDate`).',
      request: { body: jsonBody(documented(routineInputSchema, 'RoutineInput')) },
      responses: { 201: jsonResponse(RoutineSchema, 'Created'), 404: notFound },
    }),
    async (c) => c.json(await createRoutine(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/routines/{id}',
      permission: permission('routines'),
      tags: TAGS,
      summary:
        'A routine with its exercises, the next targets after the progression rule and, for a client’s, adherence, volume per muscle group and personal records.',
      request: { params: idParam },
      responses: { 200: jsonResponse(RoutineSchema, 'The routine'), 404: notFound },
    }),
    async (c) => c.json(await getRoutine(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/routines/{id}',
      permission: permission('routines'),
      tags: TAGS,
      summary: 'Replace a routine’s days, sets and rule (`version`: an older one is `CONFLICT`).',
      request: { params: idParam, body: jsonBody(documented(routineUpdateSchema, 'RoutineUpdate')) },
      responses: {
        200: jsonResponse(RoutineSchema, 'Saved'),
        404: notFound,
        409: errorContent('Changed meanwhile (`CONFLICT`)'),
      },
    }),
    async (c) => c.json(await updateRoutine(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/routines/{id}/assign',
      permission: permission('routines'),
      tags: TAGS,
      summary: 'Copy a routine to a client on your care team, from a start date.',
      request: { params: idParam, body: jsonBody(documented(assignSchema, 'AssignRoutine')) },
      responses: { 201: jsonResponse(RoutineSchema, 'The client’s copy'), 404: notFound },
    }),
    async (c) => c.json(await assignRoutine(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/routines/{id}/pdf',
      permission: permission('routines'),
      tags: TAGS,
      summary:
        'The routine as a PDF in `lang` (else Accept-Language), with the next targets and every exercise’s credit (`download=1`: as an attachment).',
      request: {
        params: idParam,
        query: z.object({ lang: z.enum(['en', 'es']).optional(), download: z.enum(['0', '1']).optional() }),
      },
      responses: {
        200: {
          description: 'The routine as a PDF',
          content: {
            'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
          },
        },
        404: notFound,
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const query = c.req.valid('query');
      const { routine, organizationName, organizationId, images } = await routineForDocument(
        ctx,
        c.req.valid('param').id,
      );
      const pdf = await renderRoutinePdf(
        routine,
        organizationName,
        query.lang ?? requestLanguage(c),
        ctx.now().toISOString().slice(0, 10),
        images,
        pdfBranding(await brandingOf(ctx, organizationId)),
      );
      const file = `${routine.name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'routine'}.pdf`;
      const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `${query.download === '1' ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/routines',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'The routines your practices assigned to you, with your sessions and progress.',
      responses: { 200: jsonResponse(z.object({ items: z.array(RoutineSchema) }), 'Your routines') },
    }),
    async (c) => c.json(await myRoutines(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/routines/{id}/sessions',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Log a session of one day of your routine: sets done, reps, load, how it felt.',
      request: { params: idParam, body: jsonBody(documented(sessionInputSchema, 'SessionInput')) },
      responses: {
        201: jsonResponse(documented(workoutSessionSchema, 'WorkoutSession'), 'Logged'),
        404: notFound,
      },
    }),
    async (c) => c.json(await logMySession(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/bia',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Your BIA measurements with every figure, its equation and citation (null: no patient record).',
      responses: {
        200: jsonResponse(z.object({ history: biaHistorySchema.nullable() }), 'Your BIA history'),
      },
    }),
    async (c) => c.json({ history: await myBia(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/bia',
      permission: permission('bia'),
      tags: TAGS,
      summary:
        'A client’s BIA measurements (newest first), each figure with its equation and citation, and weight and waist from the anthropometrics.',
      request: { params: idParam },
      responses: { 200: jsonResponse(documented(biaHistorySchema, 'BiaHistory'), 'History'), 404: notFound },
    }),
    async (c) => c.json(await patientBia(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/{id}/bia',
      permission: permission('bia'),
      tags: TAGS,
      summary: 'Record a BIA measurement (R and Xc at 50 kHz, height, weight, age, sex, device).',
      request: { params: idParam, body: jsonBody(documented(biaInputSchema, 'BiaInput')) },
      responses: {
        201: jsonResponse(documented(biaMeasurementSchema, 'BiaMeasurement'), 'Recorded'),
        404: notFound,
      },
    }),
    async (c) => c.json(await recordBia(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/activities/compendium',
      permission: permission('activity'),
      tags: TAGS,
      summary: 'The activities of the 2011 Compendium of Physical Activities (code, MET, intensity).',
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(compendiumActivitySchema), citation: z.string() }),
          'Activities',
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          items: compendium(),
          citation:
            'Ainsworth BE, et al. 2011 Compendium of Physical Activities. Med Sci Sports Exerc 2011;43(8):1575-1581.',
        },
        200,
      ),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/activities',
      permission: permission('activity'),
      tags: TAGS,
      summary:
        'A client’s activities of the last 8 weeks with energy, weekly moderate-equivalent minutes against WHO 2020, and Karvonen zones.',
      request: { params: idParam },
      responses: {
        200: jsonResponse(documented(activityOverviewSchema, 'ActivityOverview'), 'Overview'),
        404: notFound,
      },
    }),
    async (c) => c.json(await activityOverview(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/{id}/activities',
      permission: permission('activity'),
      tags: TAGS,
      summary: 'Log an activity (Compendium code, minutes): energy from MET × weight × hours.',
      request: { params: idParam, body: jsonBody(documented(activityInputSchema, 'ActivityInput')) },
      responses: {
        201: jsonResponse(documented(activityEntrySchema, 'ActivityEntry'), 'Logged'),
        404: notFound,
      },
    }),
    async (c) => c.json(await logActivity(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/patients/{id}/heart-rate',
      permission: permission('activity'),
      tags: TAGS,
      summary: 'Set a client’s resting and maximum heart rates (for the Karvonen zones).',
      request: { params: idParam, body: jsonBody(documented(heartRateSchema, 'HeartRate')) },
      responses: {
        200: jsonResponse(activityOverviewSchema.shape.heartRate, 'The zones'),
        404: notFound,
      },
    }),
    async (c) => c.json(await setHeartRate(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/{id}/activities/import',
      permission: permission('activity'),
      tags: TAGS,
      summary:
        'Import a watch’s export (multipart `file`: CSV with date, type, duration, distance, heart rate, steps; or GPX/TCX): one activity per row or track, the Compendium code from the type and speed. Bad file: `IMPORT_INVALID`, nothing changes; a start time already on the record is skipped and reported.',
      request: { params: idParam, body: uploadBody({}) },
      responses: { 201: jsonResponse(ImportResultSchema, 'Imported'), ...importErrors },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const target: ImportTarget = { patientId: c.req.valid('param').id };
      await findClient(ctx, target.patientId, 'workouts');
      const { file } = await readUpload(c);
      return c.json(await importActivities(ctx, target, file), 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/{id}/bia/import',
      permission: permission('bia'),
      tags: TAGS,
      summary:
        'Import an analyser’s CSV of BIA measurements (multipart `file`, `mapping`, `device`). Bad file: `IMPORT_INVALID`, nothing changes; a measurement time already on the record is skipped and reported.',
      request: { params: idParam, body: uploadBody(BIA_IMPORT_FIELDS_DOC) },
      responses: { 201: jsonResponse(ImportResultSchema, 'Imported'), ...importErrors },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const target: ImportTarget = { patientId: c.req.valid('param').id };
      await findClient(ctx, target.patientId, 'bia');
      const { file, fields } = await readUpload(c);
      return c.json(
        await importBia(ctx, target, file, { mapping: mappingOf(fields.mapping), device: fields.device }),
        201,
      );
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/activities/import',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Import your watch’s export into your record (as `/patients/{id}/activities/import`; `patientId`: which record, when several practices keep one).',
      request: { body: uploadBody({ patientId: 'Which of your records (when you have several).' }) },
      responses: { 201: jsonResponse(ImportResultSchema, 'Imported'), ...importErrors },
    }),
    async (c) => {
      const { file, fields } = await readUpload(c);
      const target: ImportTarget = {
        self: true,
        ...(fields.patientId ? { patientId: fields.patientId } : {}),
      };
      return c.json(await importActivities(ctxOf(c), target, file), 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/me/bia/import',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Import your analyser’s CSV of BIA measurements into your record (as `/patients/{id}/bia/import`).',
      request: {
        body: uploadBody({
          ...BIA_IMPORT_FIELDS_DOC,
          patientId: 'Which of your records (when you have several).',
        }),
      },
      responses: { 201: jsonResponse(ImportResultSchema, 'Imported'), ...importErrors },
    }),
    async (c) => {
      const { file, fields } = await readUpload(c);
      const target: ImportTarget = {
        self: true,
        ...(fields.patientId ? { patientId: fields.patientId } : {}),
      };
      return c.json(
        await importBia(ctxOf(c), target, file, {
          mapping: mappingOf(fields.mapping),
          device: fields.device,
        }),
        201,
      );
    },
  );

  return app;
}

/**
 * `/api/v1/patients…`: the practice's patient records (docs/patients-api.md). Every route's patient
 * is looked up through modules/patients/scope.ts: another organization's patient, or (for a
 * professional) one whose care team they are not on, is 404 NOT_FOUND.
 */
import {
  careTeamAddSchema,
  careTeamCandidateSchema,
  careTeamMemberSchema,
  patientAnalyticsSchema,
  patientCreateSchema,
  patientDocumentSchema,
  patientImportPreviewSchema,
  patientImportResultSchema,
  patientInvitationStateSchema,
  patientListQuerySchema,
  patientPageSchema,
  patientSchema,
  patientUpdateSchema,
} from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { contentDisposition, fileResponse } from '../../platform/file-response.ts';
import { requestLanguage } from '../../platform/language.ts';
import { pathParams } from '../../platform/params.ts';
import { ctxOf, type ServiceContext } from '../../platform/service-context.ts';
import { exportPatients, importPatients, previewImport } from './csv.ts';
import { deleteDocument, downloadDocument, listDocuments, uploadDocument } from './documents.ts';
import { getInvitationState, revokeInvitation, sendInvitation } from './invitations.ts';
import { findVisiblePatient, PRACTICE_ROLES, visiblePatients } from './scope.ts';
import {
  addToCareTeam,
  careTeamCandidates,
  createPatient,
  deletePatient,
  getCareTeam,
  getPatient,
  listPatients,
  patientAnalytics,
  removeFromCareTeam,
  setPatientStatus,
  updatePatient,
} from './service.ts';

const PRACTICE = { roles: PRACTICE_ROLES } as const;
/** Reads a laboratory or an insurer may also make: the policy lets them see what a grant shares (ADR 0038). */
const READERS = { roles: [...PRACTICE_ROLES, 'lab', 'insurance'] } as const;
const TAGS = ['patients'];

const idParam = pathParams('id');
const careParams = pathParams('id', 'userId');
const docParams = pathParams('id', 'documentId');

const PatientSchema = documented(patientSchema, 'Patient');
const CareTeamSchema = z.object({ items: z.array(careTeamMemberSchema) }).openapi('CareTeam');
const InvitationStateSchema = documented(patientInvitationStateSchema, 'PatientInvitationState');
const notFound = errorContent('No such patient in your scope (`NOT_FOUND`)');
const limitReached = errorContent(
  'The Starter plan allows 50 active patients (`PATIENT_LIMIT_REACHED`, `details` = { limit, active, plan })',
);
const csvText = z.string().openapi({ type: 'string', format: 'binary' });

export async function csvBody(c: Context<AppEnv>): Promise<string> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/csv' && type !== 'text/plain') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('IMPORT_INVALID', 'The file is not UTF-8 text.', { errors: [] });
  }
}

type Router = ReturnType<typeof createRouter>;

/** A route about one patient (`{id}`; 404 outside the caller's scope) answering JSON with 200. */
interface OnePatientRoute<A extends z.ZodType, B extends z.ZodType | undefined> {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  summary: string;
  /** The answer's schema and what it is. */
  answer: [A, string];
  /** The JSON body, validated before `run` gets it. */
  body?: B;
  errors?: Record<number, ReturnType<typeof errorContent>>;
  /** Who may call it (default: the practice roles). */
  permission?: typeof PRACTICE | typeof READERS;
}

function onePatient<A extends z.ZodType, B extends z.ZodType | undefined = undefined>(
  app: Router,
  route: OnePatientRoute<A, B>,
  run: (
    ctx: ServiceContext,
    id: string,
    body: B extends z.ZodType ? z.infer<B> : undefined,
    c: Context<AppEnv>,
  ) => Promise<z.input<A>>,
) {
  app.openapi(
    defineRoute({
      method: route.method,
      path: route.path,
      permission: route.permission ?? PRACTICE,
      tags: TAGS,
      summary: route.summary,
      request: { params: idParam, ...(route.body ? { body: jsonBody(route.body) } : {}) },
      responses: { 200: jsonResponse(route.answer[0], route.answer[1]), 404: notFound, ...route.errors },
    }),
    // the typed `c.req.valid` of a route is lost in a generic helper: the validated values are read back
    (async (c: Context<AppEnv>) => {
      const valid = c.req.valid.bind(c.req) as (target: 'param' | 'json') => unknown;
      const { id } = valid('param') as { id: string };
      const body = (route.body ? valid('json') : undefined) as B extends z.ZodType ? z.infer<B> : undefined;
      return c.json(await run(ctxOf(c), id, body, c), 200);
    }) as never,
  );
}

export function patientRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'The patients you see (staff and admins: the practice; professionals: their care teams): `status` all/active/inactive, `q` over name, e-mail and phone (tolerates a typo), `sort`, `page`, `pageSize` (≤ 100). One `patient.list` audit event naming every patient returned.',
      request: { query: patientListQuerySchema },
      responses: { 200: jsonResponse(documented(patientPageSchema, 'PatientPage'), 'A page of patients') },
    }),
    async (c) => c.json(await listPatients(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Add a patient ("Patient added"). A professional adding one joins the care team. A duplicate e-mail in the practice: `VALIDATION_FAILED`, `details.fields.email = emailTaken`.',
      request: { body: jsonBody(documented(patientCreateSchema, 'PatientCreate')) },
      responses: { 201: jsonResponse(PatientSchema, 'Created'), 402: limitReached },
    }),
    async (c) => c.json(await createPatient(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/export.csv',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        "The filtered list (the list's `status` and `q`) as CSV. Cells starting with = + - @ tab or CR are prefixed with ' (no spreadsheet formulas). Every exported patient gets a `patient.export` audit event.",
      request: { query: patientListQuerySchema },
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: csvText } } } },
    }),
    async (c) => {
      const csv = await exportPatients(ctxOf(c), c.req.valid('query'));
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', contentDisposition('attachment', 'patients.csv'));
      c.header('cache-control', 'no-store');
      return c.body(csv, 200);
    },
  );

  const importRequest = {
    body: { required: true, content: { 'text/csv': { schema: csvText } } },
  };

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/import/preview',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Check a CSV file (header row of PATIENT_CSV_COLUMNS; lists separated by `;`) without writing anything: totals, per-row errors, a sample, and the active count against the plan limit.',
      request: importRequest,
      responses: {
        200: jsonResponse(documented(patientImportPreviewSchema, 'PatientImportPreview'), 'The preview'),
        415: errorContent('Not text/csv (`UNSUPPORTED_MEDIA_TYPE`)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      visiblePatients(ctx); // who may import, before the body is looked at
      return c.json(await previewImport(ctx, await csvBody(c)), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/import',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Import a CSV file: all rows or none, in one transaction. Any bad row: 400 `IMPORT_INVALID` with `details.errors` = [{ line, fields }] and nothing is created.',
      request: importRequest,
      responses: {
        200: jsonResponse(documented(patientImportResultSchema, 'PatientImportResult'), 'Imported'),
        402: limitReached,
        415: errorContent('Not text/csv (`UNSUPPORTED_MEDIA_TYPE`)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      visiblePatients(ctx);
      return c.json(await importPatients(ctx, await csvBody(c)), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/analytics',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Counts over the patients you see: by status, new per month (last 12), age bands, gender; and the plan limit.',
      responses: { 200: jsonResponse(documented(patientAnalyticsSchema, 'PatientAnalytics'), 'Counts') },
    }),
    async (c) => c.json(await patientAnalytics(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/care-team/candidates',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'The professionals (dietitian, medical, fitness) of your practice who can join a care team.',
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(careTeamCandidateSchema) }).openapi('CareTeamCandidates'),
          'Candidates',
        ),
      },
    }),
    async (c) => c.json({ items: await careTeamCandidates(ctxOf(c)) }, 200),
  );

  onePatient(
    app,
    {
      method: 'get',
      path: '/api/v1/patients/{id}',
      permission: READERS,
      summary: 'One patient (a `patient.read` audit event).',
      answer: [PatientSchema, 'The patient'],
    },
    (ctx, id) => getPatient(ctx, id),
  );

  onePatient(
    app,
    {
      method: 'patch',
      path: '/api/v1/patients/{id}',
      summary:
        'Change fields of a patient ("Patient updated"); status changes go through deactivate/reactivate.',
      answer: [PatientSchema, 'Updated'],
      body: documented(patientUpdateSchema, 'PatientUpdate'),
    },
    (ctx, id, body) => updatePatient(ctx, id, body),
  );

  for (const [action, status] of [
    ['deactivate', 'inactive'],
    ['reactivate', 'active'],
  ] as const) {
    onePatient(
      app,
      {
        method: 'post',
        path: `/api/v1/patients/{id}/${action}`,
        summary:
          action === 'deactivate'
            ? 'Set the patient inactive.'
            : 'Set the patient active again (counts against the plan limit).',
        answer: [PatientSchema, 'The patient'],
        errors: { 402: limitReached },
      },
      (ctx, id) => setPatientStatus(ctx, id, status),
    );
  }

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/patients/{id}',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Delete a patient ("Patient deleted"): the record disappears from every list and route; it is kept with its audit history (soft delete).',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 404: notFound },
    }),
    async (c) => {
      await deletePatient(ctxOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  onePatient(
    app,
    {
      method: 'get',
      path: '/api/v1/patients/{id}/care-team',
      summary: "The patient's care team.",
      answer: [CareTeamSchema, 'The care team'],
    },
    async (ctx, id) => ({ items: await getCareTeam(ctx, id) }),
  );

  onePatient(
    app,
    {
      method: 'post',
      path: '/api/v1/patients/{id}/care-team',
      summary:
        'Add a professional of the practice to the care team (`VALIDATION_FAILED`, `details.fields.userId` for anyone else).',
      answer: [CareTeamSchema, 'The care team'],
      body: documented(careTeamAddSchema, 'CareTeamAdd'),
    },
    async (ctx, id, body) => ({ items: await addToCareTeam(ctx, id, body.userId) }),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/patients/{id}/care-team/{userId}',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'Remove a professional from the care team.',
      request: { params: careParams },
      responses: { 200: jsonResponse(CareTeamSchema, 'The care team'), 404: notFound },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json({ items: await removeFromCareTeam(ctxOf(c), id, userId) }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/documents',
      permission: READERS,
      tags: TAGS,
      summary: "The patient's documents, newest first, and the upload size limit (`maxBytes`).",
      request: { params: idParam },
      responses: {
        200: jsonResponse(
          z
            .object({ items: z.array(patientDocumentSchema), maxBytes: z.number().int() })
            .openapi('PatientDocuments'),
          'Documents',
        ),
        404: notFound,
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const items = await listDocuments(ctx, c.req.valid('param').id);
      return c.json({ items, maxBytes: ctx.config.documentMaxBytes }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/{id}/documents',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Upload a document (multipart/form-data, field `file`): PDF, PNG, JPEG or HEIC, recognised by content (not name). Size limit: DOCUMENT_MAX_BYTES (default 10 MiB; `GET …/documents` answers it as `maxBytes`).',
      request: {
        params: idParam,
        // read by the handler after the patient is found (another practice's id is 404 first)
        body: {
          required: false,
          content: {
            'multipart/form-data': {
              schema: z.object({ file: z.any().optional().openapi({ type: 'string', format: 'binary' }) }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse(documented(patientDocumentSchema, 'PatientDocument'), 'Stored'),
        404: notFound,
        413: errorContent('Larger than the limit (`PAYLOAD_TOO_LARGE`, `details.maxBytes`)'),
        415: errorContent('Not a PDF, PNG, JPEG or HEIC by content (`DOCUMENT_TYPE_NOT_ALLOWED`)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const { id } = c.req.valid('param');
      await findVisiblePatient(ctx, id);
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data')) {
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data, field `file`.');
      }
      let file: unknown;
      try {
        file = (await c.req.formData()).get('file');
      } catch {
        throw new AppError('BAD_REQUEST', 'The upload could not be read.');
      }
      if (!(file instanceof File)) {
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { file: 'fileRequired' } });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await uploadDocument(ctx, id, { name: file.name, bytes }), 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/documents/{documentId}/content',
      permission: READERS,
      tags: TAGS,
      summary:
        "The file, authorized and audited on every request (`patient.document.download`). PDF, PNG and JPEG inline (view); HEIC and `download=1` as an attachment. `rendition=display`: a HEIC photo's JPEG rendition (inline), when it has one (`display` in the list).",
      request: {
        params: docParams,
        query: z.object({
          download: z.enum(['0', '1']).optional(),
          rendition: z.enum(['original', 'display']).optional(),
        }),
      },
      responses: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: csvText } } },
        404: notFound,
      },
    }),
    async (c) => {
      const { id, documentId } = c.req.valid('param');
      const { download, rendition } = c.req.valid('query');
      const { document, object, file } = await downloadDocument(ctxOf(c), id, documentId, rendition);
      const inline =
        download !== '1' && (rendition === 'display' ? document.display !== null : document.type !== 'heic');
      return fileResponse(object.stream, {
        contentType: file.contentType,
        size: object.size,
        filename: file.filename,
        attachment: !inline,
      });
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/patients/{id}/documents/{documentId}',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'Delete a document (its file is removed from storage).',
      request: { params: docParams },
      responses: { 204: { description: 'Deleted' }, 404: notFound },
    }),
    async (c) => {
      const { id, documentId } = c.req.valid('param');
      await deleteDocument(ctxOf(c), id, documentId);
      return c.body(null, 204);
    },
  );

  onePatient(
    app,
    {
      method: 'get',
      path: '/api/v1/patients/{id}/invitation',
      summary: "The patient's platform access and pending invitation.",
      answer: [InvitationStateSchema, 'The invitation state'],
    },
    (ctx, id) => getInvitationState(ctx, id),
  );

  onePatient(
    app,
    {
      method: 'post',
      path: '/api/v1/patients/{id}/invitation',
      summary:
        'Invite the patient ("Invitation sent successfully"): creates their account (in the inviter\'s interface language, `?lang=` or Accept-Language), e-mails their sign-in address and a one-time link to set their password; platform access becomes invite_pending. Again: a fresh link, the earlier one stops working. No e-mail: `VALIDATION_FAILED` (`details.fields.email`); already a platform user: `CONFLICT`.',
      answer: [InvitationStateSchema, 'Sent'],
      errors: { 409: errorContent('The patient already uses the platform (`CONFLICT`)') },
    },
    (ctx, id, _body, c) => sendInvitation(ctx, id, { language: requestLanguage(c) }),
  );

  onePatient(
    app,
    {
      method: 'delete',
      path: '/api/v1/patients/{id}/invitation',
      summary: 'Revoke the pending invitation: its link stops working; platform access goes back to none.',
      answer: [InvitationStateSchema, 'Revoked'],
    },
    (ctx, id) => revokeInvitation(ctx, id),
  );

  return app;
}

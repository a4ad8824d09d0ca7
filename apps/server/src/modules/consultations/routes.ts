/**
 * `/api/v1/consultations…`, the patients' vitals and anthropometrics series, and the patient's own
 * `/api/v1/me/consultations` (contract: `packages/shared/src/consultations.ts`). Who may call what is
 * ./policy.ts; a consultation or patient outside the caller's scope is 404 NOT_FOUND.
 */
import {
  addendumInputSchema,
  CONSULTATION_ACCESS,
  anthropometricEntrySchema,
  anthropometricSeriesSchema,
  anthropometricsInputSchema,
  consultationCompleteSchema,
  consultationCreateSchema,
  consultationInsightsSchema,
  consultationListQuerySchema,
  consultationPageSchema,
  consultationRecordingsSchema,
  consultationSchema,
  consultationSettingsSchema,
  consultationUpdateSchema,
  insightDecisionSchema,
  insightItemSchema,
  patientConsultationListItemSchema,
  patientConsultationSchema,
  recordingSchema,
  recordingUpdateSchema,
  recordingUploadQuerySchema,
  transcriptInputSchema,
  transcriptSchema,
  vitalEntrySchema,
  vitalSeriesSchema,
  vitalsInputSchema,
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
import { ctxOf } from '../../platform/service-context.ts';
import { parseRange } from './media.ts';
import { createEntry, deleteEntry, listSeries, type MeasureKind, updateEntry } from './measurements.ts';
import { myConsultation, myConsultations } from './patient-view.ts';
import {
  deleteRecording,
  listRecordings,
  openRecordingMedia,
  updateRecording,
  uploadRecording,
} from './recordings.ts';
import { decideInsight, generateInsights, getInsights } from './insights.ts';
import {
  addAddendum,
  completeConsultation,
  consultationTags,
  createConsultation,
  deleteConsultation,
  getConsultation,
  getSettings,
  listConsultations,
  updateConsultation,
  updateSettings,
} from './service.ts';
import { deleteTranscript, getTranscript, putTranscript, requestTranscription } from './transcripts.ts';

const TAGS = ['consultations'];
const LIST = { roles: CONSULTATION_ACCESS.list } as const;
const NOTES = { roles: CONSULTATION_ACCESS.notes } as const;

const pathParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: 'path' } });
const idParam = z.object({ id: pathParam('id') });
const recordingParams = idParam.extend({ recordingId: pathParam('recordingId') });
const itemParams = idParam.extend({ itemId: pathParam('itemId') });
const entryParams = idParam.extend({ entryId: pathParam('entryId') });

const ConsultationSchema = documented(consultationSchema, 'Consultation');
const RecordingSchema = documented(recordingSchema, 'Recording');
const InsightsSchema = documented(consultationInsightsSchema, 'ConsultationInsights');
const TranscriptSchema = documented(transcriptSchema, 'Transcript');
const notFound = errorContent('No such consultation in your scope (`NOT_FOUND`)');
const completed = errorContent('The consultation is completed and signed (`CONSULTATION_COMPLETED`)');
const binary = z.string().openapi({ type: 'string', format: 'binary' });

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name. */
function inline(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function consultationRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations',
      permission: LIST,
      tags: TAGS,
      summary:
        'The consultations of the patients you see, newest first: `patientId`, `status`, `sessionType`, `tag`, `from`/`to` (days, inclusive), `page`, `pageSize`. Staff and administrators get the date, patient, type, status and clinician only (`notesVisible: false`). One `consultation.list` audit event naming every patient.',
      request: { query: consultationListQuerySchema },
      responses: { 200: jsonResponse(documented(consultationPageSchema, 'ConsultationPage'), 'A page') },
    }),
    async (c) => c.json(await listConsultations(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/consultations',
      permission: NOTES,
      tags: TAGS,
      summary: 'Start a consultation (draft or scheduled) for a patient of your care team.',
      request: { body: jsonBody(documented(consultationCreateSchema, 'ConsultationCreate')) },
      responses: { 201: jsonResponse(ConsultationSchema, 'Created'), 404: errorContent('No such patient') },
    }),
    async (c) => c.json(await createConsultation(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations/tags',
      permission: NOTES,
      tags: TAGS,
      summary: 'The tags in use on the consultations you see.',
      responses: {
        200: jsonResponse(z.object({ items: z.array(z.string()) }).openapi('ConsultationTags'), 'Tags'),
      },
    }),
    async (c) => c.json({ items: await consultationTags(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations/settings',
      permission: { roles: CONSULTATION_ACCESS.settingsRead },
      tags: TAGS,
      summary: "The practice's recording retention (days a recording is kept by default).",
      responses: {
        200: jsonResponse(documented(consultationSettingsSchema, 'ConsultationSettings'), 'Settings'),
      },
    }),
    async (c) => c.json(await getSettings(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/consultations/settings',
      permission: { roles: CONSULTATION_ACCESS.settingsWrite },
      tags: TAGS,
      summary: "Change the practice's recording retention (1–3650 days; recordings uploaded from now on).",
      request: { body: jsonBody(consultationSettingsSchema) },
      responses: { 200: jsonResponse(consultationSettingsSchema, 'Settings') },
    }),
    async (c) => c.json(await updateSettings(ctxOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations/{id}',
      permission: NOTES,
      tags: TAGS,
      summary: 'One consultation (a `consultation.read` audit event).',
      request: { params: idParam },
      responses: { 200: jsonResponse(ConsultationSchema, 'The consultation'), 404: notFound },
    }),
    async (c) => c.json(await getConsultation(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/consultations/{id}',
      permission: NOTES,
      tags: TAGS,
      summary:
        'Save changes (the editor autosaves with this). Send the `version` you edited: another one is 409 `VERSION_CONFLICT` (`details`: currentVersion, updatedAt, updatedBy) unless your changes are already there. A completed consultation: 409 `CONSULTATION_COMPLETED`.',
      request: {
        params: idParam,
        body: jsonBody(documented(consultationUpdateSchema, 'ConsultationUpdate')),
      },
      responses: {
        200: jsonResponse(ConsultationSchema, 'Saved ("Consultation saved")'),
        404: notFound,
        409: errorContent('`VERSION_CONFLICT` or `CONSULTATION_COMPLETED`'),
      },
    }),
    async (c) =>
      c.json(await updateConsultation(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/consultations/{id}/complete',
      permission: NOTES,
      tags: TAGS,
      summary:
        'Complete and sign the consultation (who, when). It can no longer be edited; addenda amend it.',
      request: { params: idParam, body: jsonBody(consultationCompleteSchema) },
      responses: {
        200: jsonResponse(ConsultationSchema, 'Signed'),
        404: notFound,
        409: errorContent('`VERSION_CONFLICT` or `CONSULTATION_COMPLETED`'),
      },
    }),
    async (c) =>
      c.json(await completeConsultation(ctxOf(c), c.req.valid('param').id, c.req.valid('json').version), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/consultations/{id}/addenda',
      permission: NOTES,
      tags: TAGS,
      summary: 'Add a dated, signed addendum to a completed consultation (its text stays as signed).',
      request: { params: idParam, body: jsonBody(addendumInputSchema) },
      responses: {
        201: jsonResponse(ConsultationSchema, 'Added'),
        404: notFound,
        409: errorContent('Not completed yet (`CONFLICT`, reason notCompleted)'),
      },
    }),
    async (c) => c.json(await addAddendum(ctxOf(c), c.req.valid('param').id, c.req.valid('json').body), 201),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/consultations/{id}',
      permission: NOTES,
      tags: TAGS,
      summary:
        'Delete a draft ("Consultation deleted") with its recordings; anything else is 409 `CONSULTATION_NOT_DRAFT`.',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 404: notFound, 409: errorContent('Not a draft') },
    }),
    async (c) => {
      await deleteConsultation(ctxOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  // Recordings and transcripts.
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations/{id}/recordings',
      permission: NOTES,
      tags: TAGS,
      summary:
        "The consultation's recordings, the upload limit (`maxBytes`), the practice's default retention and whether transcription is available.",
      request: { params: idParam },
      responses: {
        200: jsonResponse(documented(consultationRecordingsSchema, 'ConsultationRecordings'), 'Recordings'),
        404: notFound,
      },
    }),
    async (c) => c.json(await listRecordings(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/consultations/{id}/recordings',
      permission: NOTES,
      tags: TAGS,
      summary:
        "Upload a recording: the file is the request body, streamed to storage (at most RECORDING_MAX_BYTES, default 500 MiB; `maxBytes` in the list). `consent=true` (the patient's explicit consent to recording and storing) is required: without it nothing is read or stored. MP4/M4A, WebM, MP3, WAV or Ogg, recognised by content. The consent is recorded (who, when) and audited on the patient.",
      request: {
        params: idParam,
        query: recordingUploadQuerySchema,
        body: { required: true, content: { 'application/octet-stream': { schema: binary } } },
      },
      responses: {
        201: jsonResponse(RecordingSchema, 'Stored'),
        404: notFound,
        413: errorContent('Larger than the limit (`PAYLOAD_TOO_LARGE`, `details.maxBytes`)'),
        415: errorContent('Not an accepted audio or video file (`RECORDING_TYPE_NOT_ALLOWED`)'),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const recording = await uploadRecording(ctxOf(c), c.req.valid('param').id, query, c.req.raw.body);
      return c.json(recording, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/consultations/{id}/recordings/{recordingId}',
      permission: NOTES,
      tags: TAGS,
      summary:
        'Change the retained-until date (`YYYY-MM-DD`, in the future) or archive / restore a recording.',
      request: { params: recordingParams, body: jsonBody(recordingUpdateSchema) },
      responses: { 200: jsonResponse(RecordingSchema, 'The recording'), 404: notFound },
    }),
    async (c) => {
      const { id, recordingId } = c.req.valid('param');
      return c.json(await updateRecording(ctxOf(c), id, recordingId, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/consultations/{id}/recordings/{recordingId}',
      permission: NOTES,
      tags: TAGS,
      summary: 'Delete the media now (status `deleted`; the row, its consent and history stay).',
      request: { params: recordingParams },
      responses: { 200: jsonResponse(RecordingSchema, 'The recording'), 404: notFound },
    }),
    async (c) => {
      const { id, recordingId } = c.req.valid('param');
      return c.json(await deleteRecording(ctxOf(c), id, recordingId), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations/{id}/recordings/{recordingId}/media',
      permission: NOTES,
      tags: TAGS,
      summary:
        'Play the recording: HTTP Range requests are answered 206 with Content-Range (Accept-Ranges: bytes). Authorized and audited (`consultation.recording.play`) on every request.',
      request: { params: recordingParams },
      responses: {
        200: { description: 'The whole file', content: { 'application/octet-stream': { schema: binary } } },
        206: {
          description: 'The range asked for',
          content: { 'application/octet-stream': { schema: binary } },
        },
        404: notFound,
        409: errorContent('Still processing, or deleted (`RECORDING_UNAVAILABLE`)'),
        416: { description: 'The range starts past the end' },
      },
    }),
    async (c) => {
      const { id, recordingId } = c.req.valid('param');
      const header = c.req.header('range');
      const opened = await openRecordingMedia(ctxOf(c), id, recordingId, (size) => {
        const r = parseRange(header, size);
        return r.kind === 'whole' ? null : r.kind === 'unsatisfiable' ? 'unsatisfiable' : r;
      });
      const common = {
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      };
      if ('unsatisfiable' in opened) {
        return new Response(null, {
          status: 416,
          headers: { ...common, 'content-range': `bytes */${opened.row.sizeBytes}` },
        });
      }
      const { row, object, range } = opened;
      const headers = {
        ...common,
        'content-type': row.contentType,
        'content-disposition': inline(row.filename),
      };
      if (range) {
        return new Response(object.stream, {
          status: 206,
          headers: {
            ...headers,
            'content-range': `bytes ${range.start}-${range.end}/${object.size}`,
            'content-length': String(range.end - range.start + 1),
          },
        });
      }
      return new Response(object.stream, {
        status: 200,
        headers: { ...headers, 'content-length': String(object.size) },
      });
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations/{id}/recordings/{recordingId}/transcript',
      permission: NOTES,
      tags: TAGS,
      summary: "The recording's transcript: timestamped segments (`s1`, `s2`, …).",
      request: { params: recordingParams },
      responses: { 200: jsonResponse(TranscriptSchema, 'The transcript'), 404: notFound },
    }),
    async (c) => {
      const { id, recordingId } = c.req.valid('param');
      return c.json(await getTranscript(ctxOf(c), id, recordingId), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/consultations/{id}/recordings/{recordingId}/transcript',
      permission: NOTES,
      tags: TAGS,
      summary:
        "Attach the meeting platform's transcript (`content`: WebVTT, SRT or plain text, recognised by content; replaces an earlier one).",
      request: { params: recordingParams, body: jsonBody(transcriptInputSchema) },
      responses: { 200: jsonResponse(TranscriptSchema, 'The transcript'), 404: notFound },
    }),
    async (c) => {
      const { id, recordingId } = c.req.valid('param');
      return c.json(await putTranscript(ctxOf(c), id, recordingId, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/consultations/{id}/recordings/{recordingId}/transcript',
      permission: NOTES,
      tags: TAGS,
      summary: "Remove the recording's transcript.",
      request: { params: recordingParams },
      responses: { 204: { description: 'Removed' }, 404: notFound },
    }),
    async (c) => {
      const { id, recordingId } = c.req.valid('param');
      await deleteTranscript(ctxOf(c), id, recordingId);
      return c.body(null, 204);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/consultations/{id}/recordings/{recordingId}/transcribe',
      permission: NOTES,
      tags: TAGS,
      summary:
        'Transcribe the recording with the configured OpenAI-compatible service (a background job; the recording shows `transcribing` until its transcript is there). Without AI_BASE_URL: 409 `AI_NOT_CONFIGURED`.',
      request: { params: recordingParams },
      responses: {
        202: jsonResponse(z.object({ queued: z.literal(true) }), 'Queued'),
        404: notFound,
        409: errorContent('`AI_NOT_CONFIGURED` or `RECORDING_UNAVAILABLE`'),
      },
    }),
    async (c) => {
      const { id, recordingId } = c.req.valid('param');
      await requestTranscription(ctxOf(c), id, recordingId);
      return c.json({ queued: true as const }, 202);
    },
  );

  // Insights.
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/consultations/{id}/insights',
      permission: NOTES,
      tags: TAGS,
      summary: 'The insight items, each with its source and the clinician’s decision.',
      request: { params: idParam },
      responses: { 200: jsonResponse(InsightsSchema, 'Insights'), 404: notFound },
    }),
    async (c) => c.json(await getInsights(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/consultations/{id}/insights',
      permission: NOTES,
      tags: TAGS,
      summary:
        "Generate insights: the clinical package's rules over the consultation's data and the topics of its transcripts; with AI_BASE_URL, a chat model's items too (only those citing the consultation's data points or transcript lines). Undecided drafts are replaced; decisions are kept.",
      request: { params: idParam },
      responses: { 200: jsonResponse(InsightsSchema, 'Insights'), 404: notFound },
    }),
    async (c) => c.json(await generateInsights(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/consultations/{id}/insights/{itemId}',
      permission: NOTES,
      tags: TAGS,
      summary:
        'Accept, discard (or return to draft) an item, and/or change its wording. Only accepted items reach the patient.',
      request: { params: itemParams, body: jsonBody(insightDecisionSchema) },
      responses: {
        200: jsonResponse(documented(insightItemSchema, 'InsightItem'), 'The item'),
        404: notFound,
      },
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(await decideInsight(ctxOf(c), id, itemId, c.req.valid('json')), 200);
    },
  );

  // Vitals and anthropometrics.
  const series = {
    vitals: {
      access: CONSULTATION_ACCESS.vitals,
      series: vitalSeriesSchema,
      entry: vitalEntrySchema,
      input: vitalsInputSchema,
      name: 'Vital',
    },
    anthropometrics: {
      access: CONSULTATION_ACCESS.anthropometrics,
      series: anthropometricSeriesSchema,
      entry: anthropometricEntrySchema,
      input: anthropometricsInputSchema,
      name: 'Anthropometric',
    },
  } as const;
  for (const kind of ['vitals', 'anthropometrics'] as const satisfies MeasureKind[]) {
    const s = series[kind];
    const permission = { roles: s.access } as const;
    const Entry = documented(s.entry, `${s.name}Entry`);
    const noPatient = errorContent('No such patient in your scope (`NOT_FOUND`)');
    app.openapi(
      defineRoute({
        method: 'get',
        path: `/api/v1/patients/{id}/${kind}`,
        permission,
        tags: TAGS,
        summary: `The patient's ${kind} over time, newest first, in SI units.`,
        request: { params: idParam },
        responses: {
          200: jsonResponse(documented(s.series, `${s.name}Series`), 'The series'),
          404: noPatient,
        },
      }),
      async (c) => c.json(await listSeries(ctxOf(c), kind, c.req.valid('param').id), 200),
    );
    app.openapi(
      defineRoute({
        method: 'post',
        path: `/api/v1/patients/{id}/${kind}`,
        permission,
        tags: TAGS,
        summary: `Record ${kind} on their own (not part of a consultation), in SI units.`,
        request: { params: idParam, body: jsonBody(s.input) },
        responses: { 201: jsonResponse(Entry, 'Recorded'), 404: noPatient },
      }),
      async (c) =>
        c.json(await createEntry(ctxOf(c), kind, c.req.valid('param').id, c.req.valid('json')), 201),
    );
    app.openapi(
      defineRoute({
        method: 'put',
        path: `/api/v1/patients/{id}/${kind}/{entryId}`,
        permission,
        tags: TAGS,
        summary:
          'Correct an entry recorded on its own (an entry of a consultation changes in the consultation: 409).',
        request: { params: entryParams, body: jsonBody(s.input) },
        responses: { 200: jsonResponse(Entry, 'Saved'), 404: noPatient, 409: completed },
      }),
      async (c) => {
        const { id, entryId } = c.req.valid('param');
        return c.json(await updateEntry(ctxOf(c), kind, id, entryId, c.req.valid('json')), 200);
      },
    );
    app.openapi(
      defineRoute({
        method: 'delete',
        path: `/api/v1/patients/{id}/${kind}/{entryId}`,
        permission,
        tags: TAGS,
        summary: 'Delete an entry recorded on its own.',
        request: { params: entryParams },
        responses: { 204: { description: 'Deleted' }, 404: noPatient, 409: completed },
      }),
      async (c) => {
        const { id, entryId } = c.req.valid('param');
        await deleteEntry(ctxOf(c), kind, id, entryId);
        return c.body(null, 204);
      },
    );
  }

  // The patient's own.
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/consultations',
      permission: { roles: ['patient'] },
      tags: TAGS,
      summary: 'Your completed consultations, newest first.',
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(patientConsultationListItemSchema) }).openapi('MyConsultations'),
          'Consultations',
        ),
      },
    }),
    async (c) => c.json({ items: await myConsultations(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/consultations/{id}',
      permission: { roles: ['patient'] },
      tags: TAGS,
      summary:
        'One of your completed consultations, without the provider-only parts (flags, tags, provider action items, a private assessment); of the insights, the items your clinician accepted.',
      request: { params: idParam },
      responses: {
        200: jsonResponse(documented(patientConsultationSchema, 'MyConsultation'), 'The consultation'),
        404: notFound,
      },
    }),
    async (c) => c.json(await myConsultation(ctxOf(c), c.req.valid('param').id), 200),
  );

  return app;
}

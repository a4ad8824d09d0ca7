/**
 * `/api/v1/lab-orders…` (the ordering practice), `/api/v1/lab/…` (the laboratory), the patient's
 * series `/api/v1/patients/{id}/lab-results` and the patient's own `/api/v1/me/lab-results`
 * (contract: packages/shared/src/labs.ts). An order outside the caller's side is 404 NOT_FOUND.
 */
import {
  LAB_ACCESS,
  labCancelSchema,
  labHeldResultSchema,
  labImportReportSchema,
  labOrderCreateSchema,
  labOrderListQuerySchema,
  labOrderPageSchema,
  labOrderSchema,
  labOutsideResultSchema,
  labPreferencesSchema,
  labResultsInputSchema,
  labReviewSchema,
  labSettingsSchema,
  labTrendSeriesSchema,
  labWalkInOrderSchema,
} from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { contentDisposition, fileResponse } from '../../platform/file-response.ts';
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
import { openDocument, putDocument, requisitionPdf } from './documents.ts';
import { labFhirBundle } from './fhir.ts';
import { importHl7 } from './hl7.ts';
import {
  enterResults,
  importResultsCsv,
  LAB_CSV_TEMPLATE,
  listHeldResults,
  resolveHeldResult,
} from './results.ts';
import { getLabPreferences, getLabSettings, updateLabPreferences, updateLabSettings } from './release.ts';
import { myLabReportPdf } from './report.ts';
import { findOrder, type Side } from './scope.ts';
import {
  acknowledgeCritical,
  cancelOrder,
  createOrder,
  createOutsideResult,
  getOrder,
  labMove,
  listLabPatients,
  listLaboratories,
  listOrders,
  reviewOrder,
} from './service.ts';
import { myLabResults, patientTrends } from './views.ts';
import { createWalkInOrder } from './walk-in.ts';

const TAGS = ['labs'];
const PRACTICE = { roles: LAB_ACCESS.practice } as const;
const LABORATORY = { roles: LAB_ACCESS.laboratory } as const;
/** The results over time: the care team, and a laboratory or an insurer the patient shares `labs` with (ADR 0044). */
const TREND_READERS = { roles: [...LAB_ACCESS.practice, 'lab', 'insurance'] } as const;
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const OrderSchema = documented(labOrderSchema, 'LabOrder');
const PageSchema = documented(labOrderPageSchema, 'LabOrderPage');
const notFound = errorContent('No such order on your side (`NOT_FOUND`)');
const refused = errorContent(
  "Not allowed in the order's status (`LAB_ORDER_TRANSITION`, `details` = { from, to })",
);
const binary = z.string().openapi({ type: 'string', format: 'binary' });
const uploadBody = {
  required: false,
  content: {
    'multipart/form-data': {
      schema: z.object({ file: z.any().optional().openapi({ type: 'string', format: 'binary' }) }),
    },
  },
};

async function uploadedFile(c: Context<AppEnv>): Promise<{ name: string; bytes: Uint8Array }> {
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
  if (!(file instanceof File))
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { file: 'fileRequired' } });
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition('inline', filename),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

type Router = ReturnType<typeof createRouter>;

/** The routes both sides have on one order: read, cancel, requisition, report document. */
function orderRoutes(app: Router, side: Side, base: string) {
  const permission = side === 'practice' ? PRACTICE : LABORATORY;
  app.openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{id}`,
      permission,
      tags: TAGS,
      summary:
        'One order with its results (superseded values included), its dated history and its document (a `lab_order.read` audit event).',
      request: { params: idParam },
      responses: { 200: jsonResponse(OrderSchema, 'The order'), 404: notFound },
    }),
    async (c) => c.json(await getOrder(ctxOf(c), side, c.req.valid('param').id), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: `${base}/{id}/cancel`,
      permission,
      tags: TAGS,
      summary:
        'Cancel an order before any result (ordered, received, in progress), with a reason; the other side is told.',
      request: { params: idParam, body: jsonBody(labCancelSchema) },
      responses: { 200: jsonResponse(OrderSchema, 'Cancelled'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await cancelOrder(ctxOf(c), side, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{id}/requisition.pdf`,
      permission,
      tags: TAGS,
      summary:
        'The printable requisition (PDF in `lang`, else Accept-Language) with a Code 128 barcode of the order number.',
      request: { params: idParam, query: z.object({ lang: z.enum(['en', 'es']).optional() }) },
      responses: {
        200: { description: 'The requisition', content: { 'application/pdf': { schema: binary } } },
        404: notFound,
      },
    }),
    async (c) => {
      const { pdf, filename } = await requisitionPdf(
        ctxOf(c),
        side,
        c.req.valid('param').id,
        requestLanguage(c),
      );
      return pdfResponse(pdf, filename);
    },
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: `${base}/{id}/document`,
      permission,
      tags: TAGS,
      summary: "The order's report document (audited: `lab_order.document_download`).",
      request: { params: idParam },
      responses: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: binary } } },
        404: notFound,
      },
    }),
    async (c) => {
      const { object, contentType, filename } = await openDocument(ctxOf(c), side, c.req.valid('param').id);
      return fileResponse(object.stream, { contentType, size: object.size, filename, attachment: false });
    },
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: `${base}/{id}/document`,
      permission,
      tags: TAGS,
      summary:
        'Attach the report document (multipart/form-data, field `file`: PDF, PNG or JPEG by content); replaces the previous one.',
      request: { params: idParam, body: uploadBody },
      responses: {
        200: jsonResponse(OrderSchema, 'Stored'),
        404: notFound,
        413: errorContent('Larger than the limit (`PAYLOAD_TOO_LARGE`)'),
        415: errorContent('Not a PDF, PNG or JPEG (`DOCUMENT_TYPE_NOT_ALLOWED`)'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const { id } = c.req.valid('param');
      // the order first: another side's id is 404 before the body is read
      await findOrder(ctx, side, id);
      return c.json(await putDocument(ctx, side, id, await uploadedFile(c)), 200);
    },
  );
}

export function labRoutes() {
  const app = createRouter();

  // ------------------------------------------------------------ the practice
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/lab-orders',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Lab orders of the patients you see, newest first: `status` (a status, `open`, `attention` = results waiting for review or unacknowledged critical values, `archive`), `patientId`, `priority`, `q` (patient name or order number). One `lab_order.list` audit event.',
      request: { query: labOrderListQuerySchema },
      responses: { 200: jsonResponse(PageSchema, 'A page') },
    }),
    async (c) => c.json(await listOrders(ctxOf(c), 'practice', c.req.valid('query')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab-orders',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Order tests (catalogue codes: LOINC tests and panels) for a patient of your care team from a laboratory; the laboratory is told.',
      request: { body: jsonBody(documented(labOrderCreateSchema, 'LabOrderCreate')) },
      responses: { 201: jsonResponse(OrderSchema, 'Ordered'), 404: errorContent('No such patient') },
    }),
    async (c) => c.json(await createOrder(ctxOf(c), c.req.valid('json')), 201),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab-orders/outside',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        "Record an outside laboratory's report: the values typed in (then PUT its PDF as the document). Saved as reviewed by you; the patient sees it.",
      request: { body: jsonBody(documented(labOutsideResultSchema, 'LabOutsideResult')) },
      responses: { 201: jsonResponse(OrderSchema, 'Recorded'), 404: errorContent('No such patient') },
    }),
    async (c) => c.json(await createOutsideResult(ctxOf(c), c.req.valid('json')), 201),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/lab-orders/laboratories',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'The laboratories an order may be addressed to.',
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) }),
          'Laboratories',
        ),
      },
    }),
    async (c) => c.json({ items: await listLaboratories(ctxOf(c)) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/lab-orders/settings',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        "The practice's lab settings: days after which final results nobody reviewed are released to the patient (0 = never).",
      responses: { 200: jsonResponse(documented(labSettingsSchema, 'LabSettings'), 'Settings') },
    }),
    async (c) => c.json(await getLabSettings(ctxOf(c)), 200),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/lab-orders/settings',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        "Change the practice's automatic release delay (0–365 days; 0 = only a review releases results).",
      request: { body: jsonBody(labSettingsSchema) },
      responses: { 200: jsonResponse(labSettingsSchema, 'Settings') },
    }),
    async (c) => c.json(await updateLabSettings(ctxOf(c), c.req.valid('json')), 200),
  );
  orderRoutes(app, 'practice', '/api/v1/lab-orders');
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab-orders/{id}/review',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'Review final results with a comment: the order becomes reviewed, its critical values acknowledged, and the patient can read it.',
      request: { params: idParam, body: jsonBody(labReviewSchema) },
      responses: { 200: jsonResponse(OrderSchema, 'Reviewed'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await reviewOrder(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab-orders/{id}/acknowledge',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'Acknowledge the critical values of an order (they stay highlighted until then).',
      request: { params: idParam },
      responses: { 200: jsonResponse(OrderSchema, 'Acknowledged'), 404: notFound },
    }),
    async (c) => c.json(await acknowledgeCritical(ctxOf(c), c.req.valid('param').id), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/lab-results',
      permission: TREND_READERS,
      tags: TAGS,
      summary:
        "A patient's current results per analyte over time, in the analyte's conventional unit (trend charts).",
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ items: z.array(labTrendSeriesSchema) }), 'Series'),
        404: errorContent('No such patient'),
      },
    }),
    async (c) => c.json({ items: await patientTrends(ctxOf(c), c.req.valid('param').id) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/lab-results/fhir',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        "A patient's lab orders and results as a FHIR R4 Bundle (ServiceRequest, DiagnosticReport, Observation with LOINC codes and UCUM units); a `lab_order.fhir_export` audit event.",
      request: { params: idParam },
      responses: {
        200: {
          description: 'FHIR R4 Bundle',
          content: { 'application/fhir+json': { schema: binary } },
        },
        404: errorContent('No such patient'),
      },
    }),
    async (c) => {
      const bundle = await labFhirBundle(ctxOf(c), c.req.valid('param').id);
      return new Response(JSON.stringify(bundle), {
        status: 200,
        headers: {
          'content-type': 'application/fhir+json; charset=utf-8',
          'cache-control': 'private, no-store',
        },
        // a FHIR document, not one of this API's JSON shapes: the typed JSON answer does not apply
      }) as never;
    },
  );

  // ------------------------------------------------------------ the laboratory
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/lab/orders',
      permission: LABORATORY,
      tags: TAGS,
      summary:
        'Orders addressed to your laboratory, newest first: `status` (a status, `open`, `attention` = to work on, `archive` = finished), `priority`, `q` (patient name or order number).',
      request: { query: labOrderListQuerySchema },
      responses: { 200: jsonResponse(PageSchema, 'A page') },
    }),
    async (c) => c.json(await listOrders(ctxOf(c), 'laboratory', c.req.valid('query')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab/orders',
      permission: LABORATORY,
      tags: TAGS,
      summary:
        'Register an order yourself (a walk-in, a paper requisition): a patient you already reach (`patientId`) or a new one (`newPatient`), the tests, the ordering clinician as written. It starts received.',
      request: { body: jsonBody(documented(labWalkInOrderSchema, 'LabWalkInOrder')) },
      responses: {
        201: jsonResponse(OrderSchema, 'Registered'),
        404: errorContent('No such patient of yours'),
      },
    }),
    async (c) => c.json(await createWalkInOrder(ctxOf(c), c.req.valid('json')), 201),
  );
  orderRoutes(app, 'laboratory', '/api/v1/lab/orders');
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/lab/patients',
      permission: LABORATORY,
      tags: TAGS,
      summary:
        'The patients of the orders addressed to your laboratory: name, birth date, sex, practice, how many orders (one `lab_patient.list` audit event).',
      responses: {
        200: jsonResponse(
          z.object({
            items: z.array(
              z.object({
                id: z.string(),
                firstName: z.string(),
                lastName: z.string(),
                dateOfBirth: z.string().nullable(),
                sex: z.enum(['M', 'F']).nullable(),
                practice: z.string(),
                orders: z.number(),
                lastOrderedAt: z.string(),
              }),
            ),
          }),
          'Patients',
        ),
      },
    }),
    async (c) => c.json({ items: await listLabPatients(ctxOf(c)) }, 200),
  );
  for (const [verb, to, summary] of [
    ['receive', 'received', 'Accept an order (ordered → received); the practice is told.'],
    ['start', 'in_progress', 'Start working on a received order (→ in progress); the practice is told.'],
  ] as const) {
    app.openapi(
      defineRoute({
        method: 'post',
        path: `/api/v1/lab/orders/{id}/${verb}`,
        permission: LABORATORY,
        tags: TAGS,
        summary,
        request: { params: idParam },
        responses: { 200: jsonResponse(OrderSchema, 'Moved'), 404: notFound, 409: refused },
      }),
      async (c) => c.json(await labMove(ctxOf(c), c.req.valid('param').id, to), 200),
    );
  }
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab/orders/{id}/results',
      permission: LABORATORY,
      tags: TAGS,
      summary:
        'Enter results (value, unit, optional reference range and comment per analyte ordered). The order becomes partial or final; a value for an analyte that has one supersedes it (a correction). A critical value notifies the ordering clinician at once.',
      request: { params: idParam, body: jsonBody(documented(labResultsInputSchema, 'LabResultsInput')) },
      responses: { 200: jsonResponse(OrderSchema, 'Saved'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await enterResults(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab/results/import',
      permission: LABORATORY,
      tags: TAGS,
      summary:
        'Import results from the CSV template (text/csv). Each row is matched to your order by order number and LOINC code; rows that match nothing are held (never dropped), unreadable rows are reported by line.',
      request: { body: { required: true, content: { 'text/csv': { schema: binary } } } },
      responses: {
        200: jsonResponse(documented(labImportReportSchema, 'LabImportReport'), 'Imported'),
        400: errorContent('Not the template (`IMPORT_INVALID`)'),
        415: errorContent('Not text/csv (`UNSUPPORTED_MEDIA_TYPE`)'),
      },
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'text/csv' && type !== 'text/plain') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
      }
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(await c.req.arrayBuffer()));
      } catch {
        throw new AppError('IMPORT_INVALID', 'The file is not UTF-8 text.');
      }
      return c.json(await importResultsCsv(ctxOf(c), text), 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab/results/hl7',
      permission: LABORATORY,
      tags: TAGS,
      summary:
        'Import an HL7 v2 ORU^R01 message (x-application/hl7-v2+er7 or text/plain). Each OBX is matched to your order by the OBR placer order number and its LOINC code; unmatched results are held. Answers the HL7 ACK (MSA-1 `AA`, or `AR` for a message that is not ORU^R01).',
      request: { body: { required: true, content: { 'x-application/hl7-v2+er7': { schema: binary } } } },
      responses: {
        200: { description: 'The ACK', content: { 'x-application/hl7-v2+er7': { schema: binary } } },
        400: errorContent('Not an HL7 v2 message (`BAD_REQUEST`)'),
        415: errorContent('Another content type (`UNSUPPORTED_MEDIA_TYPE`)'),
      },
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!['x-application/hl7-v2+er7', 'application/hl7-v2', 'text/plain'].includes(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the message as x-application/hl7-v2+er7.');
      }
      const answer = await importHl7(ctxOf(c), await c.req.text());
      if (!answer.ack) throw new AppError('BAD_REQUEST', 'This is not an HL7 v2 message.');
      return new Response(answer.ack, {
        status: 200,
        headers: { 'content-type': 'x-application/hl7-v2+er7; charset=utf-8', 'cache-control': 'no-store' },
      }) as never;
    },
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/lab/results/template.csv',
      permission: LABORATORY,
      tags: TAGS,
      summary: 'The CSV template for result files (its header row).',
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: binary } } } },
    }),
    async (c) => {
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', contentDisposition('attachment', 'lab-results-template.csv'));
      return c.body(LAB_CSV_TEMPLATE, 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/lab/results/held',
      permission: LABORATORY,
      tags: TAGS,
      summary: 'Rows of result files that matched none of your orders, waiting for you to resolve them.',
      responses: { 200: jsonResponse(z.object({ items: z.array(labHeldResultSchema) }), 'Held rows') },
    }),
    async (c) => c.json({ items: await listHeldResults(ctxOf(c)) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/lab/results/held/{id}/resolve',
      permission: LABORATORY,
      tags: TAGS,
      summary: 'Mark a held row resolved (re-sent correctly, or not a result).',
      request: { params: idParam },
      responses: { 204: { description: 'Resolved' }, 404: errorContent('No such held row of yours') },
    }),
    async (c) => {
      await resolveHeldResult(ctxOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  // ------------------------------------------------------------ the patient
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/lab-results',
      permission: { roles: ['patient'] },
      tags: TAGS,
      summary: 'Your lab results a clinician has reviewed, newest first, with the series of each test.',
      responses: {
        200: jsonResponse(
          z.object({ orders: z.array(labOrderSchema), trends: z.array(labTrendSeriesSchema) }),
          'Your results',
        ),
      },
    }),
    async (c) => c.json(await myLabResults(ctxOf(c)), 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/lab-results/report.pdf',
      permission: { roles: ['patient'] },
      tags: TAGS,
      summary: 'Your reviewed lab results as a PDF (in `lang`, else Accept-Language), in your unit system.',
      request: { query: z.object({ lang: z.enum(['en', 'es']).optional() }) },
      responses: { 200: { description: 'The report', content: { 'application/pdf': { schema: binary } } } },
    }),
    async (c) => {
      const { pdf, filename } = await myLabReportPdf(ctxOf(c), requestLanguage(c));
      return pdfResponse(pdf, filename);
    },
  );

  // ------------------------------------------------------------ the viewer's unit system
  const VIEWERS = { roles: [...LAB_ACCESS.practice, ...LAB_ACCESS.laboratory, 'patient'] } as const;
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/lab-preferences',
      permission: VIEWERS,
      tags: TAGS,
      summary: 'The unit system you read lab values in (conventional by default, or SI).',
      responses: { 200: jsonResponse(documented(labPreferencesSchema, 'LabPreferences'), 'Preferences') },
    }),
    async (c) => c.json(await getLabPreferences(ctxOf(c)), 200),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/lab-preferences',
      permission: VIEWERS,
      tags: TAGS,
      summary: 'Choose the unit system you read lab values in.',
      request: { body: jsonBody(labPreferencesSchema) },
      responses: { 200: jsonResponse(labPreferencesSchema, 'Preferences') },
    }),
    async (c) => c.json(await updateLabPreferences(ctxOf(c), c.req.valid('json')), 200),
  );

  return app;
}

/** `GET /api/v1/workspace`: the caller's role workspace (ADR 0048); the contract is packages/shared/src/workspace.ts. */
import {
  consentGrantSchema,
  deskDayBillingQuerySchema,
  deskDayBillingSchema,
  deskPaymentInputSchema,
  deskReceiptSchema,
  deskVisitBillingSchema,
  invoiceSchema,
  INTAKE_MAX_DOCUMENTS,
  intakeRecipientsSchema,
  intakeResultSchema,
  WORKSPACE_ROLES,
  workspaceQuerySchema,
  workspaceSchema,
} from '@verdant/shared';
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
import { ctxOf } from '../../platform/service-context.ts';
import { dayBilling, issueVisitInvoice, takeVisitPayment, visitBilling } from '../billing/index.ts';
import { intakeRecipients, recordConsents } from '../privacy/index.ts';
import { type IntakeFile, registerPatient } from './intake.ts';
import { getWorkspace } from './service.ts';

export function workspaceRoutes() {
  const app = createRouter();
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/workspace',
      permission: { roles: [...WORKSPACE_ROLES] },
      tags: ['workspace'],
      summary:
        "What the caller must act on today for one of their roles (`as`; default their first): sections of items, each linking to its work, and the month's figures, in the caller's organization and scope. `tz`: the reader's time zone (where today begins). One `workspace.read` audit event naming the patients shown.",
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonResponse(documented(workspaceSchema, 'Workspace'), 'The workspace') },
    }),
    async (c) => c.json(await getWorkspace(ctxOf(c), c.req.valid('query')), 200),
  );

  // the front desk's new-patient intake (ADR 0055)
  const DESK = { roles: ['admin', 'staff'] } as const;
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/front-desk/consent-recipients',
      permission: DESK,
      tags: ['workspace'],
      summary:
        'The organizations a new patient may consent to share with (active laboratories, insurers and other practices).',
      responses: { 200: jsonResponse(documented(intakeRecipientsSchema, 'IntakeRecipients'), 'The list') },
    }),
    async (c) => c.json({ items: await intakeRecipients(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/front-desk/intake',
      permission: DESK,
      tags: ['workspace'],
      summary: `Register a new patient in one step (multipart/form-data): field \`intake\` = IntakeInput as JSON (demographics, the consents they signed, an optional first visit), fields \`documents\` = up to ${INTAKE_MAX_DOCUMENTS} files (PDF, PNG, JPEG or HEIC, each within DOCUMENT_MAX_BYTES). All or nothing: an invalid part changes nothing.`,
      request: {
        body: {
          required: false,
          content: {
            'multipart/form-data': {
              schema: z.object({
                intake: z.string().optional(),
                documents: z.any().optional().openapi({ type: 'string', format: 'binary' }),
              }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse(documented(intakeResultSchema, 'IntakeResult'), 'Registered'),
        400: errorContent(
          'Invalid (`VALIDATION_FAILED` with `details.fields`, `SLOT_IN_PAST`, `BAD_REQUEST`)',
        ),
        409: errorContent("The first visit's time is taken"),
        413: errorContent('A document is larger than the limit (`PAYLOAD_TOO_LARGE`, `details.index`)'),
        415: errorContent(
          'A document is not a PDF, PNG, JPEG or HEIC (`DOCUMENT_TYPE_NOT_ALLOWED`, `details.index`)',
        ),
      },
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data')) {
        throw new AppError(
          'BAD_REQUEST',
          'Send the intake as multipart/form-data (fields `intake` and `documents`).',
        );
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new AppError('BAD_REQUEST', 'The upload could not be read.');
      }
      const json = form.get('intake');
      let intake: unknown;
      try {
        intake = typeof json === 'string' ? JSON.parse(json) : undefined;
      } catch {
        throw new AppError('BAD_REQUEST', 'The field `intake` is not JSON.');
      }
      if (intake === undefined) {
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { intake: 'required' } });
      }
      const files: IntakeFile[] = [];
      for (const f of form.getAll('documents')) {
        if (f instanceof File) files.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
      }
      return c.json(await registerPatient(ctxOf(c), intake, files), 201);
    },
  );

  // the front desk's billing of a visit (ADR 0063): billing's own writes, in the practice's scope
  const visitParam = z.object({
    id: z
      .string()
      .min(1)
      .max(100)
      .openapi({ param: { name: 'id', in: 'path' } }),
  });
  const visitNotFound = errorContent('Not a visit of your practice (`NOT_FOUND`)');
  const visitRefused = errorContent(
    '`VISIT_NOT_BILLABLE` (`details.reason`: notArrived, cancelled, package, noPrice), `INVOICE_ALREADY_BILLED` (the visit has an invoice), `INVOICE_TRANSITION` (the invoice is paid)',
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/front-desk/billing',
      permission: DESK,
      tags: ['workspace'],
      summary:
        "The desk's day at a glance: every visit starting in [from, to) (at most two days; cancelled and unconfirmed ones aside) with the invoice that bills it and why it cannot be invoiced now. One audited read naming the patients shown.",
      request: { query: deskDayBillingQuerySchema },
      responses: {
        200: jsonResponse(documented(deskDayBillingSchema, 'DeskDayBilling'), 'The visits'),
        400: errorContent(
          'Invalid range (`VALIDATION_FAILED`: `from`/`to` instantInvalid, `to` rangeInvalid or rangeTooLong)',
        ),
      },
    }),
    async (c) => c.json(await dayBilling(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/front-desk/visits/{id}/billing',
      permission: DESK,
      tags: ['workspace'],
      summary:
        "A visit's billing at the desk: its service and price, the invoice that bills it (if any), and why it cannot be invoiced now (if so). One audited read.",
      request: { params: visitParam },
      responses: {
        200: jsonResponse(documented(deskVisitBillingSchema, 'DeskVisitBilling'), 'The visit'),
        404: visitNotFound,
      },
    }),
    async (c) => c.json(await visitBilling(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/front-desk/visits/{id}/invoice',
      permission: DESK,
      tags: ['workspace'],
      summary:
        "Issue the visit's invoice (status sent) from its service's price and the practice's default tax rate; the patient with an account is notified in the app.",
      request: { params: visitParam },
      responses: {
        201: jsonResponse(documented(invoiceSchema, 'Invoice'), 'Issued'),
        404: visitNotFound,
        409: visitRefused,
      },
    }),
    async (c) => c.json(await issueVisitInvoice(ctxOf(c), c.req.valid('param').id), 201),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/front-desk/visits/{id}/payments',
      permission: DESK,
      tags: ['workspace'],
      summary:
        "Take a payment for the visit (amount, method, date, reference) on its open invoice (`invoiceId`, else the one billing it; a draft is issued first), or on an invoice issued from the service's price when it has none. Answers the receipt.",
      request: { params: visitParam, body: jsonBody(documented(deskPaymentInputSchema, 'DeskPaymentInput')) },
      responses: {
        201: jsonResponse(documented(deskReceiptSchema, 'DeskReceipt'), 'Recorded'),
        400: errorContent(
          'Invalid (`VALIDATION_FAILED`: `amountMinor` amountInvalid or amountTooLarge, `method`, `paidOn`, `invoiceId`)',
        ),
        404: visitNotFound,
        409: visitRefused,
      },
    }),
    async (c) => c.json(await takeVisitPayment(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/consents',
      permission: { roles: ['admin', 'staff', 'dietitian', 'medical', 'fitness'] },
      tags: ['workspace'],
      summary:
        "The record's consent directives (what the patient shares with whom), for the practice that holds it. One audited read.",
      request: {
        params: z.object({
          id: z
            .string()
            .min(1)
            .max(100)
            .openapi({ param: { name: 'id', in: 'path' } }),
        }),
      },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(consentGrantSchema, 'ConsentGrant')) }),
          'The list',
        ),
        404: errorContent('Not a record of your practice (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json({ items: await recordConsents(ctxOf(c), c.req.valid('param').id) }, 200),
  );
  return app;
}

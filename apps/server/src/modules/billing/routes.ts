/**
 * `/api/v1/invoices…`, `/api/v1/session-packages`, the patient's `/api/v1/me/invoices…` and
 * `/me/session-packages`, and the practice's billing details `/api/v1/organizations/{id}/billing-profile`
 * (the contract is `packages/shared/src/billing.ts`). Staff and practice administrators see the whole
 * practice's invoices; dietitians, medical and fitness professionals those of their care teams'
 * patients; an invoice outside the caller's scope is 404.
 */
import {
  billableSchema,
  billingProfileInputSchema,
  billingProfileSchema,
  billingSummarySchema,
  cancelInvoiceSchema,
  creditNoteInputSchema,
  type Invoice,
  invoiceCreateSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
  invoiceSummarySchema,
  invoiceUpdateSchema,
  MAX_LOGO_BYTES,
  paymentInputSchema,
  sellPackageSchema,
  sessionPackageQuerySchema,
  sessionPackageSchema,
} from '@verdant/shared';
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
import { billable, billingSummary, listPackages } from './overview.ts';
import { myInvoice, myInvoices, myPackages } from './patient-view.ts';
import { deleteLogo, getBillingProfile, readLogo, setBillingProfile, setLogo } from './profile.ts';
import { sellPackage } from './sell.ts';
import { invoicePdf, pdfName, sendInvoice } from './send.ts';
import {
  cancelInvoice,
  createCreditNote,
  createInvoice,
  deleteInvoice,
  duplicateInvoice,
  getInvoice,
  listInvoices,
  recordPayment,
  updateInvoice,
} from './service.ts';

/** Who works with invoices: the practice's roles (the scope narrows clinicians to their patients). */
export const INVOICE_ROLES = { roles: ['admin', 'staff', 'dietitian', 'medical', 'fitness'] } as const;
const TAGS = ['billing'];

const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const InvoiceSchema = documented(invoiceSchema, 'Invoice');
const notFound = errorContent('No such invoice in your scope (`NOT_FOUND`)');
const refused = errorContent(
  '`INVOICE_TRANSITION` (not in this status), `INVOICE_READ_ONLY` (a sent invoice: cancel and reissue, or a credit note), `INVOICE_ALREADY_BILLED` (`details.sources`), `CONFLICT` (changed meanwhile)',
);
const pdfQuery = z.object({ lang: z.enum(['en', 'es']).optional(), download: z.enum(['0', '1']).optional() });
const pdfBinary = z.string().openapi({ type: 'string', format: 'binary' });
const pdfResponses = {
  200: { description: 'The invoice as a PDF', content: { 'application/pdf': { schema: pdfBinary } } },
  404: notFound,
};

function pdfAnswer(pdf: Buffer, view: Invoice, download: boolean): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(download ? 'attachment' : 'inline', pdfName(view)),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export function billingRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/invoices',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Invoices and credit notes of the patients you see, newest first: `status` (all, outstanding, draft, sent, paid, overdue, cancelled), `kind`, `patientId`, `from`/`to` (issue dates), `q` (patient name or number), `page`, `pageSize`; with the totals outstanding and overdue per currency. One `invoice.list` audit event.',
      request: { query: invoiceListQuerySchema },
      responses: { 200: jsonResponse(documented(invoicePageSchema, 'InvoicePage'), 'A page of invoices') },
    }),
    async (c) => c.json(await listInvoices(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invoices',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Create a draft invoice ("Invoice created") with the next number of the practice. Lines from services, unbilled appointments and consultations (each billed once), session packages or typed; totals computed here.',
      request: { body: jsonBody(documented(invoiceCreateSchema, 'InvoiceCreate')) },
      responses: {
        201: jsonResponse(InvoiceSchema, 'Created'),
        404: errorContent('No such patient in your scope'),
        409: refused,
      },
    }),
    async (c) => c.json(await createInvoice(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/invoices/summary',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Outstanding, overdue and paid this month per currency, drafts, and the latest invoices (the dashboards).',
      responses: { 200: jsonResponse(documented(billingSummarySchema, 'BillingSummary'), 'The summary') },
    }),
    async (c) => c.json(await billingSummary(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/invoices/billable',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        "What a patient's invoice may bill: the practice's services with their prices, the patient's unbilled appointments (completed or missed, not paid by a session package) and completed consultations, and the trainers packages are sold for.",
      request: { query: z.object({ patientId: z.string().min(1).max(100) }) },
      responses: {
        200: jsonResponse(documented(billableSchema, 'Billable'), 'Billable items'),
        404: errorContent('No such patient'),
      },
    }),
    async (c) => c.json(await billable(ctxOf(c), c.req.valid('query').patientId), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/invoices/{id}',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary: 'One invoice with its lines, payments and credit notes (an `invoice.read` audit event).',
      request: { params: idParam },
      responses: { 200: jsonResponse(InvoiceSchema, 'The invoice'), 404: notFound },
    }),
    async (c) => c.json(await getInvoice(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/invoices/{id}',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Save a draft as the editor holds it ("Invoice updated"); `version` is the one read. A sent invoice is `INVOICE_READ_ONLY`.',
      request: { params: idParam, body: jsonBody(documented(invoiceUpdateSchema, 'InvoiceUpdate')) },
      responses: { 200: jsonResponse(InvoiceSchema, 'Saved'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await updateInvoice(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/invoices/{id}',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Delete a draft ("Invoice deleted"); its number stays taken and its appointments become billable again.',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 404: notFound, 409: refused },
    }),
    async (c) => {
      await deleteInvoice(ctxOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/send',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Issue the invoice and e-mail it to the patient with its PDF and a link to their portal ("Invoice sent"); again on a sent or overdue one: a reminder. The patient is notified.',
      request: { params: idParam },
      responses: {
        200: jsonResponse(InvoiceSchema, 'Sent'),
        400: errorContent('The patient has no e-mail address'),
        404: notFound,
        409: refused,
      },
    }),
    async (c) => c.json(await sendInvoice(ctxOf(c), c.req.valid('param').id, requestLanguage(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/payments',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Record a payment, full or partial, with its method and date ("Invoice marked as paid" once nothing is owed).',
      request: { params: idParam, body: jsonBody(documented(paymentInputSchema, 'PaymentInput')) },
      responses: { 200: jsonResponse(InvoiceSchema, 'The invoice'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await recordPayment(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/duplicate',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'A new draft with the same lines (appointments and consultations, billed once, become typed lines).',
      request: { params: idParam },
      responses: { 201: jsonResponse(InvoiceSchema, 'The copy'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await duplicateInvoice(ctxOf(c), c.req.valid('param').id), 201),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/cancel',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Cancel a draft or a sent invoice nothing was paid or credited on, with the reason; `reissue: true` also makes a corrected draft with the same lines (`reissuedAs`).',
      request: { params: idParam, body: jsonBody(documented(cancelInvoiceSchema, 'CancelInvoice')) },
      responses: { 200: jsonResponse(InvoiceSchema, 'The cancelled invoice'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await cancelInvoice(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/credit-notes',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Issue a credit note against a sent, overdue or paid invoice: every line in full, or the lines and quantities given.',
      request: { params: idParam, body: jsonBody(documented(creditNoteInputSchema, 'CreditNoteInput')) },
      responses: { 201: jsonResponse(InvoiceSchema, 'The credit note'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await createCreditNote(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/invoices/{id}/pdf',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary: 'The invoice as a PDF in `lang` (else Accept-Language); `download=1` as an attachment.',
      request: { params: idParam, query: pdfQuery },
      responses: pdfResponses,
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const query = c.req.valid('query');
      const view = await getInvoice(ctx, c.req.valid('param').id);
      const org = ctx.organization!.id;
      return pdfAnswer(
        await invoicePdf(ctx, view, org, query.lang ?? requestLanguage(c)),
        view,
        query.download === '1',
      );
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/session-packages',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Session packages of the patients you see (`patientId`, `providerUserId`), with the sessions that drew on them.',
      request: { query: sessionPackageQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(sessionPackageSchema, 'SessionPackage')) }),
          'Packages',
        ),
      },
    }),
    async (c) => c.json({ items: await listPackages(ctxOf(c), c.req.valid('query')) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/patients/{id}/session-packages',
      permission: INVOICE_ROLES,
      tags: TAGS,
      summary:
        'Sells a package of a trainer’s sessions (`providerUserId`; a fitness professional calling sells their own) to a client in your scope: a new invoice of the practice with one package line, issued and e-mailed with its PDF unless `send` is false (then a draft, and the package is pending). One transaction: a refusal leaves nothing. Another practice’s client is 404.',
      request: { params: idParam, body: jsonBody(documented(sellPackageSchema, 'SellPackageInput')) },
      responses: {
        201: jsonResponse(documented(sessionPackageSchema, 'SessionPackage'), 'The package sold'),
        400: errorContent(
          '`VALIDATION_FAILED` (`email`: the client has no e-mail address to send the invoice to; `providerUserId`: not a fitness professional of the practice)',
        ),
        404: errorContent('No such client in your scope'),
      },
    }),
    async (c) =>
      c.json(
        await sellPackage(ctxOf(c), c.req.valid('param').id, c.req.valid('json'), requestLanguage(c)),
        201,
      ),
  );

  // ------------------------------------------------------------ the patient's own

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/invoices',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Your issued invoices from every practice whose records are linked to your account.',
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(invoiceSummarySchema.extend({ practice: z.string() })) }),
          'Your invoices',
        ),
      },
    }),
    async (c) => c.json({ items: await myInvoices(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/invoices/{id}',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'One of your invoices.',
      request: { params: idParam },
      responses: { 200: jsonResponse(InvoiceSchema, 'The invoice'), 404: notFound },
    }),
    async (c) => {
      const { organizationId: _, ...view } = await myInvoice(ctxOf(c), c.req.valid('param').id);
      return c.json(view, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/invoices/{id}/pdf',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'One of your invoices as a PDF.',
      request: { params: idParam, query: pdfQuery },
      responses: pdfResponses,
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const query = c.req.valid('query');
      const { organizationId, ...view } = await myInvoice(ctx, c.req.valid('param').id);
      return pdfAnswer(
        await invoicePdf(ctx, view, organizationId, query.lang ?? requestLanguage(c)),
        view,
        query.download === '1',
      );
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/session-packages',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Your session packages and the sessions that used them.',
      responses: { 200: jsonResponse(z.object({ items: z.array(sessionPackageSchema) }), 'Your packages') },
    }),
    async (c) => c.json({ items: await myPackages(ctxOf(c)) }, 200),
  );

  // ------------------------------------------------------------ billing details and branding

  const ProfileSchema = documented(billingProfileSchema, 'BillingProfile');
  const orgNotFound = errorContent('Not one of your practices (`NOT_FOUND`)');
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/organizations/{id}/billing-profile',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "A practice's billing details and branding, for its members (`canManage` for the owner and administrators).",
      request: { params: idParam },
      responses: { 200: jsonResponse(ProfileSchema, 'The details'), 404: orgNotFound },
    }),
    async (c) => c.json(await getBillingProfile(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/organizations/{id}/billing-profile',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        'Set the billing details (the owner or a practice administrator; others 403). The accent colour needs the Professional or Enterprise plan (`BRANDING_NOT_IN_PLAN`).',
      request: {
        params: idParam,
        body: jsonBody(documented(billingProfileInputSchema, 'BillingProfileInput')),
      },
      responses: {
        200: jsonResponse(ProfileSchema, 'Saved'),
        402: errorContent('Branding not in the plan'),
        404: orgNotFound,
      },
    }),
    async (c) => c.json(await setBillingProfile(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  const logoBody = z.string().openapi({ type: 'string', format: 'binary' });
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/organizations/{id}/billing-profile/logo',
      permission: 'authenticated',
      tags: TAGS,
      summary: `Upload the practice's logo: PNG or JPEG (by content), at most ${MAX_LOGO_BYTES} bytes; Professional and Enterprise plans.`,
      request: {
        params: idParam,
        body: {
          required: true,
          content: { 'image/png': { schema: logoBody }, 'image/jpeg': { schema: logoBody } },
        },
      },
      responses: {
        200: jsonResponse(ProfileSchema, 'Saved'),
        402: errorContent('Branding not in the plan'),
        404: orgNotFound,
        415: errorContent('Not a PNG or JPEG image'),
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await setLogo(ctx, c.req.valid('param').id, bytes), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/organizations/{id}/billing-profile/logo',
      permission: 'authenticated',
      tags: TAGS,
      summary: "Remove the practice's logo.",
      request: { params: idParam },
      responses: { 200: jsonResponse(ProfileSchema, 'Saved'), 404: orgNotFound },
    }),
    async (c) => c.json(await deleteLogo(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/organizations/{id}/billing-profile/logo',
      permission: 'authenticated',
      tags: TAGS,
      summary: "The practice's logo, for its members.",
      request: { params: idParam },
      responses: {
        200: {
          description: 'The image',
          content: { 'image/png': { schema: logoBody }, 'image/jpeg': { schema: logoBody } },
        },
        404: orgNotFound,
      },
    }),
    async (c) => {
      const logo = await readLogo(ctxOf(c), c.req.valid('param').id);
      return new Response(new Uint8Array(logo.bytes), {
        status: 200,
        headers: {
          'content-type': logo.contentType,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      }) as never;
    },
  );

  return app;
}

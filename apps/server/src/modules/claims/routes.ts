/**
 * `/api/v1/claims…` (the practice: staff, administrators, dietitians and medical professionals, a
 * clinician only for their care teams' patients) and `/api/v1/insurer/claims…` (the insurer
 * organization a claim is addressed to). The contract is `packages/shared/src/claims.ts`. A claim
 * outside the caller's side and scope is 404 on every route.
 */
import {
  adjudicationInputSchema,
  claimCreateSchema,
  claimListQuerySchema,
  claimPageSchema,
  claimReasonSchema,
  claimSchema,
  claimUpdateSchema,
  payerSchema,
} from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { contentDisposition } from '../../platform/file-response.ts';
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
  adjudicateClaim,
  appealClaim,
  claimFile,
  createClaim,
  getClaim,
  listClaims,
  listPayers,
  reviewClaim,
  type Side,
  submitClaim,
  updateClaim,
} from './service.ts';

const PRACTICE = { roles: ['admin', 'staff', 'dietitian', 'medical'] } as const;
const INSURER = { roles: ['insurance'] } as const;
const TAGS = ['claims'];

const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const ClaimSchema = documented(claimSchema, 'Claim');
const notFound = errorContent('No such claim on your side (`NOT_FOUND`)');
const refused = errorContent(
  '`CLAIM_TRANSITION` (not from this status), `BILLING_PROFILE_INCOMPLETE` (`details.missing`), `CONFLICT` (changed meanwhile)',
);

function x12Answer(c: Context<AppEnv>, file: { number: string; x12: string }): Response {
  return c.body(file.x12, 200, {
    'content-type': 'application/edi-x12; charset=utf-8',
    'content-disposition': contentDisposition('attachment', `${file.number}.837p.x12`),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

export function claimRoutes() {
  const app = createRouter();

  const list = (side: Side, path: string, summary: string) =>
    app.openapi(
      defineRoute({
        method: 'get',
        path,
        permission: side === 'insurer' ? INSURER : PRACTICE,
        tags: TAGS,
        summary,
        request: { query: claimListQuerySchema },
        responses: { 200: jsonResponse(documented(claimPageSchema, 'ClaimPage'), 'A page of claims') },
      }),
      async (c) => c.json(await listClaims(ctxOf(c), side, c.req.valid('query')), 200),
    );
  const one = (side: Side, path: string) =>
    app.openapi(
      defineRoute({
        method: 'get',
        path,
        permission: side === 'insurer' ? INSURER : PRACTICE,
        tags: TAGS,
        summary: 'One claim with its lines, adjudication and dated history (audited).',
        request: { params: idParam },
        responses: { 200: jsonResponse(ClaimSchema, 'The claim'), 404: notFound },
      }),
      async (c) => c.json(await getClaim(ctxOf(c), side, c.req.valid('param').id), 200),
    );
  const file = (side: Side, path: string) =>
    app.openapi(
      defineRoute({
        method: 'get',
        path,
        permission: side === 'insurer' ? INSURER : PRACTICE,
        tags: TAGS,
        summary: 'The ANSI X12 837P (005010X222A1) file of the last submission, as sent.',
        request: { params: idParam },
        responses: {
          200: { description: 'The 837P', content: { 'application/edi-x12': { schema: z.string() } } },
          404: notFound,
          409: refused,
        },
      }),
      async (c) => x12Answer(c, await claimFile(ctxOf(c), side, c.req.valid('param').id)) as never,
    );

  list(
    'practice',
    '/api/v1/claims',
    "The practice's claims of the patients you see: `status` (all, todo = draft, rejected, denied or partially paid, or one status), `patientId`, `invoiceId`, `q`, `page`, `pageSize`.",
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/claims/payers',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'Insurer organizations a claim may be addressed to, with their payer ids.',
      responses: {
        200: jsonResponse(z.object({ items: z.array(documented(payerSchema, 'Payer')) }), 'Payers'),
      },
    }),
    async (c) => c.json({ items: await listPayers(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/claims',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        'A draft claim from a sent or paid invoice: payer, member ID, group, subscriber, ICD-10-CM diagnoses, CPT/HCPCS lines with modifiers, units and pointers, place of service, rendering NPI (check digit verified).',
      request: { body: jsonBody(documented(claimCreateSchema, 'ClaimCreate')) },
      responses: {
        201: jsonResponse(ClaimSchema, 'Created'),
        404: errorContent('No such invoice in your scope'),
        409: refused,
      },
    }),
    async (c) => c.json(await createClaim(ctxOf(c), c.req.valid('json')), 201),
  );

  one('practice', '/api/v1/claims/{id}');

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/claims/{id}',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'Edit a draft or rejected claim; `version` is the one read.',
      request: { params: idParam, body: jsonBody(documented(claimUpdateSchema, 'ClaimUpdate')) },
      responses: { 200: jsonResponse(ClaimSchema, 'Saved'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await updateClaim(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/claims/{id}/submit',
      permission: PRACTICE,
      tags: TAGS,
      summary:
        "Submit a draft or a corrected rejected claim to its insurer: the practice's billing details are fixed on it and its 837P generated (`BILLING_PROFILE_INCOMPLETE` with what is missing).",
      request: { params: idParam },
      responses: { 200: jsonResponse(ClaimSchema, 'Submitted'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await submitClaim(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/claims/{id}/appeal',
      permission: PRACTICE,
      tags: TAGS,
      summary: 'Appeal a denied or partially paid claim, with the reason.',
      request: { params: idParam, body: jsonBody(documented(claimReasonSchema, 'ClaimReason')) },
      responses: { 200: jsonResponse(ClaimSchema, 'Appealed'), 404: notFound, 409: refused },
    }),
    async (c) =>
      c.json(await appealClaim(ctxOf(c), c.req.valid('param').id, c.req.valid('json').reason), 200),
  );

  file('practice', '/api/v1/claims/{id}/837p');

  // ------------------------------------------------------------ the insurer

  list(
    'insurer',
    '/api/v1/insurer/claims',
    'Claims addressed to your insurer organization (never drafts): `status` (todo = submitted, accepted or appealed), `q`, paging.',
  );
  one('insurer', '/api/v1/insurer/claims/{id}');
  file('insurer', '/api/v1/insurer/claims/{id}/837p');

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/insurer/claims/{id}/accept',
      permission: INSURER,
      tags: TAGS,
      summary: 'Accept a submitted claim for adjudication.',
      request: { params: idParam },
      responses: { 200: jsonResponse(ClaimSchema, 'The claim'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await reviewClaim(ctxOf(c), c.req.valid('param').id, 'accepted', null), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/insurer/claims/{id}/reject',
      permission: INSURER,
      tags: TAGS,
      summary:
        'Reject a submitted claim (a front-end rejection: the practice corrects and resubmits it), with the reason.',
      request: { params: idParam, body: jsonBody(documented(claimReasonSchema, 'ClaimReason')) },
      responses: { 200: jsonResponse(ClaimSchema, 'The claim'), 404: notFound, 409: refused },
    }),
    async (c) =>
      c.json(
        await reviewClaim(ctxOf(c), c.req.valid('param').id, 'rejected', c.req.valid('json').reason),
        200,
      ),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/insurer/claims/{id}/adjudicate',
      permission: INSURER,
      tags: TAGS,
      summary:
        "Adjudicate an accepted or appealed claim line by line: allowed amount, patient responsibility (deductible 1, coinsurance 2, co-payment 3) and the CARC of what is not allowed. The claim becomes paid, partially paid or denied; the practice's invoice gets the payment and write-off.",
      request: { params: idParam, body: jsonBody(documented(adjudicationInputSchema, 'AdjudicationInput')) },
      responses: { 200: jsonResponse(ClaimSchema, 'Adjudicated'), 404: notFound, 409: refused },
    }),
    async (c) => c.json(await adjudicateClaim(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  return app;
}

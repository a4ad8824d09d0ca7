/**
 * `/api/v1/referrals…` (the professionals' inbox and outbox, each referral and its actions, the FHIR
 * export) and `/api/v1/me/referrals` (the patient's own). The contract is
 * `packages/shared/src/referrals.ts`.
 */
import {
  patientReferralSchema,
  referralCompleteInputSchema,
  referralDeclineInputSchema,
  referralInputSchema,
  referralListQuerySchema,
  referralNoteInputSchema,
  referralPageSchema,
  referralRecipientQuerySchema,
  referralRecipientSchema,
  referralScheduleInputSchema,
  referralSchema,
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
import { audit } from '../../platform/audit.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { referralBundle } from './fhir.ts';
import {
  acceptReferral,
  cancelReferral,
  completeReferral,
  createReferral,
  declineReferral,
  getReferral,
  listRecipients,
  listReferrals,
  myReferrals,
  REFERRAL_ROLES,
  replyInfo,
  requestInfo,
  scheduleReferral,
  sendReferral,
} from './service.ts';

const TAGS = ['referrals'];
const PROFESSIONALS = { roles: [...REFERRAL_ROLES] } as const;
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const Referral = documented(referralSchema, 'Referral');
const notFound = errorContent('No such referral of yours (`NOT_FOUND`): another organization never sees it');
const transition = errorContent('Not allowed in its status (`REFERRAL_TRANSITION`)');
const binary = z.string().openapi({ type: 'string', format: 'binary' });

export function referralRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/referrals',
      permission: PROFESSIONALS,
      tags: TAGS,
      summary:
        "The inbox (referrals sent to you or your practice for your kind) or the outbox (yours and your patients'), filtered by status or overdue (sent, no answer in 7 days). One `referral.list` audit event.",
      request: { query: referralListQuerySchema },
      responses: { 200: jsonResponse(documented(referralPageSchema, 'ReferralPage'), 'A page') },
    }),
    async (c) => c.json(await listReferrals(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/referrals/recipients',
      permission: PROFESSIONALS,
      tags: TAGS,
      summary:
        "Whom you may refer to: your practice's professionals, the directory's published professionals, and practices; `q` matches names, `kind` the profession.",
      request: { query: referralRecipientQuerySchema },
      responses: {
        200: jsonResponse(z.array(documented(referralRecipientSchema, 'ReferralRecipient')), 'Recipients'),
      },
    }),
    async (c) => c.json(await listRecipients(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/referrals',
      permission: PROFESSIONALS,
      tags: TAGS,
      summary:
        'Refer a patient of your care team: recipient, reason, urgency, question, the categories to share (to another practice: an access request the patient approves). A draft, or sent with `send`.',
      request: { body: jsonBody(documented(referralInputSchema, 'ReferralInput')) },
      responses: {
        201: jsonResponse(Referral, 'Created'),
        404: errorContent('No such patient in your scope'),
      },
    }),
    async (c) => c.json(await createReferral(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/referrals/{id}',
      permission: PROFESSIONALS,
      tags: TAGS,
      summary:
        'A referral with its history (each state change, who and when). A `referral.read` audit event.',
      request: { params: idParam },
      responses: { 200: jsonResponse(Referral, 'The referral'), 404: notFound },
    }),
    async (c) => c.json(await getReferral(ctxOf(c), c.req.valid('param').id), 200),
  );

  const action = (
    name: string,
    summary: string,
    run: (ctx: ReturnType<typeof ctxOf>, id: string) => ReturnType<typeof getReferral>,
  ) =>
    app.openapi(
      defineRoute({
        method: 'post',
        path: `/api/v1/referrals/{id}/${name}`,
        permission: PROFESSIONALS,
        tags: TAGS,
        summary,
        request: { params: idParam },
        responses: { 200: jsonResponse(Referral, 'The referral'), 404: notFound, 409: transition },
      }),
      async (c) => c.json(await run(ctxOf(c), c.req.valid('param').id), 200),
    );
  const withBody = <S extends z.ZodType>(
    name: string,
    summary: string,
    schema: S,
    schemaName: string,
    run: (ctx: ReturnType<typeof ctxOf>, id: string, body: z.infer<S>) => ReturnType<typeof getReferral>,
  ) =>
    app.openapi(
      defineRoute({
        method: 'post',
        path: `/api/v1/referrals/{id}/${name}`,
        permission: PROFESSIONALS,
        tags: TAGS,
        summary,
        request: { params: idParam, body: jsonBody(documented(schema, schemaName)) },
        responses: { 200: jsonResponse(Referral, 'The referral'), 404: notFound, 409: transition },
      }),
      async (c) => {
        // the body's schema is this helper's parameter: its typed input is not inferred here
        const valid = c.req.valid.bind(c.req) as unknown as (target: string) => unknown;
        const { id } = valid('param') as { id: string };
        return c.json(await run(ctxOf(c), id, valid('json') as z.infer<S>), 200);
      },
    );

  action('send', 'The sender sends a draft (→ sent); the recipient is told.', sendReferral);
  action(
    'cancel',
    'The sender cancels (→ cancelled); the recipient is told once it was sent.',
    cancelReferral,
  );
  action(
    'accept',
    "The recipient accepts (→ accepted): the patient joins your care team, in your practice's patients.",
    acceptReferral,
  );
  withBody(
    'decline',
    'The recipient declines with a reason (→ declined); the sender is told.',
    referralDeclineInputSchema,
    'ReferralDeclineInput',
    declineReferral,
  );
  withBody(
    'request-info',
    'The recipient asks the sender for more information (the state does not change).',
    referralNoteInputSchema,
    'ReferralNoteInput',
    requestInfo,
  );
  withBody(
    'reply',
    "The sender answers the recipient's question.",
    referralNoteInputSchema,
    'ReferralReplyInput',
    replyInfo,
  );
  withBody(
    'schedule',
    "The recipient books the visit (the calendar's appointment, for the referred patient) (→ scheduled).",
    referralScheduleInputSchema,
    'ReferralScheduleInput',
    scheduleReferral,
  );
  withBody(
    'complete',
    'The recipient sends the closing report back (→ completed).',
    referralCompleteInputSchema,
    'ReferralCompleteInput',
    completeReferral,
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/referrals/{id}/fhir',
      permission: PROFESSIONALS,
      tags: TAGS,
      summary:
        'The referral as a FHIR R4 Bundle: a ServiceRequest and its Task. A `referral.fhir_export` audit event.',
      request: { params: idParam },
      responses: {
        200: { description: 'FHIR R4 Bundle', content: { 'application/fhir+json': { schema: binary } } },
        404: notFound,
      },
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const r = await getReferral(ctx, c.req.valid('param').id);
      await audit(ctx, {
        action: 'referral.fhir_export',
        resourceType: 'referral',
        resourceId: r.id,
        patientId: r.patient.recordId,
      });
      const bundle = referralBundle(r, r.patient.recordId, ctx.now());
      return new Response(JSON.stringify(bundle), {
        status: 200,
        headers: {
          'content-type': 'application/fhir+json; charset=utf-8',
          'cache-control': 'private, no-store',
        },
      }) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/referrals',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "The signed-in patient's referrals (sent ones): who referred them where, where it stands, and what is shared.",
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(patientReferralSchema, 'PatientReferral')) }),
          'Referrals',
        ),
      },
    }),
    async (c) => c.json({ items: await myReferrals(ctxOf(c)) }, 200),
  );

  return app;
}

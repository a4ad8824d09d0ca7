/**
 * `/api/v1/admin/integrations`, `/admin/webhooks`, `/admin/setup` (practice administrators, in their
 * active organization) and `/api/v1/branding` (a patient's practices, a member's own). ADR 0049.
 */
import {
  brandingSchema,
  CONNECTION_KINDS,
  connectionTestResultSchema,
  integrationsOverviewSchema,
  practiceSetupInputSchema,
  practiceSetupSchema,
  teamInvitationsInputSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
} from '@verdant/shared';
import { idParam } from '../../platform/params.ts';
import { ctxOf } from '../../platform/service-context.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { brandingLogo, myBranding } from './branding.ts';
import { integrationsOverview, testConnection } from './connections.ts';
import { getSetup, inviteTeam, saveSetup } from './setup.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  pingWebhook,
  updateWebhook,
} from './webhooks.ts';

const ADMIN = { roles: ['admin'] } as const;
const TAGS = ['admin'];

const Webhook = documented(webhookSchema, 'Webhook');
const Delivery = documented(webhookDeliverySchema, 'WebhookDelivery');
const Setup = documented(practiceSetupSchema, 'PracticeSetup');
const notFound = errorContent('No such subscription in your organization (`NOT_FOUND`)');
const kindParam = z.object({
  kind: z.enum(CONNECTION_KINDS).openapi({ param: { name: 'kind', in: 'path' } }),
});

export function integrationRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/integrations',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Each connection (e-mail, Google sign-in, AI endpoint, file storage, calendar feed, webhooks) with its state, mode, target, the variables that set it, what it needs and its last success and error; and the recording platforms with what their import needs. Never a secret.',
      responses: {
        200: jsonResponse(documented(integrationsOverviewSchema, 'IntegrationsOverview'), 'The connections'),
      },
    }),
    async (c) => c.json(await integrationsOverview(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/integrations/{kind}/test',
      permission: ADMIN,
      tags: TAGS,
      summary:
        '"Send a test": e-mail sends you a test message; storage writes, reads and deletes a file; Google and the AI endpoint are called; the calendar feed checks BASE_URL; webhooks ping every active subscription. The result is recorded as the last success or error.',
      request: { params: kindParam },
      responses: {
        200: jsonResponse(documented(connectionTestResultSchema, 'ConnectionTestResult'), 'What happened'),
      },
    }),
    async (c) => c.json(await testConnection(ctxOf(c), c.req.valid('param').kind), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/webhooks',
      permission: ADMIN,
      tags: TAGS,
      summary: "Your organization's webhook subscriptions (their secrets are never returned)",
      responses: { 200: jsonResponse(z.object({ items: z.array(Webhook) }), 'The subscriptions') },
    }),
    async (c) => c.json({ items: await listWebhooks(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/webhooks',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Subscribe a URL to events. The secret (16+ characters) is stored encrypted and never returned; deliveries carry `Verdant-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.',
      request: { body: jsonBody(documented(webhookInputSchema, 'WebhookInput')) },
      responses: { 201: jsonResponse(Webhook, 'Subscribed') },
    }),
    async (c) => c.json(await createWebhook(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/admin/webhooks/{id}',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Change a subscription; the secret changes only when one is given',
      request: { params: idParam, body: jsonBody(documented(webhookInputSchema, 'WebhookInput')) },
      responses: { 200: jsonResponse(Webhook, 'Saved'), 404: notFound },
    }),
    async (c) => c.json(await updateWebhook(ctxOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/admin/webhooks/{id}',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Remove a subscription and its deliveries',
      request: { params: idParam },
      responses: { 204: { description: 'Removed' }, 404: notFound },
    }),
    async (c) => {
      await deleteWebhook(ctxOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/webhooks/{id}/deliveries',
      permission: ADMIN,
      tags: TAGS,
      summary: "A subscription's 50 newest deliveries with their status, attempts and the response",
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ items: z.array(Delivery) }), 'The deliveries'),
        404: notFound,
      },
    }),
    async (c) => c.json({ items: await listDeliveries(ctxOf(c), c.req.valid('param').id) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/webhooks/{id}/ping',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Queue a `ping` delivery to the subscription (signed like every event)',
      request: { params: idParam },
      responses: { 202: jsonResponse(Delivery, 'Queued'), 404: notFound },
    }),
    async (c) => c.json(await pingWebhook(ctxOf(c), c.req.valid('param').id), 202),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/setup',
      permission: ADMIN,
      tags: TAGS,
      summary:
        "The practice's onboarding: name, address, time zone, currency, tax rate, opening hours, its professionals' services, its team and join code, and whether its plan allows custom branding",
      responses: { 200: jsonResponse(Setup, 'The setup'), 403: errorContent('Not acting in a practice') },
    }),
    async (c) => c.json(await getSetup(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/admin/setup',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Save the onboarding (the address, currency and tax rate go to the billing details); `complete` marks it finished',
      request: { body: jsonBody(documented(practiceSetupInputSchema, 'PracticeSetupInput')) },
      responses: { 200: jsonResponse(Setup, 'Saved'), 403: errorContent('Not acting in a practice') },
    }),
    async (c) => c.json(await saveSetup(ctxOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/setup/team-invitations',
      permission: ADMIN,
      tags: TAGS,
      summary: "E-mail up to 20 colleagues the practice's join code and where to create their account",
      request: { body: jsonBody(documented(teamInvitationsInputSchema, 'TeamInvitationsInput')) },
      responses: { 202: jsonResponse(z.object({ sent: z.number().int() }), 'Queued') },
    }),
    async (c) => c.json(await inviteTeam(ctxOf(c), c.req.valid('json')), 202),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/branding',
      permission: 'authenticated',
      tags: ['branding'],
      summary:
        "The custom branding (name, colour, logo) of the caller's practices: those where they are a patient or a member",
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(documented(brandingSchema, 'Branding')) }),
          'The branding',
        ),
      },
    }),
    async (c) => c.json({ items: await myBranding(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/branding/{id}/logo',
      permission: 'authenticated',
      tags: ['branding'],
      summary: "A practice's logo, for its patients and members",
      request: { params: idParam },
      responses: {
        200: {
          description: 'The image',
          content: { 'image/png': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
        },
        404: errorContent('None, or not one of your practices (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const logo = await brandingLogo(ctxOf(c), c.req.valid('param').id);
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

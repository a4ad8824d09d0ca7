/**
 * Webhooks (ADR 0049): a practice administrator subscribes a URL to events; `emitWebhookEvent` is the
 * hook the modules call where an event happens (in their transaction), which writes one delivery per
 * subscribed endpoint and queues a `webhook.deliver` job for it. The job POSTs the JSON body signed
 * with the endpoint's secret (WEBHOOK_SIGNATURE_HEADER: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`), records the response, and throws on anything but a 2xx so the jobs table retries
 * it with its exponential backoff until WEBHOOK_MAX_ATTEMPTS. Bodies carry ids, never patient data.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookInput,
  webhookInputSchema,
} from '@verdant/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { type Config, resolveAuthSecret } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { backoffSeconds, type ClaimedJob, enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import { scrub } from '../../platform/logger.ts';
import { isUuid } from '../../platform/params.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { recordCheck } from './checks.ts';

export const WEBHOOK_JOB = 'webhook.deliver';
const EXCERPT_CHARS = 300;
const TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------- the secret, encrypted at rest

function secretKey(config: Config): Buffer {
  return createHash('sha256')
    .update(`verdant-webhook-secret:${resolveAuthSecret(config)}`)
    .digest();
}

export function encryptSecret(config: Config, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(config), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(config: Config, stored: string): string {
  const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  const decipher = createDecipheriv('aes-256-gcm', secretKey(config), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** The signature header's value for `body` sent at `unixSeconds`. */
export function signWebhook(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

// ---------------------------------------------------------------- where deliveries may go

const PRIVATE_V4 = [/^10\./, /^127\./, /^169\.254\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^0\./];

/** Loopback and private addresses, written literally (a name resolving to one is not caught). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  if (isIP(host) === 4) return PRIVATE_V4.some((re) => re.test(host));
  if (isIP(host) === 6) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe80/.test(host);
  return false;
}

/** An installation served from localhost (development, tests) may call localhost; others may not. */
function assertDeliverable(config: Config, url: string): void {
  if (isPrivateHost(new URL(config.baseUrl).hostname)) return;
  if (isPrivateHost(new URL(url).hostname)) {
    throw new AppError('VALIDATION_FAILED', 'A webhook cannot call a private or loopback address.', {
      fields: { url: 'urlPrivate' },
    });
  }
}

// ---------------------------------------------------------------- subscriptions

type EndpointRow = typeof webhookEndpoint.$inferSelect;

async function toWebhooks(ctx: ServiceContext, rows: EndpointRow[]): Promise<Webhook[]> {
  if (rows.length === 0) return [];
  const last = await ctx.db.execute(sql`
    select distinct on (endpoint_id) endpoint_id, status, coalesce(last_attempt_at, created_at) as at
    from ${webhookDelivery}
    where endpoint_id in (${sql.join(
      rows.map((r) => sql`${r.id}::uuid`),
      sql`, `,
    )})
    order by endpoint_id, created_at desc`);
  const byEndpoint = new Map(
    rowsOf<{ endpoint_id: string; status: WebhookDelivery['status']; at: string | Date }>(last).map((r) => [
      r.endpoint_id,
      r,
    ]),
  );
  return rows.map((r) => {
    const l = byEndpoint.get(r.id);
    return {
      id: r.id,
      url: r.url,
      events: r.events,
      active: r.active,
      secretSet: r.secretEncrypted.length > 0,
      createdAt: r.createdAt.toISOString(),
      lastDeliveryStatus: l?.status ?? null,
      lastDeliveryAt: l ? new Date(l.at).toISOString() : null,
    };
  });
}

export async function listWebhooks(ctx: ServiceContext): Promise<Webhook[]> {
  const org = activeOrganization(ctx);
  const rows = await ctx.db
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.organizationId, org.id))
    .orderBy(webhookEndpoint.createdAt);
  return toWebhooks(ctx, rows);
}

async function endpointInScope(ctx: ServiceContext, id: string): Promise<EndpointRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const org = activeOrganization(ctx);
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.organizationId, org.id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createWebhook(ctx: ServiceContext, raw: WebhookInput): Promise<Webhook> {
  const org = activeOrganization(ctx);
  const input = webhookInputSchema.parse(raw);
  if (!input.secret) {
    throw new AppError('VALIDATION_FAILED', 'A secret is required.', { fields: { secret: 'required' } });
  }
  assertDeliverable(ctx.config, input.url);
  const secretEncrypted = encryptSecret(ctx.config, input.secret);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(webhookEndpoint)
      .values({
        organizationId: org.id,
        url: input.url,
        events: input.events,
        secretEncrypted,
        active: input.active,
      })
      .returning();
    await audit(tx, { action: 'webhook.create', resourceType: 'webhook', resourceId: row!.id });
    return (await toWebhooks(tx, [row!]))[0]!;
  });
}

export async function updateWebhook(ctx: ServiceContext, id: string, raw: WebhookInput): Promise<Webhook> {
  const input = webhookInputSchema.parse(raw);
  assertDeliverable(ctx.config, input.url);
  return withTransaction(ctx, async (tx) => {
    await endpointInScope(tx, id);
    const [row] = await tx.db
      .update(webhookEndpoint)
      .set({
        url: input.url,
        events: input.events,
        active: input.active,
        ...(input.secret ? { secretEncrypted: encryptSecret(ctx.config, input.secret) } : {}),
        updatedAt: tx.now(),
      })
      .where(eq(webhookEndpoint.id, id))
      .returning();
    await audit(tx, {
      action: input.secret ? 'webhook.update.secret' : 'webhook.update',
      resourceType: 'webhook',
      resourceId: id,
    });
    return (await toWebhooks(tx, [row!]))[0]!;
  });
}

export async function deleteWebhook(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await endpointInScope(tx, id);
    await tx.db.delete(webhookEndpoint).where(eq(webhookEndpoint.id, id));
    await audit(tx, { action: 'webhook.delete', resourceType: 'webhook', resourceId: id });
  });
}

type DeliveryRow = typeof webhookDelivery.$inferSelect;

function toDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    event: r.event,
    status: r.status,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    responseExcerpt: r.responseExcerpt,
    createdAt: r.createdAt.toISOString(),
    lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  };
}

/** The endpoint's 50 newest deliveries. */
export async function listDeliveries(ctx: ServiceContext, id: string): Promise<WebhookDelivery[]> {
  await endpointInScope(ctx, id);
  const rows = await ctx.db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, id))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(50);
  return rows.map(toDelivery);
}

// ---------------------------------------------------------------- events

function eventBody(
  deliveryId: string,
  event: string,
  organizationId: string,
  occurredAt: Date,
  data: Record<string, string | null>,
) {
  return JSON.stringify({
    id: deliveryId,
    event,
    occurredAt: occurredAt.toISOString(),
    organizationId,
    data,
  });
}

async function queueDelivery(
  db: DbOrTx,
  endpoint: { id: string; organizationId: string },
  event: string,
  occurredAt: Date,
  data: Record<string, string | null>,
): Promise<DeliveryRow> {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(webhookDelivery)
    .values({
      id,
      organizationId: endpoint.organizationId,
      endpointId: endpoint.id,
      event,
      body: eventBody(id, event, endpoint.organizationId, occurredAt, data),
      nextAttemptAt: occurredAt,
    })
    .returning();
  await enqueueJob(db, WEBHOOK_JOB, { deliveryId: id }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
  return row!;
}

/**
 * The hook modules call where an event happens, in their transaction (so a rolled-back change sends
 * nothing): one delivery per active endpoint of the organization subscribed to `event`. `data` holds
 * ids (and a status where the event needs one); never names, notes or results.
 */
export async function emitWebhookEvent(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  organizationId: string,
  event: WebhookEvent,
  data: Record<string, string | null>,
): Promise<number> {
  const endpoints = await ctx.db
    .select({ id: webhookEndpoint.id, organizationId: webhookEndpoint.organizationId })
    .from(webhookEndpoint)
    .where(
      and(
        eq(webhookEndpoint.organizationId, organizationId),
        eq(webhookEndpoint.active, true),
        sql`${event} = any(${webhookEndpoint.events})`,
      ),
    );
  const now = ctx.now();
  for (const endpoint of endpoints) await queueDelivery(ctx.db, endpoint, event, now, data);
  return endpoints.length;
}

/** "Send a test": a `ping` event to one endpoint, queued like any other. */
export async function pingWebhook(ctx: ServiceContext, id: string): Promise<WebhookDelivery> {
  return withTransaction(ctx, async (tx) => {
    const endpoint = await endpointInScope(tx, id);
    const row = await queueDelivery(tx.db, endpoint, 'ping', tx.now(), {});
    await audit(tx, { action: 'webhook.ping', resourceType: 'webhook', resourceId: id });
    return toDelivery(row);
  });
}

// ---------------------------------------------------------------- delivery (the job)

/** Reads at most `max` characters of a response body, then lets the rest go. */
async function excerptOf(response: Response, max = EXCERPT_CHARS): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < max) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, max);
}

export const deliverWebhook: JobHandler = async (job: ClaimedJob, ctx: ServiceContext) => {
  const deliveryId = String(job.payload.deliveryId ?? '');
  const [row] = await ctx.db
    .select({ delivery: webhookDelivery, endpoint: webhookEndpoint })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(eq(webhookDelivery.id, deliveryId));
  if (!row || row.delivery.status === 'succeeded' || row.delivery.status === 'failed') return;
  const { delivery, endpoint } = row;
  const now = ctx.now();
  let responseStatus: number | null = null;
  let excerpt: string;
  let ok = false;
  if (!endpoint.active) {
    excerpt = 'The subscription is paused.';
  } else {
    try {
      assertDeliverable(ctx.config, endpoint.url);
      const secret = decryptSecret(ctx.config, endpoint.secretEncrypted);
      const response = await fetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Verdant-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, Math.floor(now.getTime() / 1000), delivery.body),
          'Verdant-Event': delivery.event,
          'Verdant-Delivery': delivery.id,
        },
        body: delivery.body,
      });
      responseStatus = response.status;
      excerpt = await excerptOf(response);
      ok = response.status >= 200 && response.status < 300;
    } catch (err) {
      excerpt = scrub(err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(
        0,
        EXCERPT_CHARS,
      );
    }
  }
  const final = ok || !endpoint.active || job.attempts >= job.maxAttempts;
  await ctx.db
    .update(webhookDelivery)
    .set({
      attempts: job.attempts,
      status: ok ? 'succeeded' : final ? 'failed' : 'retrying',
      responseStatus,
      responseExcerpt: excerpt,
      lastAttemptAt: now,
      nextAttemptAt: final ? null : new Date(now.getTime() + backoffSeconds(job.attempts) * 1000),
    })
    .where(eq(webhookDelivery.id, delivery.id));
  await recordCheck(
    ctx.db,
    endpoint.organizationId,
    'webhooks',
    now,
    ok ? null : `${responseStatus ?? ''} ${excerpt}`.trim(),
  );
  // anything but a 2xx: the jobs table retries it after backoffSeconds(attempts)
  if (!final) throw new Error(`webhook delivery answered ${responseStatus ?? 'nothing'}`);
};

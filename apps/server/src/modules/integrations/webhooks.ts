/**
 * Webhooks (ADR 0049): a practice administrator subscribes a URL to events; `emitWebhookEvent` is the
 * hook the modules call where an event happens (in their transaction), which writes one delivery per
 * subscribed endpoint and queues a `webhook.deliver` job for it. The job POSTs the JSON body signed
 * with the endpoint's secret (WEBHOOK_SIGNATURE_HEADER: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`), records the response, and throws on anything but a 2xx so the jobs table retries
 * it with its exponential backoff until WEBHOOK_MAX_ATTEMPTS. Bodies carry ids, never patient data.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryError,
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
import { outcome, recordCheck } from './checks.ts';

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

/** [first address as a 32-bit number, prefix length] of IPv4 ranges a webhook must not reach. */
const BLOCKED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function v4Blocked(ip: string): boolean {
  const n = v4Number(ip);
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    return n >= start && n < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function v6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - h.length - t.length;
  if (tail === undefined ? h.length !== 8 : missing < 1) return null;
  const groups = [...h, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...t].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/**
 * Whether an IP address (IPv4 or IPv6, an IPv4-mapped or NAT64 one by its IPv4 part) is loopback,
 * private, link-local, unique-local, multicast or otherwise not a public receiver.
 */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, '');
  if (isIP(address) === 4) return v4Blocked(address);
  if (isIP(address) !== 6) return true; // not an address: never trusted
  const g = v6Groups(address);
  if (!g) return true;
  const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return true; // ::
  if (zeros(7) && g[7] === 1) return true; // ::1
  if (zeros(5) && g[5] === 0xffff) return v4Blocked(v4Of(g[6]!, g[7]!)); // ::ffff:a.b.c.d
  if (zeros(6)) return true; // ::a.b.c.d (deprecated IPv4-compatible)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return v4Blocked(v4Of(g[6]!, g[7]!)); // NAT64 64:ff9b::/96
  }
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique-local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return true; // multicast
  return false;
}

/** A host written as a private address, or a name that only ever means this machine or network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  if (host.endsWith('.local') || host.endsWith('.home.arpa')) return true;
  if (isIP(host) !== 0) return isPrivateAddress(host);
  return false;
}

const refused = (reason: 'urlPrivate' | 'urlUnresolvable') =>
  new AppError(
    'VALIDATION_FAILED',
    reason === 'urlPrivate'
      ? 'A webhook cannot call a private or loopback address.'
      : 'The webhook host name does not resolve.',
    { fields: { url: reason } },
  );

type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });
let resolveHost: Resolve = systemResolve;
/** Tests: answer name look-ups from a table (a name that "changes" its address between calls). */
export function setWebhookResolverForTests(resolve: Resolve | null): void {
  resolveHost = resolve ?? systemResolve;
}

/**
 * Refuses a URL whose host is, or resolves to, an address a webhook must not reach (ADR 0056),
 * unless the installation set WEBHOOKS_ALLOW_PRIVATE. Checked at subscription and at every delivery
 * (a name may change its address); the delivery also pins the connection to the checked address.
 */
export async function assertDeliverable(config: Config, url: string): Promise<void> {
  if (config.webhooksAllowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isPrivateHost(host)) throw refused('urlPrivate');
  if (isIP(host) !== 0) return;
  let addresses: { address: string }[];
  try {
    addresses = await resolveHost(host);
  } catch {
    throw refused('urlUnresolvable');
  }
  if (addresses.length === 0) throw refused('urlUnresolvable');
  if (addresses.some((a) => isPrivateAddress(a.address))) throw refused('urlPrivate');
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
  await assertDeliverable(ctx.config, input.url);
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
  await assertDeliverable(ctx.config, input.url);
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
    errorCode: r.errorCode ?? null,
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

/** A look-up for the delivery's socket: answers only public addresses (pins the checked ones). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolveHost(hostname).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = addresses.filter((a) => wanted === 0 || a.family === wanted);
      if (usable.length === 0 || usable.some((a) => isPrivateAddress(a.address))) {
        const err = Object.assign(new Error('refused: private or no address'), {
          code: usable.length === 0 ? 'ENOTFOUND' : 'EPRIVATE',
        });
        callback(err, '', 0);
        return;
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    },
    (err: NodeJS.ErrnoException) => callback(err, '', 0),
  );
};

/**
 * POSTs `body` without following redirects; the status and at most EXCERPT_CHARS of the answer (the
 * rest is discarded). Unless private addresses are allowed, the connection goes only to an address
 * the guarded look-up accepted, so a name that changes its address after the check is still refused.
 */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<{ status: number; excerpt: string }> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        let text = '';
        const done = () => resolve({ status: res.statusCode ?? 0, excerpt: text.slice(0, EXCERPT_CHARS) });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= EXCERPT_CHARS) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', () => done());
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The short cause of a network failure (a code such as ECONNREFUSED, or `timeout`). */
function causeOf(err: unknown): string {
  if (!(err instanceof Error)) return 'error';
  const code = (err as NodeJS.ErrnoException).code;
  if (err.name === 'AbortError' || err.name === 'TimeoutError' || code === 'ABORT_ERR') return 'timeout';
  return scrub(code ?? err.name).slice(0, 60);
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
  let excerpt: string | null = null;
  let errorCode: WebhookDeliveryError | null = null;
  let ok = false;
  if (!endpoint.active) {
    errorCode = 'paused';
  } else {
    try {
      await assertDeliverable(ctx.config, endpoint.url);
      const secret = decryptSecret(ctx.config, endpoint.secretEncrypted);
      const answer = await post(
        endpoint.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Verdant-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, Math.floor(now.getTime() / 1000), delivery.body),
          'Verdant-Event': delivery.event,
          'Verdant-Delivery': delivery.id,
        },
        delivery.body,
        ctx.config.webhooksAllowPrivate === true,
      );
      responseStatus = answer.status;
      excerpt = answer.excerpt;
      ok = answer.status >= 200 && answer.status < 300;
    } catch (err) {
      const reason =
        err instanceof AppError
          ? (err.details?.fields as Record<string, string> | undefined)?.url
          : undefined;
      const cause = causeOf(err);
      errorCode =
        reason === 'urlPrivate' || cause === 'EPRIVATE'
          ? 'private_address'
          : reason === 'urlUnresolvable' || cause === 'ENOTFOUND'
            ? 'unresolvable'
            : 'network';
      excerpt = errorCode === 'network' ? cause : null;
    }
  }
  // a refused address is not retried: the same check would refuse it again
  const final =
    ok || errorCode === 'paused' || errorCode === 'private_address' || job.attempts >= job.maxAttempts;
  await ctx.db
    .update(webhookDelivery)
    .set({
      attempts: job.attempts,
      status: ok ? 'succeeded' : final ? 'failed' : 'retrying',
      responseStatus,
      responseExcerpt: excerpt,
      errorCode,
      lastAttemptAt: now,
      nextAttemptAt: final ? null : new Date(now.getTime() + backoffSeconds(job.attempts) * 1000),
    })
    .where(eq(webhookDelivery.id, delivery.id));
  await recordCheck(
    ctx.db,
    endpoint.organizationId,
    'webhooks',
    now,
    ok
      ? null
      : errorCode === 'paused'
        ? outcome('webhookPaused')
        : errorCode === 'private_address'
          ? outcome('webhookPrivate', { host: new URL(endpoint.url).hostname })
          : errorCode !== null
            ? outcome('networkError', {
                detail: errorCode === 'unresolvable' ? 'ENOTFOUND' : (excerpt ?? ''),
              })
            : outcome('webhookAnswered', { status: responseStatus ?? 0, detail: excerpt ?? '' }),
  );
  // anything but a 2xx: the jobs table retries it after backoffSeconds(attempts)
  if (!final) throw new Error(`webhook delivery answered ${responseStatus ?? 'nothing'}`);
};

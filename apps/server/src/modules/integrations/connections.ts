/**
 * Each connection of the installation as the practice administrator sees it (ADR 0049): its state,
 * how it runs and what it talks to (never a credential), the environment variables that set it, what
 * is missing, and the last success and error of a "send a test" (or of a webhook delivery). The
 * credentials of e-mail, Google, the AI endpoint and storage are the installation's, set in its
 * environment at start-up; the API names the variables and never returns their values.
 */
import type {
  Connection,
  ConnectionKind,
  ConnectionOutcome,
  ConnectionTestResult,
  IntegrationsOverview,
  RecordingImport,
} from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import { user, webhookEndpoint } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { emailDomain, scrub } from '../../platform/logger.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { ConnectionFailure, checksOf, outcome, recordCheck } from './checks.ts';
import { brandingOf } from './branding.ts';
import { testEmail } from './emails.ts';
import { isPrivateHost, pingWebhook } from './webhooks.ts';

type Base = Omit<Connection, 'lastSuccessAt' | 'lastErrorAt' | 'lastError' | 'state'> & { ready: boolean };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

async function baseOf(ctx: ServiceContext, kind: ConnectionKind, organizationId: string): Promise<Base> {
  const { config } = ctx;
  switch (kind) {
    case 'email': {
      const mode = ctx.mail.transport.kind;
      return {
        kind,
        ready: true,
        mode,
        target: mode === 'smtp' && config.smtpUrl ? hostOf(config.smtpUrl) : null,
        settings: ['SMTP_URL', 'MAIL_FROM'],
        // the outbox works, but nothing leaves the machine until SMTP_URL is set
        needs: mode === 'smtp' ? [] : ['SMTP_URL'],
      };
    }
    case 'google':
      return {
        kind,
        ready: config.google !== undefined,
        mode: config.google ? 'oauth' : null,
        target: config.google ? 'accounts.google.com' : null,
        settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        needs: config.google ? [] : ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      };
    case 'ai':
      return {
        kind,
        ready: config.ai !== undefined,
        mode: config.ai?.model ?? null,
        target: config.ai ? hostOf(config.ai.baseUrl) : null,
        settings: ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TRANSCRIPTION_MODEL'],
        needs: config.ai ? (config.ai.model ? [] : ['AI_MODEL']) : ['AI_BASE_URL', 'AI_MODEL'],
      };
    case 'storage':
      return {
        kind,
        ready: true,
        mode: ctx.storage.kind,
        target: config.s3 ? `${hostOf(config.s3.endpoint)}/${config.s3.bucket}` : 'DATA_DIR/files',
        settings: [
          'DATA_DIR',
          'S3_ENDPOINT',
          'S3_BUCKET',
          'S3_REGION',
          'S3_ACCESS_KEY_ID',
          'S3_SECRET_ACCESS_KEY',
        ],
        needs: [],
      };
    case 'calendar': {
      const publicUrl = !isPrivateHost(new URL(config.baseUrl).hostname);
      return {
        kind,
        ready: publicUrl,
        mode: 'ics',
        target: hostOf(config.baseUrl),
        settings: ['BASE_URL'],
        // calendar apps fetch the feed from their own servers: a localhost address never reaches them
        needs: publicUrl ? [] : ['BASE_URL'],
      };
    }
    case 'webhooks': {
      const active = await ctx.db
        .select({ id: webhookEndpoint.id })
        .from(webhookEndpoint)
        .where(and(eq(webhookEndpoint.organizationId, organizationId), eq(webhookEndpoint.active, true)));
      return {
        kind,
        ready: active.length > 0,
        mode: String(active.length),
        target: null,
        settings: [],
        needs: active.length > 0 ? [] : ['subscription'],
      };
    }
  }
}

function withState(
  base: Base,
  check:
    | { lastSuccessAt: Date | null; lastErrorAt: Date | null; lastError: ConnectionOutcome | null }
    | undefined,
): Connection {
  const { ready, ...rest } = base;
  const failedLast =
    check?.lastErrorAt != null && (check.lastSuccessAt == null || check.lastErrorAt > check.lastSuccessAt);
  return {
    ...rest,
    state: !ready ? 'not_configured' : failedLast ? 'error' : 'configured',
    lastSuccessAt: check?.lastSuccessAt?.toISOString() ?? null,
    lastErrorAt: check?.lastErrorAt?.toISOString() ?? null,
    lastError: check?.lastError ?? null,
  };
}

/**
 * The recording platforms of the specification. Verdant has no importer for any of them yet and no
 * installation holds their credentials: each says what it would need, and nothing pretends to work.
 */
export const RECORDING_IMPORTS: readonly RecordingImport[] = [
  {
    platform: 'google_meet',
    state: 'needs_credentials',
    needs: [
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'scope: meetings.space.readonly',
      'scope: drive.readonly',
    ],
  },
  {
    platform: 'microsoft_teams',
    state: 'needs_credentials',
    needs: [
      'MS_TENANT_ID',
      'MS_CLIENT_ID',
      'MS_CLIENT_SECRET',
      'permission: OnlineMeetingRecording.Read.All',
    ],
  },
  {
    platform: 'zoom',
    state: 'needs_credentials',
    needs: ['ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET', 'scope: cloud_recording:read'],
  },
];

const KINDS: readonly ConnectionKind[] = ['email', 'google', 'ai', 'storage', 'calendar', 'webhooks'];

async function connectionOf(ctx: ServiceContext, organizationId: string, kind: ConnectionKind) {
  const checks = await checksOf(ctx.db, organizationId);
  return withState(await baseOf(ctx, kind, organizationId), checks.get(kind));
}

export async function integrationsOverview(ctx: ServiceContext): Promise<IntegrationsOverview> {
  const org = activeOrganization(ctx);
  const checks = await checksOf(ctx.db, org.id);
  const connections: Connection[] = [];
  for (const kind of KINDS) connections.push(withState(await baseOf(ctx, kind, org.id), checks.get(kind)));
  return { connections, recordingImports: [...RECORDING_IMPORTS] };
}

/** GET `url` within `ms`; resolves with the status or throws with the network error. */
async function probe(url: string, init: RequestInit = {}, ms = 8000): Promise<number> {
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(ms) });
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

/** A network error's short cause (ECONNREFUSED, a timeout…), without URLs' credentials. */
function networkDetail(err: unknown): string {
  if (!(err instanceof Error)) return scrub(String(err));
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timeout';
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return scrub(cause?.code ?? cause?.message ?? err.message).slice(0, 120);
}

/** Runs one connection's test; what it did (an outcome code), or throws a ConnectionFailure. */
async function runTest(
  ctx: ServiceContext,
  organizationId: string,
  kind: ConnectionKind,
): Promise<ConnectionOutcome> {
  const { config } = ctx;
  switch (kind) {
    case 'email': {
      const userId = actorUserId(ctx);
      const [me] = userId
        ? await ctx.db
            .select({ email: user.email, firstName: user.firstName, language: user.language })
            .from(user)
            .where(eq(user.id, userId))
        : [];
      if (!me) throw new AppError('FORBIDDEN');
      const brand = await brandingOf(ctx, organizationId);
      const id = await ctx.mail.enqueue(
        testEmail(
          { email: me.email, firstName: me.firstName, language: me.language },
          brand,
          ctx.mail.transport.kind,
          config.baseUrl,
        ),
        ctx.db,
      );
      if (!id) throw new ConnectionFailure('emailCapped');
      return ctx.mail.transport.kind === 'smtp'
        ? outcome('emailQueuedSmtp', { domain: emailDomain(me.email) })
        : outcome('emailInOutbox', { mode: ctx.mail.transport.kind });
    }
    case 'google': {
      if (!config.google) {
        throw new ConnectionFailure('notConfigured', { vars: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET' });
      }
      const status = await probe('https://accounts.google.com/.well-known/openid-configuration');
      if (status !== 200) throw new ConnectionFailure('googleStatus', { status });
      return outcome('googleAnswered');
    }
    case 'ai': {
      if (!config.ai) {
        throw new ConnectionFailure('notConfigured', { vars: 'AI_BASE_URL, AI_API_KEY, AI_MODEL' });
      }
      const status = await probe(`${config.ai.baseUrl}/models`, {
        headers: config.ai.apiKey ? { authorization: `Bearer ${config.ai.apiKey}` } : {},
      });
      if (status === 401 || status === 403) throw new ConnectionFailure('aiKeyRefused', { status });
      if (status < 200 || status >= 300) throw new ConnectionFailure('aiStatus', { status });
      return outcome('aiAccepted', { host: hostOf(config.ai.baseUrl) ?? '' });
    }
    case 'storage': {
      const key = `integration-test/${organizationId}/${crypto.randomUUID()}`;
      const bytes = new TextEncoder().encode(`verdant storage test ${ctx.now().toISOString()}`);
      await ctx.storage.put(key, bytes, 'text/plain');
      try {
        const stored = await ctx.storage.get(key);
        if (!stored) throw new ConnectionFailure('storageUnreadable');
        const chunks: Uint8Array[] = [];
        for await (const chunk of stored.stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
        if (Buffer.concat(chunks).compare(Buffer.from(bytes)) !== 0)
          throw new ConnectionFailure('storageMismatch');
      } finally {
        await ctx.storage.delete(key);
      }
      return outcome('storageOk', { mode: ctx.storage.kind });
    }
    case 'calendar': {
      if (isPrivateHost(new URL(config.baseUrl).hostname)) {
        throw new ConnectionFailure('calendarPrivate', { url: config.baseUrl });
      }
      const status = await probe(`${config.baseUrl}/api/health`);
      if (status !== 200) throw new ConnectionFailure('calendarStatus', { url: config.baseUrl, status });
      return outcome('calendarOk', { host: hostOf(config.baseUrl) ?? '' });
    }
    case 'webhooks': {
      const active = await ctx.db
        .select({ id: webhookEndpoint.id })
        .from(webhookEndpoint)
        .where(and(eq(webhookEndpoint.organizationId, organizationId), eq(webhookEndpoint.active, true)));
      if (active.length === 0) throw new ConnectionFailure('webhooksNone');
      for (const endpoint of active) await pingWebhook(ctx, endpoint.id);
      return outcome('webhooksQueued', { count: active.length });
    }
  }
}

export async function testConnection(
  ctx: ServiceContext,
  kind: ConnectionKind,
): Promise<ConnectionTestResult> {
  const org = activeOrganization(ctx);
  let ok = true;
  let result: ConnectionOutcome;
  try {
    result = await runTest(ctx, org.id, kind);
  } catch (err) {
    if (err instanceof AppError) throw err;
    ok = false;
    result =
      err instanceof ConnectionFailure
        ? err.outcome
        : outcome('networkError', { detail: networkDetail(err) });
  }
  // a webhook test's success is its deliveries', recorded when they arrive
  if (kind !== 'webhooks' || !ok) await recordCheck(ctx.db, org.id, kind, ctx.now(), ok ? null : result);
  await audit(ctx, { action: 'integration.test', resourceType: 'integration', resourceId: kind });
  return { kind, ok, outcome: result, connection: await connectionOf(ctx, org.id, kind) };
}

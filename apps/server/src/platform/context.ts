/**
 * What every request handler can reach through `c.get(…)` / `c.var`. The platform names only what it
 * owns; the authentication layer adds its own members to `AppDeps` (app-deps.ts), so the platform never
 * imports it.
 */
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client.ts';
import type { Principal, SessionEnded } from './access.ts';
import type { RealtimeHub } from './realtime.ts';
import type { Storage } from './storage.ts';
import type { Config } from './config.ts';
import type { Mailer } from './mail.ts';
import type { ServiceContext } from './service-context.ts';
import type { InlineSources } from './security-headers.ts';

export interface AppDeps extends PlatformDeps {}

/** The dependencies the platform itself provides. */
export interface PlatformDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Secret that signs access tokens (derived from AUTH_SECRET, never the same bytes). */
  accessTokenKey: string;
  /** The clock of business rules (booking holds, open slots): Date.now, or a test's own. */
  now(): number;
  /** Whether demo accounts (published password) exist; cached for a few seconds. */
  demoInstallation(): Promise<boolean>;
  /** Uploaded files (platform/storage.ts). */
  storage: Storage;
  /** This process's event streams (platform/realtime.ts). */
  realtime: RealtimeHub;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Request-scoped child logger (carries the request id). */
    log: Logger;
    /**
     * The caller's rate-limit key: their socket address (or with TRUST_PROXY the proxy's last
     * X-Forwarded-For hop) through `normaliseClientAddress` (IPv4, or the IPv6 /64). Null when that is
     * not an address: rate-limited operations are then refused (platform/client-address.ts).
     */
    clientIp: string | null;
    /** The same address ungrouped (`canonicalClientAddress`), for the audit trail; null likewise. */
    clientAddress: string | null;
    /** Resolved for every /api/v1 request: null when anonymous. */
    principal: Principal | null;
    /** Set when the request's session had been idle past its timeout and was ended (decision 0020). */
    sessionEnded?: SessionEnded;
    /** The service context (ADR 0022), built after the principal by serviceContextMiddleware. */
    ctx: ServiceContext;
    /**
     * The inline `<script>` and `<style>` elements of the page this answer carries, as CSP hash
     * sources (`'sha256-…'`): the public pages' template inlines its stylesheet and theme script
     * (decision 0067), and the Content-Security-Policy allows exactly those (security-headers.ts).
     */
    inlineSources?: InlineSources;
    /** Set on creating routes by platform/create-guard.ts: rate limit and Idempotency-Key are handled. */
    createGuard?: { action: string };
  };
}

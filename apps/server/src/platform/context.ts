/** What every request handler can reach through `c.get(…)` / `c.var`. */
import type { Logger } from 'pino';
import type { AccessTokenIssuer } from '../auth/access-token.ts';
import type { Auth } from '../auth/auth.ts';
import type { PrincipalResolver } from '../auth/principal.ts';
import type { Database, Db } from '../db/client.ts';
import type { Principal } from './access.ts';
import type { Config } from './config.ts';
import type { Mailer } from './mail.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Secret that signs access tokens (derived from AUTH_SECRET, never the same bytes). */
  accessTokenKey: string;
  /** Access tokens per session, briefly reused (decision 0008). */
  accessTokens: AccessTokenIssuer;
  /** Who is calling: the per-instance principal cache and its invalidation (decision 0008). */
  principals: PrincipalResolver;
  /** Whether demo accounts (published password) exist; cached for a few seconds. */
  demoInstallation(): Promise<boolean>;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Request-scoped child logger (carries the request id). */
    log: Logger;
    /** The caller's socket address (or the proxy's X-Forwarded-For hop with TRUST_PROXY). */
    clientIp: string;
    /** Resolved for every /api/v1 request: null when anonymous. */
    principal: Principal | null;
    /** Set on creating routes by platform/create-guard.ts: rate limit and Idempotency-Key are handled. */
    createGuard?: { action: string };
  };
}

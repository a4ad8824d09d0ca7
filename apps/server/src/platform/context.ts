/** What every request handler can reach through `c.get(…)` / `c.var`. */
import type { Logger } from 'pino';
import type { Auth } from '../auth/auth.ts';
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
  };
}

/**
 * Resolves who is calling, once per /api/v1 request: better-auth's session cookie first (a browser
 * sends it with every same-origin call), else `Authorization: Bearer <access_token>` (a JWT from
 * GET /api/v1/session, checked against a live session). Cookie-authenticated writes must come from a
 * trusted Origin (CSRF); bearer calls need none.
 *
 * Decision 0008: we verify better-auth's signed cookie ourselves (HMAC-SHA256 with its secret, the
 * format of better-call's signed cookies) and answer session + user + roles + organizations with ONE
 * query, cached per instance for PRINCIPAL_CACHE_TTL_MS at most and dropped at once on
 * `NOTIFY verdant_auth` (see ./principal-cache.ts). better-auth still owns everything that writes:
 * sessions due for its daily sliding refresh, and dead cookies it clears, go through its getSession.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isRole,
  type OrganizationSummary,
  ROLE_PRIORITY,
  type Role,
  type SessionUser,
} from '@verdant/shared';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { type Database, type Db, rowsOf, sql } from '../db/client.ts';
import type { Principal } from '../platform/access.ts';
import type { AppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { scrub } from '../platform/logger.ts';
import { verifyAccessToken } from './access-token.ts';
import { type Auth, COOKIE_PREFIX } from './auth.ts';
import {
  AUTH_CHANGES_CHANNEL,
  type CachedValue,
  PRINCIPAL_CACHE_TTL_MS,
  PrincipalCache,
} from './principal-cache.ts';
import { type OrganizationRow, organizationSummary } from './roles.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && cookieHeader.includes(`${COOKIE_PREFIX}.session_token=`);
}

/** A cookie-authenticated write is allowed only from a trusted origin (or same-origin fetch metadata). */
export function isTrustedWriteOrigin(headers: Headers, trustedOrigins: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin) return trustedOrigins.includes(origin);
  return headers.get('sec-fetch-site') === 'same-origin';
}

/** One cookie's value from a Cookie header, decoded as better-call decodes it; null when absent. */
export function readCookie(header: string, name: string): string | null {
  let from = 0;
  while (from < header.length) {
    let end = header.indexOf(';', from);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', from);
    if (eq !== -1 && eq < end && header.slice(from, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    from = end + 1;
  }
  return null;
}

/**
 * The value of a cookie better-auth signed (`value.base64(HMAC-SHA256(secret, value))`), or null when
 * the signature does not match. Same checks as better-call's `getSignedCookie`.
 */
export function unsignCookieValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** Everything an authenticated read needs about the caller, from one query. */
export interface ResolvedAccount extends CachedValue {
  sessionId: string;
  roles: Role[];
  organizationIds: string[];
  user: SessionUser;
  organizations: OrganizationSummary[];
}

interface AccountRow {
  session_id: string;
  user_id: string;
  expires_at: Date | string;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  email_verified: boolean;
  profile_complete: boolean;
  two_factor_enabled: boolean;
  disabled_at: Date | string | null;
  roles: string[] | null;
  organizations: Omit<OrganizationRow, 'isAdmin'>[] | string | null;
}

type Lookup = { token: string } | { sessionId: string; userId: string };

/** Session + user + roles + organizations in one round trip; null when there is no such session. */
export async function queryAccount(
  db: Db,
  lookup: Lookup,
): Promise<{ account: ResolvedAccount; expired: boolean; disabled: boolean } | null> {
  const where =
    'token' in lookup
      ? sql`s.token = ${lookup.token}`
      : sql`s.id = ${lookup.sessionId} and s.user_id = ${lookup.userId}`;
  const [row] = rowsOf<AccountRow>(
    await db.execute(sql`
      select s.id as session_id, s.user_id, s.expires_at,
        u.email, u.first_name, u.last_name, u.name, u.email_verified, u.profile_complete,
        u.two_factor_enabled, u.disabled_at,
        (select array_agg(r.role::text) from user_roles r where r.user_id = s.user_id) as roles,
        (select json_agg(json_build_object('id', o.id, 'name', o.name, 'kind', o.kind, 'plan', o.plan,
            'status', o.status, 'joinCode', o.join_code, 'orgRole', m.org_role,
            'subPlan', sub.plan, 'subBillingPeriod', sub.billing_period, 'subStatus', sub.status,
            'subStartedAt', sub.started_at, 'requestRole', req.role, 'requestStatus', req.status,
            'declineReason', req.decline_reason) order by o.name, o.id)
          from membership m join organization o on o.id = m.organization_id
            left join subscription sub on sub.organization_id = o.id
            left join organization_request req on req.organization_id = o.id
          where m.user_id = s.user_id) as organizations
      from session s join "user" u on u.id = s.user_id
      where ${where}`),
  );
  if (!row) return null;
  const held = new Set((row.roles ?? []).filter(isRole));
  const orgs = (typeof row.organizations === 'string' ? JSON.parse(row.organizations) : row.organizations) as
    | Omit<OrganizationRow, 'isAdmin'>[]
    | null;
  const isAdmin = held.has('admin');
  const organizations = (orgs ?? []).map((o) => organizationSummary({ ...o, isAdmin }));
  const expiresAtMs = new Date(row.expires_at).getTime();
  return {
    expired: !(expiresAtMs > Date.now()),
    disabled: row.disabled_at !== null,
    account: {
      userId: row.user_id,
      sessionId: row.session_id,
      expiresAtMs,
      roles: ROLE_PRIORITY.filter((r) => held.has(r)),
      organizationIds: organizations.map((o) => o.id),
      organizations,
      user: {
        id: row.user_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        name: row.name,
        emailVerified: row.email_verified,
        profileComplete: row.profile_complete,
        twoFactorEnabled: row.two_factor_enabled,
      },
    },
  };
}

interface AuthCookieContext {
  secret: string;
  sessionCookie: string;
  dontRememberCookie: string;
  /** better-auth's sliding refresh: a session is due when `expiresAt - expiresIn + updateAge <= now`. */
  expiresInMs: number;
  updateAgeMs: number;
}

export interface PrincipalResolverOptions {
  database: Database;
  auth: Auth;
  accessTokenKey: string;
  logger: Logger;
  ttlMs?: number;
}

/** The per-instance principal cache and how to fill it (one per process, in AppDeps). */
export class PrincipalResolver {
  readonly cache: PrincipalCache<ResolvedAccount>;
  readonly #database: Database;
  readonly #auth: Auth;
  readonly #accessTokenKey: string;
  readonly #log: Logger;
  #context: AuthCookieContext | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  /** Sessions whose sliding refresh is under way (one refresh each, not one per concurrent request). */
  readonly #refreshing = new Set<string>();

  constructor(options: PrincipalResolverOptions) {
    this.#database = options.database;
    this.#auth = options.auth;
    this.#accessTokenKey = options.accessTokenKey;
    this.#log = options.logger.child({ component: 'principal' });
    this.cache = new PrincipalCache({ ttlMs: options.ttlMs ?? PRINCIPAL_CACHE_TTL_MS });
  }

  /** Subscribes to `verdant_auth` so changes made on any instance reach this one's cache at once. */
  async start(): Promise<void> {
    if (this.#unlisten) return;
    try {
      this.#unlisten = await this.#database.listen(AUTH_CHANGES_CHANNEL, (payload) =>
        this.cache.onNotification(payload),
      );
    } catch (err) {
      // The TTL still bounds every cached answer; say so rather than fail the start.
      this.#log.error({ err: scrub(String(err)) }, 'cannot listen for auth changes; relying on the TTL');
    }
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = undefined;
    await unlisten?.();
  }

  invalidateUser(userId: string): void {
    this.cache.invalidateUser(userId);
  }

  clear(): void {
    this.cache.clear();
  }

  async #authContext(): Promise<AuthCookieContext> {
    if (!this.#context) {
      const ctx = await this.#auth.$context;
      this.#context = {
        secret: ctx.secret,
        sessionCookie: ctx.authCookies.sessionToken.name,
        dontRememberCookie: ctx.authCookies.dontRememberToken.name,
        expiresInMs: ctx.sessionConfig.expiresIn * 1000,
        updateAgeMs: ctx.sessionConfig.updateAge * 1000,
      };
    }
    return this.#context;
  }

  /**
   * The account behind the session cookie, or null. `setCookies` receives the cookies better-auth
   * wants set when it had to step in (sliding refresh, clearing a dead cookie).
   */
  async fromCookie(request: Request, setCookies: string[]): Promise<ResolvedAccount | null> {
    const header = request.headers.get('cookie');
    if (!header) return null;
    const ctx = this.#context ?? (await this.#authContext());
    const signed = readCookie(header, ctx.sessionCookie);
    if (!signed) return null;
    const key = `c:${signed}`;
    let gone = false;
    const got = this.cache.get(key, async () => {
      const token = unsignCookieValue(signed, ctx.secret);
      if (!token) return null;
      const found = await queryAccount(this.#database.db, { token });
      if (!found || found.expired) gone = true;
      return found && !found.expired && !found.disabled ? found.account : null;
    });
    const account = got instanceof Promise ? await got : got;
    if (gone) {
      // better-auth deletes the expired row and clears the cookie, as its own getSession would
      await this.#delegate(request, setCookies);
      return null;
    }
    if (account && account.expiresAtMs - ctx.expiresInMs + ctx.updateAgeMs <= Date.now()) {
      await this.#slidingRefresh(key, header, ctx, request, setCookies);
    }
    return account;
  }

  /** better-auth extends a session once a day (updateAge) and re-sets the cookie: let it. */
  async #slidingRefresh(
    key: string,
    header: string,
    ctx: AuthCookieContext,
    request: Request,
    setCookies: string[],
  ) {
    const dontRemember = readCookie(header, ctx.dontRememberCookie);
    if (dontRemember && unsignCookieValue(dontRemember, ctx.secret)) return; // never refreshed
    if (this.#refreshing.has(key)) return;
    this.#refreshing.add(key);
    try {
      await this.#delegate(request, setCookies);
      this.cache.delete(key);
    } finally {
      this.#refreshing.delete(key);
    }
  }

  async #delegate(request: Request, setCookies: string[]) {
    const result = await this.#auth.api.getSession({ headers: request.headers, returnHeaders: true });
    setCookies.push(...(result.headers?.getSetCookie?.() ?? []));
  }

  /** The account behind a bearer access token, or null. */
  async fromBearer(token: string): Promise<ResolvedAccount | null> {
    const got = this.cache.get(`b:${token}`, async () => {
      const claims = await verifyAccessToken(this.#accessTokenKey, token);
      if (!claims) return null;
      // The session must still be live: signing out revokes its access tokens.
      const found = await queryAccount(this.#database.db, claims);
      if (!found || found.expired || found.disabled) return null;
      return { ...found.account, expiresAtMs: Math.min(found.account.expiresAtMs, claims.expiresAt * 1000) };
    });
    return got instanceof Promise ? await got : got;
  }
}

function toPrincipal(account: ResolvedAccount, via: Principal['via']): Principal {
  return {
    userId: account.userId,
    sessionId: account.sessionId,
    roles: account.roles,
    organizationIds: account.organizationIds,
    via,
    account: { user: account.user, organizations: account.organizations },
  };
}

export function principalMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('principal', null);
    const { principals, config } = c.var.deps;
    const setCookies: string[] = [];
    let principal: Principal | null = null;

    if (hasSessionCookie(c.req.header('cookie'))) {
      const account = await principals.fromCookie(c.req.raw, setCookies);
      if (account) principal = toPrincipal(account, 'cookie');
    }
    const authorization = c.req.header('authorization');
    if (!principal && authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
      const account = await principals.fromBearer(authorization.slice(7).trim());
      if (account) principal = toPrincipal(account, 'bearer');
    }

    if (principal) {
      if (principal.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) {
        if (!isTrustedWriteOrigin(c.req.raw.headers, config.trustedOrigins)) {
          throw new AppError('FORBIDDEN', 'This request did not come from a trusted origin.', {
            reason: 'origin',
          });
        }
      }
      c.set('principal', principal);
    }

    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  };
}

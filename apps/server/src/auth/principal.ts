/**
 * Resolves who is calling, once per /api/v1 request: better-auth's session cookie first (a browser
 * sends it with every same-origin call), else `Authorization: Bearer <access_token>` (a JWT from
 * GET /api/v1/session, checked against a live session). Cookie-authenticated writes must come from a
 * trusted Origin (CSRF); bearer calls need none.
 *
 * Decision 0008: we verify better-auth's signed cookie ourselves (HMAC-SHA256 with its secret, the
 * format of better-call's signed cookies) and answer session + user + roles + organizations with ONE
 * query, cached per instance for PRINCIPAL_CACHE_TTL_MS at most and dropped at once on
 * `NOTIFY verdant_auth` (see ./principal-cache.ts). better-auth still owns everything that writes
 * sessions: dead cookies it clears go through its getSession.
 *
 * Decision 0020: a session also ends after a period of inactivity. Every resolution compares the
 * session's last activity with its idle timeout against the clock (a cached answer is re-checked on
 * each request, and confirmed against the database before the session is revoked); requests that are
 * user activity write the last activity at most once a minute. Session reads and token refreshes
 * (the web's 30-second monitor) and requests marked `x-verdant-background` are not activity.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  BACKGROUND_REQUEST_HEADER,
  IDLE_TIMEOUT_MINUTES_DEFAULT,
  isRole,
  type OrganizationKind,
  type OrganizationSummary,
  PATIENT_IDLE_TIMEOUT_MINUTES,
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

/**
 * Requests that are not the user doing something (decision 0020): the web's session monitor reads
 * the session and renews its access token every 30 s whether anyone is there or not, and background
 * polls say so with `x-verdant-background`. Everything else signed in counts as activity.
 */
export function isUserActivity(method: string, path: string, headers: Headers): boolean {
  if (headers.has(BACKGROUND_REQUEST_HEADER)) return false;
  if (method === 'GET' && path === '/api/v1/session') return false;
  if (method === 'POST' && path === '/api/v1/session/refresh') return false;
  // the event stream is opened (and reopened) by the page, not by the user
  if (method === 'GET' && path === '/api/v1/events') return false;
  return true;
}

/**
 * The idle timeout of a session (decision 0020), or null for none: professionals and staff (any
 * role but patient) get the shortest of their organizations' settings (the default when they have
 * none), whether or not they ticked "Remember me"; patients and accounts without a role get
 * PATIENT_IDLE_TIMEOUT_MINUTES unless they ticked "Remember me".
 */
export function idleTimeoutMinutes(roles: readonly Role[], orgMinutes: number | null, remember: boolean) {
  if (roles.some((r) => r !== 'patient')) return orgMinutes ?? IDLE_TIMEOUT_MINUTES_DEFAULT;
  return remember ? null : PATIENT_IDLE_TIMEOUT_MINUTES;
}

/**
 * Idle when the last activity is older than the timeout plus the write interval: last activity is
 * written at most once a minute, so it may lag the real one by that much; the web signs out at the
 * exact minute itself, the server's check is the backstop (a closed tab, a script).
 */
export function isIdle(account: Pick<ResolvedAccount, 'idleTimeoutMs' | 'lastActiveAtMs'>, now: number) {
  return (
    account.idleTimeoutMs !== null &&
    now - account.lastActiveAtMs > account.idleTimeoutMs + ACTIVITY_WRITE_INTERVAL_MS
  );
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
  /** The roles held in no organization and those held in the active one. */
  roles: Role[];
  organizationIds: string[];
  /** ADR 0022: the session's choice while it is a membership, else the earliest membership. */
  organization: { id: string; kind: OrganizationKind } | null;
  platformAdmin: boolean;
  user: SessionUser;
  organizations: OrganizationSummary[];
  /** Decision 0020: when the user last did something (ms, written at most once a minute). */
  lastActiveAtMs: number;
  /** Null: no idle timeout (a patient who ticked "Remember me"). */
  idleTimeoutMs: number | null;
  /** ADR 0050: a practice of theirs requires two-factor of their role and they have not set it up. */
  twoFactorSetupRequired: boolean;
}

interface AccountRow {
  session_id: string;
  user_id: string;
  expires_at: Date | string;
  last_active_at: Date | string;
  remember: boolean;
  org_idle_minutes: number | string | null;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  email_verified: boolean;
  profile_complete: boolean;
  two_factor_enabled: boolean;
  disabled_at: Date | string | null;
  active_organization_id: string | null;
  roles: string[] | null;
  platform_admin: boolean;
  two_factor_demanded: boolean;
  organizations: OrganizationRow[] | string | null;
}

type Lookup = { token: string } | { sessionId: string; userId: string };

/**
 * Session + user + active organization + roles + organizations in one round trip; null when there is
 * no such session.
 */
export async function queryAccount(
  db: Db,
  lookup: Lookup,
  now = Date.now(),
): Promise<{ account: ResolvedAccount; expired: boolean; disabled: boolean } | null> {
  const where =
    'token' in lookup
      ? sql`s.token = ${lookup.token}`
      : sql`s.id = ${lookup.sessionId} and s.user_id = ${lookup.userId}`;
  const [row] = rowsOf<AccountRow>(
    await db.execute(sql`
      select s.id as session_id, s.user_id, s.expires_at, s.last_active_at, s.remember,
        (select min(o.idle_timeout_minutes) from membership m join organization o on o.id = m.organization_id
          where m.user_id = s.user_id) as org_idle_minutes,
        u.email, u.first_name, u.last_name, u.name, u.email_verified, u.profile_complete,
        u.two_factor_enabled, u.disabled_at, active.organization_id as active_organization_id,
        (select array_agg(r.role::text) from user_roles r where r.user_id = s.user_id
          and (r.organization_id is null or r.organization_id = active.organization_id)) as roles,
        exists (select 1 from user_roles r join organization o on o.id = r.organization_id
          where r.user_id = s.user_id and r.role = 'admin' and o.kind = 'platform') as platform_admin,
        exists (select 1 from user_roles r join organization o on o.id = r.organization_id
          where r.user_id = s.user_id and o.require_two_factor
            and r.role in ('dietitian', 'medical', 'fitness', 'staff')) as two_factor_demanded,
        (select json_agg(json_build_object('id', o.id, 'name', o.name, 'kind', o.kind, 'plan', o.plan,
            'status', o.status, 'joinCode', o.join_code, 'orgRole', m.org_role,
            'isAdmin', exists (select 1 from user_roles r where r.user_id = s.user_id
              and r.role = 'admin' and r.organization_id = o.id),
            'subPlan', sub.plan, 'subBillingPeriod', sub.billing_period, 'subStatus', sub.status,
            'subStartedAt', sub.started_at, 'requestRole', req.role, 'requestStatus', req.status,
            'declineReason', req.decline_reason) order by o.name, o.id)
          from membership m join organization o on o.id = m.organization_id
            left join subscription sub on sub.organization_id = o.id
            left join organization_request req on req.organization_id = o.id
          where m.user_id = s.user_id) as organizations
      from session s join "user" u on u.id = s.user_id
        left join lateral (
          select m.organization_id from membership m join organization o on o.id = m.organization_id
          where m.user_id = s.user_id
          order by (m.organization_id = s.active_organization_id) desc nulls last, m.created_at,
            (o.kind = 'platform'), m.organization_id
          limit 1) active on true
      where ${where}`),
  );
  if (!row) return null;
  const held = new Set((row.roles ?? []).filter(isRole));
  const orgs = (typeof row.organizations === 'string' ? JSON.parse(row.organizations) : row.organizations) as
    | OrganizationRow[]
    | null;
  const organizations = (orgs ?? []).map((o) => organizationSummary(o));
  const active = organizations.find((o) => o.id === row.active_organization_id);
  const expiresAtMs = new Date(row.expires_at).getTime();
  const roles = ROLE_PRIORITY.filter((r) => held.has(r));
  const orgMinutes = row.org_idle_minutes === null ? null : Number(row.org_idle_minutes);
  const idleMinutes = idleTimeoutMinutes(roles, orgMinutes, row.remember);
  return {
    expired: !(expiresAtMs > now),
    disabled: row.disabled_at !== null,
    account: {
      userId: row.user_id,
      sessionId: row.session_id,
      expiresAtMs,
      lastActiveAtMs: new Date(row.last_active_at).getTime(),
      idleTimeoutMs: idleMinutes === null ? null : idleMinutes * 60_000,
      roles,
      organizationIds: organizations.map((o) => o.id),
      organization: active ? { id: active.id, kind: active.kind } : null,
      platformAdmin: row.platform_admin === true || (row.platform_admin as unknown) === 't',
      twoFactorSetupRequired:
        (row.two_factor_demanded === true || (row.two_factor_demanded as unknown) === 't') &&
        !row.two_factor_enabled,
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
}

export interface PrincipalResolverOptions {
  database: Database;
  auth: Auth;
  accessTokenKey: string;
  logger: Logger;
  ttlMs?: number;
  /** The clock of the idle checks (tests move it). */
  now?: () => number;
}

/** How one resolution went: `activity` says whether the request is user activity (isUserActivity). */
export interface ResolveOptions {
  activity: boolean;
  /** Set when the session had been idle past its timeout (it is revoked; the caller is anonymous). */
  ended?: { reason: 'idle_timeout'; idleMinutes: number };
}

/** The per-instance principal cache and how to fill it (one per process, in AppDeps). */
export class PrincipalResolver {
  readonly cache: PrincipalCache<ResolvedAccount>;
  readonly #database: Database;
  readonly #auth: Auth;
  readonly #accessTokenKey: string;
  readonly #log: Logger;
  readonly #now: () => number;
  #context: AuthCookieContext | undefined;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(options: PrincipalResolverOptions) {
    this.#database = options.database;
    this.#auth = options.auth;
    this.#accessTokenKey = options.accessTokenKey;
    this.#log = options.logger.child({ component: 'principal' });
    this.#now = options.now ?? Date.now;
    this.cache = new PrincipalCache({ ttlMs: options.ttlMs ?? PRINCIPAL_CACHE_TTL_MS });
  }

  /**
   * Subscribes to `verdant_auth` so changes made on any instance reach this one's cache at once.
   * The subscription outlives a database outage: while it is lost the TTL still bounds every
   * cached answer, and when it is back the whole cache is dropped (what changed meanwhile was
   * never announced).
   */
  async start(): Promise<void> {
    if (this.#unlisten) return;
    let first = true;
    this.#unlisten = await this.#database.listen(
      AUTH_CHANGES_CHANNEL,
      (payload) => this.cache.onNotification(payload),
      {
        onLost: () => {
          this.cache.clear();
          this.#log.warn('lost the auth-changes subscription; relying on the TTL until it is back');
        },
        onListening: () => {
          if (first) {
            first = false;
            return;
          }
          this.cache.clear();
          this.#log.info('auth-changes subscription re-established; cache cleared');
        },
      },
    );
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

  now(): number {
    return this.#now();
  }

  async #authContext(): Promise<AuthCookieContext> {
    if (!this.#context) {
      const ctx = await this.#auth.$context;
      this.#context = { secret: ctx.secret, sessionCookie: ctx.authCookies.sessionToken.name };
    }
    return this.#context;
  }

  /**
   * The account behind the session cookie, or null. `setCookies` receives the cookies better-auth
   * wants set when it had to step in (clearing a dead cookie).
   */
  async fromCookie(
    request: Request,
    setCookies: string[],
    options: ResolveOptions = { activity: false },
  ): Promise<ResolvedAccount | null> {
    const header = request.headers.get('cookie');
    if (!header) return null;
    const ctx = this.#context ?? (await this.#authContext());
    const signed = readCookie(header, ctx.sessionCookie);
    if (!signed) return null;
    const key = `c:${signed}`;
    let gone = false;
    const now = this.#now();
    const got = this.cache.get(key, async () => {
      const token = unsignCookieValue(signed, ctx.secret);
      if (!token) return null;
      const found = await queryAccount(this.#database.db, { token }, now);
      if (!found || found.expired) gone = true;
      return found && !found.expired && !found.disabled ? found.account : null;
    });
    let account = got instanceof Promise ? await got : got;
    if (account) account = await this.#checkIdle(account, now, options);
    if (gone || (!account && options.ended)) {
      // better-auth deletes the expired row and clears the cookie, as its own getSession would
      await this.#delegate(request, setCookies);
      return null;
    }
    return account;
  }

  /** The account behind a bearer access token, or null. */
  async fromBearer(
    token: string,
    options: ResolveOptions = { activity: false },
  ): Promise<ResolvedAccount | null> {
    const now = this.#now();
    const got = this.cache.get(`b:${token}`, async () => {
      const claims = await verifyAccessToken(this.#accessTokenKey, token);
      if (!claims) return null;
      // The session must still be live: signing out revokes its access tokens.
      const found = await queryAccount(this.#database.db, claims, now);
      if (!found || found.expired || found.disabled) return null;
      return { ...found.account, expiresAtMs: Math.min(found.account.expiresAtMs, claims.expiresAt * 1000) };
    });
    const account = got instanceof Promise ? await got : got;
    return account ? this.#checkIdle(account, now, options) : null;
  }

  /**
   * Decision 0020. Checked on every request, cached or not: an account idle by the cached figures is
   * confirmed against the database (another instance may have recorded activity since) and then its
   * session is deleted, which ends its cookie and access tokens everywhere. A request that is user
   * activity records it when the last record is a minute old or more.
   */
  async #checkIdle(account: ResolvedAccount, now: number, options: ResolveOptions) {
    if (isIdle(account, now)) {
      const lookup = { sessionId: account.sessionId, userId: account.userId };
      const fresh = await queryAccount(this.#database.db, lookup, now);
      if (!fresh || fresh.expired || fresh.disabled) return null;
      if (isIdle(fresh.account, now)) {
        await this.revokeSession(account.sessionId, account.userId);
        options.ended = {
          reason: 'idle_timeout',
          idleMinutes: Math.round((fresh.account.idleTimeoutMs ?? 0) / 60_000),
        };
        return null;
      }
      account.lastActiveAtMs = fresh.account.lastActiveAtMs; // the cached object, for the next request
    }
    if (options.activity && now - account.lastActiveAtMs >= ACTIVITY_WRITE_INTERVAL_MS) {
      account.lastActiveAtMs = now;
      // Never moves backwards; does not touch expires_at or the token, so no NOTIFY (migration 0002).
      await this.#database.db.execute(
        sql`update session set last_active_at = ${new Date(now).toISOString()}::timestamptz
          where id = ${account.sessionId} and last_active_at < ${new Date(now).toISOString()}::timestamptz`,
      );
    }
    return account;
  }

  /** Deletes one session (its cookie and access tokens stop working on every instance: NOTIFY). */
  async revokeSession(sessionId: string, userId: string): Promise<void> {
    await this.#database.db.execute(sql`delete from session where id = ${sessionId}`);
    this.cache.invalidateUser(userId);
    this.#log.info({ sessionId }, 'session ended after inactivity');
  }

  async #delegate(request: Request, setCookies: string[]) {
    const result = await this.#auth.api.getSession({ headers: request.headers, returnHeaders: true });
    setCookies.push(...(result.headers?.getSetCookie?.() ?? []));
  }
}

function toPrincipal(account: ResolvedAccount, via: Principal['via']): Principal {
  return {
    userId: account.userId,
    sessionId: account.sessionId,
    roles: account.roles,
    organizationIds: account.organizationIds,
    organization: account.organization,
    platformAdmin: account.platformAdmin,
    twoFactorSetupRequired: account.twoFactorSetupRequired,
    via,
    account: { user: account.user, organizations: account.organizations },
    idle: { timeoutMs: account.idleTimeoutMs, lastActiveAtMs: account.lastActiveAtMs },
  };
}

export function principalMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('principal', null);
    const { principals, config } = c.var.deps;
    const setCookies: string[] = [];
    let principal: Principal | null = null;
    const options: ResolveOptions = {
      activity: isUserActivity(c.req.method, c.req.path, c.req.raw.headers),
    };

    if (hasSessionCookie(c.req.header('cookie'))) {
      const account = await principals.fromCookie(c.req.raw, setCookies, options);
      if (account) principal = toPrincipal(account, 'cookie');
    }
    const authorization = c.req.header('authorization');
    if (!principal && authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
      const account = await principals.fromBearer(authorization.slice(7).trim(), options);
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
    } else if (options.ended) {
      c.set('sessionEnded', options.ended);
    }

    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  };
}

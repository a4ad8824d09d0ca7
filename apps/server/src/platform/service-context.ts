/**
 * The service context (ADR 0022): what every service function takes as its first argument instead of
 * the HTTP context. Built once per /api/v1 request by `serviceContextMiddleware` (after the principal
 * is resolved); background jobs build an explicit system context with `systemContext`. Services never
 * reach back into Hono: who acts, in which organization, from where, the database (or the open
 * transaction), the clock, the log and the mailer are all here.
 */
import type { OrganizationKind } from '@verdant/shared';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../db/client.ts';
import type { Principal } from './access.ts';
import type { Config } from './config.ts';
import type { AppEnv } from './context.ts';
import type { Mailer } from './mail.ts';
import { createStorage, type Storage } from './storage.ts';

/** Work nobody signed in asked for (a job, a scheduled task): named, never a user. */
export interface SystemActor {
  system: true;
  name: string;
}

export type Actor = Principal | SystemActor;

export interface ServiceContext {
  /** The database, or the transaction the caller opened (see withTransaction). */
  db: DbOrTx;
  actor: Actor;
  /** The principal's active organization (null for a system actor or a user who belongs to none). */
  organization: { id: string; kind: OrganizationKind } | null;
  /** `method`: the HTTP method (a grant lets an outside recipient read, never write: ADR 0038). */
  request: { ip: string | null; requestId: string | null; method?: string };
  now(): Date;
  log: Logger;
  mail: Mailer;
  config: Config;
  /** Uploaded files (platform/storage.ts): local disk under DATA_DIR, or S3-compatible. */
  storage: Storage;
}

export function isSystem(actor: Actor): actor is SystemActor {
  return 'system' in actor && actor.system === true;
}

/** The signed-in principal acting, or null for a system actor. */
export function principalIn(ctx: ServiceContext): Principal | null {
  return isSystem(ctx.actor) ? null : ctx.actor;
}

/** The user id behind the actor (null for the system). */
export function actorUserId(ctx: ServiceContext): string | null {
  return isSystem(ctx.actor) ? null : ctx.actor.userId;
}

const ANONYMOUS: SystemActor = { system: true, name: 'anonymous' };

/** Builds `c.var.ctx` for every /api/v1 request; mount after the principal middleware. */
export function serviceContextMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('ctx', buildContext(c));
    await next();
  };
}

function buildContext(c: Context<AppEnv>): ServiceContext {
  const { deps } = c.var;
  const principal = c.var.principal ?? null;
  return {
    db: deps.db,
    actor: principal ?? ANONYMOUS,
    organization: principal?.organization ?? null,
    request: { ip: c.var.clientAddress ?? null, requestId: c.var.requestId ?? null, method: c.req.method },
    // the business clock (tests move it instead of sleeping)
    now: () => new Date(deps.now()),
    log: c.var.log,
    mail: deps.mailer,
    config: deps.config,
    storage: deps.storage,
  };
}

/** The request's service context (built by the middleware; built here when a route runs outside it). */
export function ctxOf(c: Context<AppEnv>): ServiceContext {
  const built = c.var.ctx;
  if (built && (built.actor === c.var.principal || (!c.var.principal && isSystem(built.actor)))) {
    return built;
  }
  const fresh = buildContext(c);
  c.set('ctx', fresh);
  return fresh;
}

/** An explicit context for background work: no principal, no request, the whole installation. */
export function systemContext(
  deps: { db: Db; logger: Logger; mailer: Mailer; config: Config; storage?: Storage },
  name: string,
): ServiceContext {
  return {
    db: deps.db,
    actor: { system: true, name },
    organization: null,
    request: { ip: null, requestId: null },
    now: () => new Date(),
    log: deps.logger.child({ job: name }),
    mail: deps.mailer,
    config: deps.config,
    storage: deps.storage ?? createStorage(deps.config),
  };
}

/**
 * Runs `fn` with a context whose `db` is a transaction (a savepoint inside one already open): every
 * write, audit event and queued e-mail made through it commits or rolls back together.
 */
export function withTransaction<T>(ctx: ServiceContext, fn: (tx: ServiceContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx }));
}

/** Per-request plumbing: request id, client address, request log line, security headers. */
import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { canonicalClientAddress, normaliseClientAddress } from './client-address.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { applySecurityHeaders } from './security-headers.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The caller's address as received: the socket's, or with TRUST_PROXY the last X-Forwarded-For hop
 * (the one our proxy appended; earlier hops are the client's own claims). Null when there is none.
 * Read it through `normaliseClientAddress` (./client-address.ts), never directly.
 */
export function rawClientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    const raw = rawClientAddress(c, deps.config.trustProxy);
    c.set('clientIp', normaliseClientAddress(raw));
    c.set('clientAddress', canonicalClientAddress(raw));
    c.set('principal', null);
    await next();
    try {
      c.res.headers.set('x-request-id', requestId);
    } catch {
      // immutable headers (e.g. Response.redirect): copy the response once
      c.res = new Response(c.res.body, { status: c.res.status, headers: new Headers(c.res.headers) });
      c.res.headers.set('x-request-id', requestId);
    }
    applySecurityHeaders(c);
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - start) * 10) / 10,
    };
    if (status >= 500) log.error(fields, 'request failed');
    else log.info(fields, 'request');
  };
}

/** Per-request plumbing: request id, client address, request log line, security headers. */
import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context.ts';
import { applySecurityHeaders } from './security-headers.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's address: the socket's, or with TRUST_PROXY the hop the proxy appended. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
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
    c.set('clientIp', clientAddress(c, deps.config.trustProxy));
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

/**
 * The response headers that protect the browser, set in one place for every response (API JSON,
 * the SPA and its server-rendered pages, /api/docs, static files). See docs/architecture.md
 * ("Security") and decision 0013.
 *
 * - Content-Security-Policy: scripts only from our own origin (no inline script, no eval); the SPA
 *   has no inline script (the theme bootstrap is /boot.js). Styles: our own files, plus inline
 *   styles on /api/docs only (the Scalar reference injects its CSS at run time). A server-rendered
 *   public page carries its stylesheet and theme script inline (decision 0067): its answer allows
 *   exactly those two elements by their SHA-256 (`c.var.inlineSources`), nothing else inline.
 * - frame-ancestors 'none' with X-Frame-Options: DENY: no page may be framed.
 * - Strict-Transport-Security when the request arrived over HTTPS (directly, or at a proxy that
 *   says so in X-Forwarded-Proto when TRUST_PROXY is on).
 * - Cache-Control: no-store (and Vary: Cookie, Authorization) on every /api/v1 answer to a caller
 *   who presents credentials, and on every /api/v1 error; anonymous public reads keep whatever
 *   caching their route chose. Every /api/auth answer is no-store with Vary: Cookie: each one
 *   reads, sets or ends a session (or is an error), none is shareable content. So is any answer
 *   that sets a cookie, wherever it comes from.
 * - Clear-Site-Data on sign-out, and on the answer that reports a session ended for inactivity.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

const BASE_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  // Images only from this origin (data: and blob: are made by our own pages). No screen shows
  // another site's image: Markdown shows off-site images as links, profile pictures (a Google photo
  // included) are not displayed, and an image from elsewhere would tell that site who reads the page.
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-src': "'none'",
  'frame-ancestors': "'none'",
};

/** Inline elements a page carries, as CSP hash sources (`'sha256-<base64>'`). */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

/** The CSP hash source of an inline element's text (CSP 3 §8.5: SHA-256 of its UTF-8, base64). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of a response to `path`; `https` adds upgrade-insecure-requests.
 * `inline` allows the page's own inline elements by hash, never inline code in general.
 */
export function contentSecurityPolicy(path: string, https: boolean, inline?: InlineSources): string {
  const directives = { ...BASE_DIRECTIVES };
  if (inline?.scripts.length) directives['script-src'] = `'self' ${inline.scripts.join(' ')}`;
  if (inline?.styles.length) directives['style-src'] = `'self' ${inline.styles.join(' ')}`;
  // The API reference (Scalar) writes <style> elements and style attributes at run time. Scripts stay
  // strict there too.
  if (path === '/api/docs' || path.startsWith('/api/docs/'))
    directives['style-src'] = "'self' 'unsafe-inline'";
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${v}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** Browser features no Verdant page uses: denied to the page and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** True when the client reached us over HTTPS (with TRUST_PROXY, as the proxy's X-Forwarded-Proto says). */
export function requestIsHttps(c: Context<AppEnv>, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto');
    // The proxy nearest to us appends last; with one proxy there is one value.
    const proto = forwarded?.split(',').at(-1)?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  try {
    return new URL(c.req.url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Does the request present credentials (session cookie or Authorization header)? */
function presentsCredentials(c: Context<AppEnv>): boolean {
  if (c.var.principal) return true;
  if (c.req.header('authorization')) return true;
  const cookie = c.req.header('cookie');
  return !!cookie && cookie.includes('session_token=');
}

/** better-auth's mount point (auth/auth.ts AUTH_BASE_PATH). */
const AUTH_PATH = '/api/auth';
export const SIGN_OUT_PATH = `${AUTH_PATH}/sign-out`;

/** Sets the security headers on `c.res` (called once, after the handler). */
export function applySecurityHeaders(c: Context<AppEnv>): void {
  const headers = c.res.headers;
  const path = c.req.path;
  const https = requestIsHttps(c, c.var.deps.config.trustProxy);
  const setDefault = (k: string, v: string) => {
    if (!headers.has(k)) headers.set(k, v);
  };
  headers.set('content-security-policy', contentSecurityPolicy(path, https, c.var.inlineSources));
  headers.set('x-frame-options', 'DENY');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  setDefault('referrer-policy', 'strict-origin-when-cross-origin');
  setDefault('cross-origin-opener-policy', 'same-origin-allow-popups');
  if (https) headers.set('strict-transport-security', HSTS);

  const apiV1 = path.startsWith('/api/v1/') || path === '/api/v1';
  const authLibrary = path.startsWith(`${AUTH_PATH}/`) || path === AUTH_PATH;
  if (
    authLibrary ||
    headers.getSetCookie().length > 0 ||
    (apiV1 && (presentsCredentials(c) || c.res.status >= 400))
  ) {
    headers.set('cache-control', 'no-store');
    headers.delete('etag');
    headers.delete('last-modified');
    for (const v of ['Cookie', 'Authorization']) appendVary(headers, v);
  }
  // The server ended the session for inactivity (decision 0020): like a sign-out, the browser drops
  // what it kept of the signed-in user (shared computers).
  const idleEnded = c.var.sessionEnded?.reason === 'idle_timeout';
  if (idleEnded || (path === SIGN_OUT_PATH && c.req.method === 'POST' && c.res.status < 300)) {
    headers.set('clear-site-data', '"cache", "storage"');
    headers.set('cache-control', 'no-store');
  }
}

function appendVary(headers: Headers, value: string): void {
  const current = headers.get('vary');
  if (!current) {
    headers.set('vary', value);
    return;
  }
  const parts = current.split(',').map((s) => s.trim().toLowerCase());
  if (parts.includes('*') || parts.includes(value.toLowerCase())) return;
  headers.set('vary', `${current}, ${value}`);
}

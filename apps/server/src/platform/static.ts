/**
 * Serves the built web app (apps/web/dist) for every non-/api path, with the SPA fallback to
 * index.html. Hashed assets are cached for a year; the service worker never is. Page paths (no file
 * extension) are answered by the page renderer the app passes in (index.html with the page's own
 * head); the platform knows nothing of what a page is.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { REPO_ROOT } from './config.ts';
import type { AppEnv } from './context.ts';

export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

// boot.js has no content hash in its name: revalidated like index.html.
const NO_CACHE = new Set(['/index.html', '/boot.js', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

export function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.has(urlPath) || urlPath.endsWith('.webmanifest')) return 'no-cache';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export function webAppBuilt(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verdant</title></head>
<body>
<h1>The web app is not built yet</h1>
<p>The API is running (see <a href="/api/docs">/api/docs</a>). To serve the app, build it from the repository root:</p>
<pre>npm run build</pre><p>or start everything with <code>npm start</code>, which builds first.</p></body></html>`;

/** Answers a page path (no extension) from the built index.html in `distDir`. */
export type PageRenderer = (c: Context<AppEnv>, distDir: string) => Promise<Response>;

export function spa(distDir: string, renderPage: PageRenderer): MiddlewareHandler<AppEnv> {
  let handlers: { files: MiddlewareHandler; index: MiddlewareHandler } | undefined;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    if (!webAppBuilt(distDir)) {
      c.header('cache-control', 'no-cache');
      return c.html(NOT_BUILT_HTML, 503);
    }
    // Page paths (no extension) get index.html with their own <head>.
    if (!path.posix.extname(c.req.path)) return renderPage(c, distDir);
    handlers ??= staticHandlers(distDir);
    c.header('cache-control', cacheControlFor(c.req.path === '/' ? '/index.html' : c.req.path));
    const served = await handlers.files(c, async () => {});
    if (served) return served;
    c.header('cache-control', 'no-cache');
    // A missing file with an extension is a 404, not the app (avoids HTML served as a script).
    if (path.posix.extname(c.req.path)) return c.text('Not found', 404);
    return (await handlers.index(c, async () => {})) ?? next();
  };
}

function staticHandlers(distDir: string) {
  const files = serveStatic({ root: distDir, precompressed: true });
  const index = serveStatic({ root: distDir, path: 'index.html' });
  return { files, index };
}

/**
 * Adds the public entry's files to the service worker's precache list (decision 0067). The app's
 * build (vite-plugin-pwa, `vite.config.ts`) writes `dist/sw.js` with its own files before the public
 * build (`vite.public.config.ts`) runs; that build then calls this with the files it wrote, so a
 * public page read from the `public-pages` cache offline also hydrates, and a return visit reads the
 * public entry from the worker. The names carry their content hash: revision null, as Workbox wants.
 */
const MARKER = 'precacheAndRoute([';

export function addPrecacheEntries(sw: string, urls: readonly string[]): string {
  const at = sw.indexOf(MARKER);
  if (at < 0 || sw.indexOf(MARKER, at + 1) >= 0)
    throw new Error(
      'sw.js: expected exactly one precacheAndRoute([…]) (vite-plugin-pwa changed its output?)',
    );
  const present = new Set([...sw.matchAll(/\{url:"([^"]+)"/g)].map(([, url]) => url));
  const added = [...new Set(urls)]
    .filter((url) => !present.has(url))
    .map((url) => `{url:${JSON.stringify(url)},revision:null}`);
  if (!added.length) return sw;
  const insert = at + MARKER.length;
  return `${sw.slice(0, insert)}${added.join(',')},${sw.slice(insert)}`;
}

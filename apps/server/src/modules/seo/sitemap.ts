/** `sitemap.xml` (sitemaps.org 0.9) and `robots.txt` builders. Pure. */

export interface SitemapEntry {
  /** Site-relative path, with its query if any (`/blog/x`, `/providers/dietitian/1`). */
  path: string;
  lastmod?: Date | string | null;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

function xmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function lastmodOf(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** At most 50,000 URLs per sitemap (the protocol's limit); more is cut, newest-first ordering is the caller's. */
export const SITEMAP_MAX_URLS = 50_000;

export function buildSitemap(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (urls.length >= SITEMAP_MAX_URLS) break;
    const path = entry.path.startsWith('/') ? entry.path : `/${entry.path}`;
    const loc = `${origin}${path
      .split('/')
      .map((seg) => encodeSegment(seg))
      .join('/')}`;
    if (seen.has(loc)) continue;
    seen.add(loc);
    const parts = [`<loc>${xmlEscape(loc)}</loc>`];
    const lastmod = entry.lastmod ? lastmodOf(entry.lastmod) : '';
    if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined)
      parts.push(`<priority>${Math.min(1, Math.max(0, entry.priority)).toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join('')}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Percent-encodes a path segment, leaving an already-encoded one and a `?query` alone. */
function encodeSegment(segment: string): string {
  const [path, query] = segment.split('?', 2) as [string, string | undefined];
  let encoded: string;
  try {
    encoded = encodeURIComponent(decodeURIComponent(path));
  } catch {
    encoded = encodeURIComponent(path);
  }
  return query === undefined ? encoded : `${encoded}?${query}`;
}

/** The signed-in areas of the app, which crawlers should skip; the API is not a page. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/book/',
  '/patient',
  '/dietitian',
  '/medical',
  '/fitness',
  '/lab',
  '/staff-dashboard',
  '/insurance-dashboard',
  '/patients',
  '/consultations',
  '/messages',
  '/calendar',
  '/billing',
  '/notifications',
  '/settings',
];

export function buildRobots(baseUrl: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

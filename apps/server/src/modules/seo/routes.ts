/** `GET /robots.txt` and `GET /sitemap.xml`: public pages, published posts, published providers. */
import type { Db } from '../../db/client.ts';
import { createRouter } from '../../platform/openapi.ts';
import { publishedForSitemap } from '../blog/index.ts';
import { publishedProvidersForSitemap } from '../providers/index.ts';
import { SITEMAP_STATIC_PATHS } from './meta.ts';
import { buildRobots, buildSitemap, type SitemapEntry } from './sitemap.ts';

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [posts, providers] = await Promise.all([publishedForSitemap(db), publishedProvidersForSitemap(db)]);
  return [
    ...SITEMAP_STATIC_PATHS.map(
      (path): SitemapEntry => ({
        path,
        changefreq: path === '/blog' || path === '/care' ? 'daily' : 'weekly',
        priority: path === '/' ? 1 : 0.8,
      }),
    ),
    ...posts.map(
      (p): SitemapEntry => ({
        path: `/blog/${p.slug}`,
        lastmod: p.updatedAt,
        changefreq: 'monthly',
        priority: 0.6,
      }),
    ),
    ...providers.map(
      (p): SitemapEntry => ({
        path: `/providers/${p.type}/${p.id}`,
        lastmod: p.updatedAt,
        changefreq: 'weekly',
        priority: 0.5,
      }),
    ),
  ];
}

export function seoRoutes() {
  const app = createRouter();

  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.text(buildRobots(c.var.deps.config.baseUrl));
  });

  app.get('/sitemap.xml', async (c) => {
    const { db, config } = c.var.deps;
    const xml = buildSitemap(config.baseUrl, await sitemapEntries(db));
    c.header('content-type', 'application/xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(xml);
  });

  return app;
}

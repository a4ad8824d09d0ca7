/**
 * Per-page `<head>` for the SPA: `renderIndexHtml(path, lang, ctx)` returns the app's `index.html`
 * with the page's title, description and Open Graph tags, looking blog posts and provider profiles up
 * in the database. The static handler (platform/static.ts) calls `indexHtmlResponse` for every page
 * path (no file extension).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isAppRoute, type Language } from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { blogPost, providerProfile } from '../../db/schema/index.ts';
import type { AppEnv } from '../../platform/context.ts';
import { errorForLog } from '../../platform/logger.ts';
import { etagOf, publicCacheOf, sendCached } from '../../platform/public-cache.ts';
import { isUuid } from '../../platform/params.ts';
import { pickLanguage } from '../../platform/language.ts';
import {
  defaultMeta,
  injectHead,
  markdownToPlain,
  normalisePath,
  type PageMeta,
  staticPageMeta,
  truncate,
} from './meta.ts';

export interface RenderContext {
  db: Db;
  baseUrl: string;
  /** The SPA's index.html. */
  template: string;
}

const PROVIDER_TYPE_LABEL: Record<string, Record<Language, string>> = {
  dietitian: { en: 'Dietitian', es: 'Dietista' },
  medical: { en: 'Medical professional', es: 'Profesional médico' },
  fitness: { en: 'Fitness professional', es: 'Profesional del fitness' },
  lab: { en: 'Laboratory', es: 'Laboratorio' },
};

/** The page meta of a path; `found: false` when the path names a post or provider that is not public. */
export async function pageMetaFor(
  db: Db,
  rawPath: string,
  lang: Language,
): Promise<{ meta: PageMeta; found: boolean }> {
  const p = normalisePath(rawPath);
  const blog = /^\/blog\/([^/]+)$/.exec(p);
  if (blog) {
    const slug = safeDecode(blog[1]!);
    const [post] = await db
      .select({
        title: blogPost.title,
        excerpt: blogPost.excerpt,
        body: blogPost.bodyMarkdown,
        lang: blogPost.lang,
        publishedAt: blogPost.publishedAt,
      })
      .from(blogPost)
      .where(and(eq(blogPost.slug, slug), eq(blogPost.status, 'published')));
    if (!post) return { meta: { ...defaultMeta(p, lang), noindex: true }, found: false };
    return {
      found: true,
      meta: {
        title: `${post.title} — Verdant`,
        description: post.excerpt || truncate(markdownToPlain(post.body)),
        path: p,
        type: 'article',
        lang: post.lang,
        publishedTime: post.publishedAt?.toISOString() ?? null,
      },
    };
  }
  const provider = /^\/providers\/([^/]+)\/([^/]+)$/.exec(p);
  if (provider) {
    const id = safeDecode(provider[2]!);
    const [row] = isUuid(id)
      ? await db
          .select({
            type: providerProfile.type,
            displayName: providerProfile.displayName,
            headline: providerProfile.headline,
            specialties: providerProfile.specialties,
            city: providerProfile.city,
            country: providerProfile.country,
            online: providerProfile.online,
            bio: providerProfile.bio,
          })
          .from(providerProfile)
          .where(and(eq(providerProfile.id, id), eq(providerProfile.published, true)))
      : [];
    if (!row) return { meta: { ...defaultMeta(p, lang), noindex: true }, found: false };
    const label = PROVIDER_TYPE_LABEL[row.type]?.[lang] ?? row.type;
    const where = [row.city, row.country].filter(Boolean).join(', ');
    const onlineText = lang === 'es' ? 'en línea' : 'online';
    const parts = [
      row.headline,
      row.specialties.slice(0, 4).join(', '),
      [where, row.online ? onlineText : ''].filter(Boolean).join(' · '),
    ].filter(Boolean);
    return {
      found: true,
      meta: {
        title: `${row.displayName} — ${label} | Verdant`,
        description: parts.length ? parts.join('. ') : truncate(row.bio),
        path: `/providers/${row.type}/${id}`,
        type: 'profile',
        lang,
      },
    };
  }
  return { meta: staticPageMeta(p, lang) ?? defaultMeta(p, lang), found: true };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** index.html with the page's head. */
export async function renderIndexHtml(rawPath: string, lang: Language, ctx: RenderContext): Promise<string> {
  const { meta } = await pageMetaFor(ctx.db, rawPath, lang);
  return injectHead(ctx.template, meta, ctx.baseUrl);
}

let cached: { file: string; mtimeMs: number; html: string } | undefined;

async function readTemplate(distDir: string): Promise<{ html: string; mtimeMs: number }> {
  const file = path.join(distDir, 'index.html');
  const { mtimeMs } = await stat(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, html: await readFile(file, 'utf8') };
  }
  return cached;
}

/**
 * The SPA page for a request: index.html with this path's head, in the request's language (`?lang=`,
 * then Accept-Language). A path that is no route of the app, or a blog post or provider that is not
 * public, answers 404 with the same app, which then shows its not-found screen. Answers come from
 * the public cache (platform/public-cache.ts) with an `ETag`; a rebuilt index.html is a new key.
 */
export async function indexHtmlResponse(c: Context<AppEnv>, distDir: string): Promise<Response> {
  const { db, config, database } = c.var.deps;
  const lang = pickLanguage(c.req.query('lang'), c.req.header('accept-language'));
  const template = await readTemplate(distDir);
  const cache = publicCacheOf(database);
  const key = `page ${template.mtimeMs} ${lang} ${c.req.path}`;
  const hit = cache.get(key);
  if (hit) return sendCached(c, hit);
  const ticket = cache.ticket();
  let html = template.html;
  let status: 200 | 404 = 200;
  try {
    const { meta, found } = isAppRoute(c.req.path)
      ? await pageMetaFor(db, c.req.path, lang)
      : { meta: { ...defaultMeta(c.req.path, lang), noindex: true }, found: false };
    html = injectHead(template.html, meta, config.baseUrl);
    if (!found) status = 404;
  } catch (err) {
    // The page must still load if the lookup fails; the plain template is served, and not cached.
    c.var.log?.warn({ err: errorForLog(err) }, 'page meta lookup failed');
    return sendCached(c, {
      status: 200,
      body: html,
      contentType: HTML,
      etag: etagOf(html),
      headers: { vary: 'accept-language' },
      storedAt: 0,
      bytes: 0,
    });
  }
  return sendCached(
    c,
    cache.store(ticket, key, { status, body: html, contentType: HTML, headers: { vary: 'accept-language' } }),
  );
}

const HTML = 'text/html; charset=UTF-8';

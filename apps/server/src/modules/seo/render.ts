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
import { blogPost } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { getPublishedProfile } from '../providers/index.ts';
import { getCookie } from 'hono/cookie';
import { type ApiCall, loadRenderer } from './ssr.ts';
import { blogPostingLd, providerLd } from './structured-data.ts';
import type { AppEnv } from '../../platform/context.ts';
import { errorForLog } from '../../platform/logger.ts';
import { cspHash, type InlineSources } from '../../platform/security-headers.ts';
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
  trimTrailingSlashes,
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
  baseUrl = '',
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
        updatedAt: blogPost.updatedAt,
        authorName: blogPost.authorName,
      })
      .from(blogPost)
      .where(and(eq(blogPost.slug, slug), eq(blogPost.status, 'published')));
    if (!post) return { meta: { ...defaultMeta(p, lang), noindex: true }, found: false };
    const description = post.excerpt || truncate(markdownToPlain(post.body));
    return {
      found: true,
      meta: {
        title: `${post.title} — Verdant`,
        description,
        path: p,
        type: 'article',
        lang: post.lang,
        publishedTime: post.publishedAt?.toISOString() ?? null,
        jsonLd: blogPostingLd({ ...post, description }, `${trimTrailingSlashes(baseUrl)}${p}`),
      },
    };
  }
  const provider = /^\/providers\/([^/]+)\/([^/]+)$/.exec(p);
  if (provider) {
    const id = safeDecode(provider[2]!);
    const found = isUuid(id) ? await getPublishedProfile(db, id).catch(notFoundAsNull) : null;
    if (!found) return { meta: { ...defaultMeta(p, lang), noindex: true }, found: false };
    const row = found.row;
    const label = PROVIDER_TYPE_LABEL[row.type]?.[lang] ?? row.type;
    const where = [row.city, row.country].filter(Boolean).join(', ');
    const onlineText = lang === 'es' ? 'en línea' : 'online';
    const parts = [
      row.headline,
      row.specialties.slice(0, 4).join(', '),
      [where, row.online ? onlineText : ''].filter(Boolean).join(' · '),
    ].filter(Boolean);
    const description = parts.length ? parts.join('. ') : truncate(row.bio);
    const canonical = `/providers/${row.type}/${id}`;
    return {
      found: true,
      meta: {
        title: `${row.displayName} — ${label} | Verdant`,
        description,
        path: canonical,
        type: 'profile',
        lang,
        jsonLd: providerLd(
          { ...row, description, services: found.services },
          `${trimTrailingSlashes(baseUrl)}${canonical}`,
        ),
      },
    };
  }
  return { meta: staticPageMeta(p, lang) ?? defaultMeta(p, lang), found: true };
}

function notFoundAsNull(err: unknown): null {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
  throw err;
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

interface Template {
  html: string;
  mtimeMs: number;
  /** Its inline scripts and stylesheets, as CSP hash sources. */
  inline: InlineSources;
}

const cached = new Map<string, Template>();

async function readTemplate(distDir: string, name = 'index.html'): Promise<Template> {
  const file = path.join(distDir, name);
  const { mtimeMs } = await stat(file);
  let hit = cached.get(file);
  if (hit?.mtimeMs !== mtimeMs) {
    const html = await readFile(file, 'utf8');
    hit = { mtimeMs, html, inline: inlineSourcesOf(html) };
    cached.set(file, hit);
  }
  return hit;
}

/**
 * The inline `<script>` (code, not a data block) and `<style>` elements of a template, hashed for
 * the Content-Security-Policy. The public template inlines its stylesheet and theme script
 * (decision 0067, `vite.public.config.ts`); what the server adds to a page (its state and structured
 * data) are data blocks, which the policy does not govern.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\bsrc=/i.test(attrs) && !/\btype="application\/(ld\+)?json"/i.test(attrs))
    .map(([, , text = '']) => cspHash(text));
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, , text = '']) =>
    cspHash(text),
  );
  return { scripts, styles };
}

/**
 * The public pages' own entry (decision 0060: `public.html`, hydrating with Preact's compatibility
 * layer), or null when the build has none (a test's web directory): the app's entry then hydrates.
 */
async function readPublicTemplate(distDir: string): Promise<Template | null> {
  return readTemplate(distDir, 'public.html').catch(() => null);
}

/** The cookie the web app writes with the reader's language choice (lib/i18n, decision 0051). */
export const LANGUAGE_COOKIE = 'language';

/**
 * The language of a page: `?lang=`, then the reader's stored choice (the `language` cookie the app
 * writes beside its localStorage entry), then Accept-Language, else English.
 */
export function pageLanguage(c: Context<AppEnv>): Language {
  const query = c.req.query('lang');
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  return pickLanguage(query === 'en' || query === 'es' ? query : cookie, c.req.header('accept-language'));
}

/** Puts the server-rendered page and its state into index.html's `#root`. */
function withBody(template: string, body: string, state: string): string {
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) return template;
  // By position, never through a replacement string (stored text may hold `$&`).
  return `${template.slice(0, at)}<div id="root">${body}</div>\n    <script type="application/json" id="ssr-state">${state}</script>${template.slice(at + marker.length)}`;
}

/**
 * The page for a request, in its language (`pageLanguage`). A public page (decision 0051) is
 * rendered on the server from the web app's components (`dist-ssr/entry-server.js`, reading the API
 * in-process through `api`) into index.html, with the page's head; every other page path is
 * index.html with its head (the SPA shell). A path that is no route of the app, or a blog post or
 * provider that is not public, answers 404 with the same app, which then shows its not-found screen.
 * Answers come from the public cache (platform/public-cache.ts) with an `ETag`, under the path, query
 * and language: a write to a post or profile drops them; a rebuilt app is a new key. Browsers and
 * CDNs are told `Vary: Accept-Language, Cookie`.
 */
export async function indexHtmlResponse(
  c: Context<AppEnv>,
  distDir: string,
  api?: ApiCall,
): Promise<Response> {
  const { db, config, database } = c.var.deps;
  const lang = pageLanguage(c);
  const template = await readTemplate(distDir);
  const renderer = api ? await loadRenderer(distDir, c) : null;
  const publicTemplate = renderer ? await readPublicTemplate(distDir) : null;
  // A page in the public template carries its inline stylesheet and theme script; allowing them by
  // hash on the app's template too (a page that is not rendered) allows nothing it holds.
  if (publicTemplate) c.set('inlineSources', publicTemplate.inline);
  const cache = publicCacheOf(database);
  const url = new URL(c.req.url);
  const key = `page ${template.mtimeMs} ${publicTemplate?.mtimeMs ?? 0} ${renderer?.version ?? 0} ${lang} ${url.pathname}${url.search}`;
  const hit = cache.get(key);
  if (hit) return sendCached(c, hit);
  const ticket = cache.ticket();
  let html = template.html;
  let status: number = 200;
  try {
    const { meta, found } = isAppRoute(c.req.path)
      ? await pageMetaFor(db, c.req.path, lang, config.baseUrl)
      : { meta: { ...defaultMeta(c.req.path, lang), noindex: true }, found: false };
    html = injectHead(template.html, meta, config.baseUrl);
    if (!found) status = 404;
    const page =
      renderer && api ? await renderer.render(`${url.origin}${url.pathname}${url.search}`, lang, api) : null;
    if (page?.kind === 'redirect') {
      c.header('cache-control', 'no-cache');
      return c.redirect(page.location, page.status);
    }
    if (page) {
      // A rendered public page loads the public entry, the rest of the app loads on leaving it.
      if (publicTemplate) html = injectHead(publicTemplate.html, meta, config.baseUrl);
      html = withBody(html, page.html, page.state);
      if (page.status === 404) status = 404;
    }
  } catch (err) {
    // The page must still load if the lookup or the render fails; the plain template is served,
    // and not cached.
    c.var.log?.warn({ err: errorForLog(err) }, 'page render failed');
    return sendCached(c, {
      status: 200,
      body: template.html,
      contentType: HTML,
      etag: etagOf(template.html),
      headers: { vary: VARY },
      storedAt: 0,
      bytes: 0,
    });
  }
  return sendCached(
    c,
    cache.store(ticket, key, { status, body: html, contentType: HTML, headers: { vary: VARY } }),
  );
}

const VARY = 'accept-language, cookie';
const HTML = 'text/html; charset=UTF-8';

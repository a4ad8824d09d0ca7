import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../platform/language.ts';
import { defaultMeta, injectHead, markdownToPlain, staticPageMeta, truncate } from './meta.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="old" />
    <title>Verdant</title>
    <script>var x = 1;</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('sitemap.xml', () => {
  const xml = buildSitemap('https://verdant.example/', [
    { path: '/', priority: 1, changefreq: 'weekly' },
    { path: '/blog/five-habits', lastmod: new Date('2026-03-09T13:00:00Z') },
    { path: '/blog/cinco-hábitos?lang=es', lastmod: '2026-03-10T00:00:00Z' },
    { path: '/providers/dietitian/1f0e', lastmod: null },
    { path: '/blog/five-habits' },
    { path: '/a&b<c>' },
  ]);
  it('is a urlset with absolute, escaped, unique locations', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://verdant.example/</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>',
    );
    expect(xml).toContain('<loc>https://verdant.example/blog/five-habits</loc><lastmod>2026-03-09</lastmod>');
    expect(xml).toContain(
      '<loc>https://verdant.example/blog/cinco-h%C3%A1bitos?lang=es</loc><lastmod>2026-03-10</lastmod>',
    );
    expect(xml).toContain('<loc>https://verdant.example/providers/dietitian/1f0e</loc></url>');
    expect(xml).toContain('<loc>https://verdant.example/a%26b%3Cc%3E</loc>');
    expect(xml.match(/five-habits/g)).toHaveLength(1);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robots.txt', () => {
  it('allows the public site, hides private areas and the API, and points to the sitemap', () => {
    const txt = buildRobots('https://verdant.example');
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(txt).toContain('Disallow: /api/\n');
    expect(txt).toContain('Disallow: /admin\n');
    expect(txt).not.toContain('Disallow: /blog');
    expect(txt).not.toContain('Disallow: /care');
    expect(txt).toContain('Sitemap: https://verdant.example/sitemap.xml');
  });
});

describe('page meta', () => {
  it('chooses the language from ?lang, then Accept-Language, else English', () => {
    expect(pickLanguage('es', 'en-US')).toBe('es');
    expect(pickLanguage(null, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLanguage(undefined, 'fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(pickLanguage(undefined, 'en-GB,en;q=0.9,es;q=0.9')).toBe('en');
    expect(pickLanguage('de', 'de-DE')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
  it('knows the public pages in both languages and keeps private ones out of the index', () => {
    expect(staticPageMeta('/care/', 'es')?.title).toMatch(/^Encuentra atención/);
    expect(staticPageMeta('/blog?x=1', 'en')?.title).toBe('Blog — Verdant');
    expect(staticPageMeta('/book/abc', 'en')?.noindex).toBe(true);
    expect(staticPageMeta('/auth', 'en')?.noindex).toBe(true);
    expect(staticPageMeta('/dietitian/patients', 'en')).toBeNull();
    expect(defaultMeta('/whatever', 'es').lang).toBe('es');
  });
  it('injects escaped title, description and Open Graph tags and sets <html lang>', () => {
    const html = injectHead(
      INDEX,
      {
        title: 'Eat "well" <now> & later',
        description: 'd'.repeat(300),
        path: '/blog/x',
        type: 'article',
        lang: 'es',
        publishedTime: '2026-03-09T13:00:00Z',
      },
      'https://verdant.example',
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Eat &quot;well&quot; &lt;now&gt; &amp; later</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="https://verdant.example/blog/x" />');
    expect(html).toContain('<meta property="og:locale" content="es_ES" />');
    expect(html).toContain('<link rel="canonical" href="https://verdant.example/blog/x" />');
    expect(html).toContain('<meta property="article:published_time" content="2026-03-09T13:00:00Z" />');
    expect(html).toContain('<script>var x = 1;</script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    const desc = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(desc.length).toBeLessThanOrEqual(200);
  });
  it('turns markdown into a plain description', () => {
    expect(
      markdownToPlain('# Title\n\nSome **bold** and [a link](https://x.y) <script>x</script>\n- item'),
    ).toBe('Title Some bold and a link x item');
    expect(truncate('one two three four five', 16)).toBe('one two three…');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATION_FILE, migrationWithArticles, readPlatformArticles } from './platform-articles.ts';

describe('platform articles', () => {
  const articles = readPlatformArticles();

  it('ships at least 25 articles, each in English and Spanish and citing its sources', () => {
    expect(articles.length).toBeGreaterThanOrEqual(25);
    for (const a of articles) {
      expect(a.en.title).not.toBe(a.es.title);
      expect(a.sources.length, a.slug).toBeGreaterThan(0);
      for (const s of a.sources) if (s.url) expect(s.url, a.slug).toMatch(/^https:\/\//);
    }
  });

  it('are in migration 0033 exactly as the Markdown files say (rerun platform-articles.ts after an edit)', () => {
    const migration = readFileSync(MIGRATION_FILE, 'utf8');
    expect(migrationWithArticles(migration, articles)).toBe(migration);
  });

  it('name every tag in Spanish and English on the web (locales/*/knowledge.json `tagNames`)', () => {
    const tags = new Set(articles.flatMap((a) => a.tags));
    for (const lang of ['en', 'es']) {
      const file = new URL(`../../../../web/src/locales/${lang}/knowledge.json`, import.meta.url);
      const names = (JSON.parse(readFileSync(file, 'utf8')) as { tagNames: Record<string, string> }).tagNames;
      for (const tag of tags) expect(names[tag], `${lang}: ${tag}`).toBeTruthy();
    }
    const es = (
      JSON.parse(
        readFileSync(new URL('../../../../web/src/locales/es/knowledge.json', import.meta.url), 'utf8'),
      ) as { tagNames: Record<string, string> }
    ).tagNames;
    expect(es['type 2 diabetes']).toBe('diabetes tipo 2');
  });
});

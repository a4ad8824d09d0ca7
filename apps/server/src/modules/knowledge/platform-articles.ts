/**
 * The platform articles: Markdown files in ./articles, `<slug>.en.md` and `<slug>.es.md`, each
 * opening with a header block between `---` lines:
 *
 *     ---
 *     title: Type 2 diabetes: medical nutrition therapy
 *     summary: One or two sentences.
 *     category: diabetes                (English file only)
 *     tags: type 2 diabetes, hba1c      (English file only)
 *     source: Authors. Title. Journal Year;Vol:pages. | https://doi.org/…   (English file only, repeated)
 *     ---
 *
 * They reach the database through migration 0033 (the block between BEGIN and END PLATFORM ARTICLES),
 * written by running this file: `npx node apps/server/src/modules/knowledge/platform-articles.ts`.
 * platform-articles.test.ts fails when the files and the migration differ.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  KNOWLEDGE_CATEGORIES,
  type KnowledgeCategory,
  type KnowledgeSource,
  type KnowledgeVersion,
} from '@verdant/shared';

const HERE = new URL('.', import.meta.url).pathname;
export const ARTICLES_DIR = join(HERE, 'articles');
export const MIGRATION_FILE = join(HERE, '..', '..', 'db', 'migrations', '0033_knowledge_base.sql');

export interface PlatformArticle {
  slug: string;
  category: KnowledgeCategory;
  tags: string[];
  sources: KnowledgeSource[];
  en: KnowledgeVersion;
  es: KnowledgeVersion;
}

interface ParsedFile {
  fields: Map<string, string[]>;
  body: string;
}

function parseFile(text: string, name: string): ParsedFile {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!m) throw new Error(`${name}: no header block`);
  const fields = new Map<string, string[]>();
  for (const line of m[1]!.split('\n')) {
    if (!line.trim()) continue;
    const at = line.indexOf(':');
    if (at < 1) throw new Error(`${name}: header line without a key: ${line}`);
    const key = line.slice(0, at).trim();
    fields.set(key, [...(fields.get(key) ?? []), line.slice(at + 1).trim()]);
  }
  return { fields, body: m[2]!.trim() };
}

const one = (f: ParsedFile, key: string, name: string): string => {
  const v = f.fields.get(key);
  if (v?.length !== 1 || !v[0]) throw new Error(`${name}: needs exactly one "${key}"`);
  return v[0];
};

function version(f: ParsedFile, name: string): KnowledgeVersion {
  if (f.body.length < 200) throw new Error(`${name}: the body is too short`);
  return { title: one(f, 'title', name), summary: one(f, 'summary', name), body: f.body };
}

/** Every platform article, by slug order; throws on a malformed or unpaired file. */
export function readPlatformArticles(dir = ARTICLES_DIR): PlatformArticle[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
  const slugs = [...new Set(files.map((f) => f.replace(/\.(en|es)\.md$/, '')))].sort();
  return slugs.map((slug) => {
    const read = (lang: 'en' | 'es') => {
      const name = `${slug}.${lang}.md`;
      if (!files.includes(name)) throw new Error(`${name} is missing`);
      return parseFile(readFileSync(join(dir, name), 'utf8'), name);
    };
    const en = read('en');
    const es = read('es');
    const category = one(en, 'category', `${slug}.en.md`) as KnowledgeCategory;
    if (!KNOWLEDGE_CATEGORIES.includes(category)) throw new Error(`${slug}: unknown category ${category}`);
    const sources = (en.fields.get('source') ?? []).map((s) => {
      const [citation, url] = s.split(' | ');
      return { citation: citation!.trim(), url: url?.trim() || null };
    });
    if (sources.length === 0) throw new Error(`${slug}: cites no source`);
    return {
      slug,
      category,
      tags: one(en, 'tags', `${slug}.en.md`)
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
      sources,
      en: version(en, `${slug}.en.md`),
      es: version(es, `${slug}.es.md`),
    };
  });
}

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (a: readonly string[]) => (a.length ? `ARRAY[${a.map(lit).join(',')}]::text[]` : `'{}'::text[]`);

/** The INSERT statements of the platform articles (one per article, statement-breakpoint separated). */
export function platformArticlesSql(articles: readonly PlatformArticle[]): string {
  return articles
    .map(
      (a) =>
        `INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES (${[
          lit(a.slug),
          `'article'`,
          lit(a.category),
          arr(a.tags),
          lit(a.en.title),
          lit(a.en.summary),
          lit(a.en.body),
          lit(a.es.title),
          lit(a.es.summary),
          lit(a.es.body),
          `${lit(JSON.stringify(a.sources))}::jsonb`,
        ].join(', ')});--> statement-breakpoint`,
    )
    .join('\n');
}

const BLOCK = /-- BEGIN PLATFORM ARTICLES\n[\s\S]*-- END PLATFORM ARTICLES/;

/** The migration's text with its platform-articles block rewritten from the files. */
export function migrationWithArticles(migration: string, articles: readonly PlatformArticle[]): string {
  if (!BLOCK.test(migration)) throw new Error('the migration has no platform-articles block');
  const body = platformArticlesSql(articles);
  return migration.replace(
    BLOCK,
    () => `-- BEGIN PLATFORM ARTICLES\n${body ? `${body}\n` : ''}-- END PLATFORM ARTICLES`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const articles = readPlatformArticles();
  writeFileSync(MIGRATION_FILE, migrationWithArticles(readFileSync(MIGRATION_FILE, 'utf8'), articles));
  console.log(`${articles.length} platform articles written into ${MIGRATION_FILE}`);
}

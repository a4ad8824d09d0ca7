/**
 * The knowledge base (migration 0033): articles and protocol templates in Markdown, an English and a
 * Spanish version each (either may be absent for a practice's own), with their sources. Platform
 * articles (organization null, slug set) ship with the product; a practice's own stay in it.
 * The database keeps the search columns itself: one tsvector per language (the 'english' and
 * 'spanish' dictionaries, title A, summary B, body C) and the titles folded for typo matching.
 */
import type { KnowledgeCategory, KnowledgeKind, KnowledgeSource } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const FOLD_FROM = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ';
const FOLD_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy';
const vector = (config: 'english' | 'spanish', lang: 'en' | 'es') =>
  `setweight(to_tsvector('${config}'::regconfig, coalesce(title_${lang}, '')), 'A') || setweight(to_tsvector('${config}'::regconfig, coalesce(summary_${lang}, '')), 'B') || setweight(to_tsvector('${config}'::regconfig, coalesce(body_${lang}, '')), 'C')`;

export const kbArticle = pgTable(
  'kb_article',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a platform article (every practice reads it); the practice's own otherwise. */
    organizationId: uuid('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    /** The file name of a platform article (`articles/<slug>.md`); null for a practice's own. */
    slug: text('slug'),
    kind: text('kind').notNull().default('article').$type<KnowledgeKind>(),
    category: text('category').notNull().$type<KnowledgeCategory>(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    titleEn: text('title_en'),
    summaryEn: text('summary_en'),
    bodyEn: text('body_en'),
    titleEs: text('title_es'),
    summaryEs: text('summary_es'),
    bodyEs: text('body_es'),
    sources: jsonb('sources').$type<KnowledgeSource[]>().notNull().default(sql`'[]'::jsonb`),
    searchEn: tsvector('search_en').generatedAlwaysAs(sql.raw(vector('english', 'en'))),
    searchEs: tsvector('search_es').generatedAlwaysAs(sql.raw(vector('spanish', 'es'))),
    titleFold: text('title_fold').generatedAlwaysAs(
      sql.raw(
        `translate(lower(coalesce(title_en, '') || ' ' || coalesce(title_es, '')), '${FOLD_FROM}', '${FOLD_TO}')`,
      ),
    ),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedByUserId: text('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('kb_article_search_en_idx').using('gin', t.searchEn),
    index('kb_article_search_es_idx').using('gin', t.searchEs),
    index('kb_article_title_trgm_idx').using('gin', sql`${t.titleFold} gin_trgm_ops`),
    index('kb_article_org_category_idx').on(t.organizationId, t.category),
    index('kb_article_tags_idx').using('gin', t.tags),
    uniqueIndex('kb_article_slug_unique').on(t.slug).where(sql`${t.organizationId} is null`),
    check('kb_article_kind_check', sql`${t.kind} in ('article', 'protocol')`),
    check('kb_article_platform_slug_check', sql`(${t.organizationId} is null) = (${t.slug} is not null)`),
    check('kb_article_language_check', sql`${t.titleEn} is not null or ${t.titleEs} is not null`),
  ],
);

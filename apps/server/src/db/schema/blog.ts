/** The blog: Markdown posts in English or Spanish. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { user } from './auth.ts';

/** Markdown posts; slugs are unique across languages so `/blog/{slug}` names one post. */
export const blogPost = pgTable(
  'blog_post',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    lang: text('lang').notNull().$type<'en' | 'es'>(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Stored verbatim; never rendered to HTML by the server. */
    bodyMarkdown: text('body_markdown').notNull(),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The author's name when written, so a post keeps its byline. */
    authorName: text('author_name').notNull(),
    status: text('status').notNull().default('draft').$type<'draft' | 'published'>(),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('blog_post_published_idx')
      .on(t.lang, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('blog_post_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('blog_post_lang_check', sql`${t.lang} in ('en', 'es')`),
    check('blog_post_status_check', sql`${t.status} in ('draft', 'published')`),
    check('blog_post_published_at_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

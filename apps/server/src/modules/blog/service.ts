/**
 * Blog: Markdown posts, stored and returned verbatim (never rendered to HTML here; the web app renders
 * them with react-markdown, which escapes raw HTML). Public readers see published posts only.
 */
import type {
  AdminBlogPost,
  BlogLanguage,
  BlogPost,
  BlogPostInput,
  BlogPostPatch,
  BlogPostSummary,
} from '@verdant/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { blogPost, user } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type Row = typeof blogPost.$inferSelect;

const iso = (d: Date) => d.toISOString();

/** What every view of a post shows. */
const common = (r: Row) => ({
  id: r.id,
  slug: r.slug,
  lang: r.lang,
  title: r.title,
  excerpt: r.excerpt,
  authorName: r.authorName,
});

function toSummary(r: Row): BlogPostSummary {
  return { ...common(r), publishedAt: iso(r.publishedAt ?? r.createdAt) };
}

function toPublic(r: Row): BlogPost {
  return { ...toSummary(r), bodyMarkdown: r.bodyMarkdown, updatedAt: iso(r.updatedAt) };
}

export function toAdmin(r: Row): AdminBlogPost {
  return {
    ...common(r),
    bodyMarkdown: r.bodyMarkdown,
    status: r.status,
    publishedAt: r.publishedAt ? iso(r.publishedAt) : null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const isPublished = sql`${blogPost.status} = 'published'`;

/** Published posts of one language, newest first; the cursor is the last id of the previous page. */
export async function listPublished(
  db: Db,
  params: { lang: BlogLanguage; cursor?: string | undefined; limit: number },
) {
  const conditions = [isPublished, eq(blogPost.lang, params.lang)];
  if (params.cursor) {
    conditions.push(
      sql`(${blogPost.publishedAt}, ${blogPost.id}) < (select b.published_at, b.id from blog_post b where b.id = ${params.cursor})`,
    );
  }
  const rows = await db
    .select()
    .from(blogPost)
    .where(and(...conditions))
    .orderBy(desc(blogPost.publishedAt), desc(blogPost.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > params.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A published post by slug (slugs are unique across languages). */
export async function getPublishedBySlug(db: Db, slug: string): Promise<BlogPost> {
  const [row] = await db
    .select()
    .from(blogPost)
    .where(and(eq(blogPost.slug, slug), isPublished));
  if (!row) throw new AppError('NOT_FOUND');
  return toPublic(row);
}

/** Every published post, for the sitemap (slug, language, last change). */
export async function publishedForSitemap(db: Db) {
  return db
    .select({ slug: blogPost.slug, lang: blogPost.lang, updatedAt: blogPost.updatedAt })
    .from(blogPost)
    .where(isPublished)
    .orderBy(desc(blogPost.publishedAt));
}

export async function listAll(ctx: ServiceContext): Promise<AdminBlogPost[]> {
  const rows = await ctx.db.select().from(blogPost).orderBy(desc(blogPost.createdAt), desc(blogPost.id));
  return rows.map(toAdmin);
}

async function getRow(db: DbOrTx, id: string): Promise<Row> {
  const [row] = await db.select().from(blogPost).where(eq(blogPost.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function slugTaken(err: unknown): never {
  if (isUniqueViolation(err, 'blog_post_slug_unique')) {
    throw new AppError('CONFLICT', 'This address is already used by another post.', {
      fields: { slug: 'slugTaken' },
    });
  }
  throw err;
}

/** A platform administrator writes a post (a draft), signed with their name; audited with it. */
export async function writePost(ctx: ServiceContext, input: BlogPostInput): Promise<AdminBlogPost> {
  const userId = actorUserId(ctx);
  return withTransaction(ctx, async (tx) => {
    const [author] = userId
      ? await tx.db.select({ name: user.name }).from(user).where(eq(user.id, userId))
      : [];
    const post = await createPost(tx, input, { userId, name: author?.name ?? 'Verdant' });
    await audit(tx, { action: 'blog_post.create', resourceType: 'blog_post', resourceId: post.id });
    return post;
  });
}

/** Inserts a post through `ctx.db` (the caller's transaction); a taken slug is a field error. */
async function createPost(
  ctx: ServiceContext,
  input: BlogPostInput,
  author: { userId: string | null; name: string },
  options: { publishedAt?: Date } = {},
): Promise<AdminBlogPost> {
  const now = new Date();
  try {
    const [row] = await ctx.db
      .insert(blogPost)
      .values({
        ...input,
        authorUserId: author.userId,
        authorName: author.name,
        status: options.publishedAt ? 'published' : 'draft',
        publishedAt: options.publishedAt ?? null,
        createdAt: options.publishedAt && options.publishedAt < now ? options.publishedAt : now,
        updatedAt: options.publishedAt && options.publishedAt < now ? options.publishedAt : now,
      })
      .returning();
    return toAdmin(row!);
  } catch (err) {
    return slugTaken(err);
  }
}

/** A change of one post and its audit event (`blog_post.<verb>`), in one transaction. */
function auditedChange<T>(
  ctx: ServiceContext,
  id: string,
  verb: string,
  change: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  return withTransaction(ctx, async (tx) => {
    const result = await change(tx.db);
    await audit(tx, { action: `blog_post.${verb}`, resourceType: 'blog_post', resourceId: id });
    return result;
  });
}

export function updatePost(ctx: ServiceContext, id: string, patch: BlogPostPatch): Promise<AdminBlogPost> {
  return auditedChange(ctx, id, 'update', (db) => update(db, id, patch));
}

async function update(db: DbOrTx, id: string, patch: BlogPostPatch): Promise<AdminBlogPost> {
  await getRow(db, id);
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length === 0) throw fieldError({ _: 'required' });
  try {
    const [row] = await db
      .update(blogPost)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(blogPost.id, id))
      .returning();
    return toAdmin(row!);
  } catch (err) {
    return slugTaken(err);
  }
}

/** Publishing keeps the first publication date when a post is published again. */
export function setPublished(ctx: ServiceContext, id: string, published: boolean): Promise<AdminBlogPost> {
  return auditedChange(ctx, id, published ? 'publish' : 'unpublish', (db) => publish(db, id, published));
}

async function publish(db: DbOrTx, id: string, published: boolean): Promise<AdminBlogPost> {
  const current = await getRow(db, id);
  const [row] = await db
    .update(blogPost)
    .set(
      published
        ? { status: 'published', publishedAt: current.publishedAt ?? new Date(), updatedAt: new Date() }
        : { status: 'draft', updatedAt: new Date() },
    )
    .where(eq(blogPost.id, id))
    .returning();
  return toAdmin(row!);
}

export function deletePost(ctx: ServiceContext, id: string): Promise<void> {
  return auditedChange(ctx, id, 'delete', async (db) => {
    const deleted = await db.delete(blogPost).where(eq(blogPost.id, id)).returning({ id: blogPost.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
  });
}

/**
 * The knowledge base: platform articles (every practice reads them) and a practice's own articles and
 * protocol templates (only that practice reads them; another practice's id is NOT_FOUND). Search is
 * full text first: the English and the Spanish tsvector (websearch syntax, each with its dictionary),
 * ranked with the reader's language first; when that finds nothing, the titles close to the words
 * typed (pg_trgm word similarity on the folded titles: typos, missing accents, a word being typed). Articles are stored
 * and returned as Markdown, never rendered here (the web renders them with react-markdown, which
 * escapes raw HTML). Not patient data: writes are audited, reads are not.
 */
import {
  KNOWLEDGE_ROLES,
  type KnowledgeArticle,
  type KnowledgeArticleInput,
  type KnowledgeArticleUpdateInput,
  type KnowledgeCategory,
  type KnowledgeLanguage,
  type KnowledgeQuery,
  type KnowledgeSearch,
  type KnowledgeSummary,
  knowledgeArticleInputSchema,
  knowledgeArticleUpdateSchema,
  knowledgeQuerySchema,
  type Role,
} from '@verdant/shared';
import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { kbArticle } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, isSystem, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';

type Row = typeof kbArticle.$inferSelect;
export type KnowledgeAccess = keyof typeof KNOWLEDGE_ROLES;

export function requireKnowledge(ctx: ServiceContext, what: KnowledgeAccess): void {
  if (isSystem(ctx.actor)) {
    if (ctx.actor.name === 'anonymous') throw new AppError('UNAUTHENTICATED');
    return;
  }
  const roles: readonly Role[] = KNOWLEDGE_ROLES[what];
  if (!ctx.actor.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN');
}

const may = (ctx: ServiceContext, what: KnowledgeAccess) =>
  !isSystem(ctx.actor) && ctx.actor.roles.some((r) => (KNOWLEDGE_ROLES[what] as readonly Role[]).includes(r));

const ACCENTS_FROM = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ';
const ACCENTS_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy';

/** Lower case without accents: what `title_fold` holds. */
export function fold(s: string): string {
  return [...s.toLowerCase()]
    .map((c) => {
      const i = ACCENTS_FROM.indexOf(c);
      return i >= 0 ? ACCENTS_TO[i] : c;
    })
    .join('')
    .trim();
}

/** Platform articles and the caller's practice's own. */
function visible(ctx: ServiceContext): SQL {
  const org = activeOrganization(ctx, ['practice']);
  return or(isNull(kbArticle.organizationId), eq(kbArticle.organizationId, org.id))!;
}

const SUMMARY_COLUMNS = {
  id: kbArticle.id,
  slug: kbArticle.slug,
  kind: kbArticle.kind,
  category: kbArticle.category,
  tags: kbArticle.tags,
  organizationId: kbArticle.organizationId,
  titleEn: kbArticle.titleEn,
  summaryEn: kbArticle.summaryEn,
  titleEs: kbArticle.titleEs,
  summaryEs: kbArticle.summaryEs,
  updatedAt: kbArticle.updatedAt,
};
type SummaryRow = Pick<Row, keyof typeof SUMMARY_COLUMNS>;

function toSummary(r: SummaryRow, lang: KnowledgeLanguage): KnowledgeSummary {
  const use: KnowledgeLanguage = (lang === 'es' ? r.titleEs : r.titleEn) ? lang : lang === 'es' ? 'en' : 'es';
  return {
    id: r.id,
    slug: r.slug,
    kind: r.kind,
    category: r.category,
    tags: r.tags,
    lang: use,
    title: (use === 'es' ? r.titleEs : r.titleEn) ?? '',
    summary: (use === 'es' ? r.summaryEs : r.summaryEn) ?? '',
    own: r.organizationId !== null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

const titleOf = (lang: KnowledgeLanguage) =>
  lang === 'es'
    ? sql`coalesce(${kbArticle.titleEs}, ${kbArticle.titleEn})`
    : sql`coalesce(${kbArticle.titleEn}, ${kbArticle.titleEs})`;

export async function searchArticles(
  ctx: ServiceContext,
  raw: KnowledgeQuery,
  lang: KnowledgeLanguage,
): Promise<KnowledgeSearch> {
  requireKnowledge(ctx, 'read');
  const query = knowledgeQuerySchema.parse(raw);
  const where = visible(ctx);
  const conditions = [where];
  if (query.category) conditions.push(eq(kbArticle.category, query.category));
  if (query.tag) conditions.push(sql`${kbArticle.tags} @> array[${query.tag}]::text[]`);
  if (query.kind) conditions.push(eq(kbArticle.kind, query.kind));
  if (query.own === '1') conditions.push(sql`${kbArticle.organizationId} is not null`);
  const q = query.q ?? '';
  const byTitle: SQL[] = [sql`${titleOf(lang)} asc`, sql`${kbArticle.id} asc`];
  const read = (match: SQL | null, order: SQL[]) =>
    ctx.db
      .select(SUMMARY_COLUMNS)
      .from(kbArticle)
      .where(and(...conditions, ...(match ? [match] : [])))
      .orderBy(...order)
      .limit(query.limit);
  let rows: SummaryRow[];
  if (!q) rows = await read(null, byTitle);
  else {
    // full text in both languages first (each vector on its GIN index); only when that finds
    // nothing, the titles' trigrams (a typo, a word being typed): the costlier match runs only
    // when it is the one that can answer
    const en = sql`websearch_to_tsquery('english'::regconfig, ${q})`;
    const es = sql`websearch_to_tsquery('spanish'::regconfig, ${q})`;
    const [mine, other] =
      lang === 'es'
        ? [sql`ts_rank(${kbArticle.searchEs}, ${es})`, sql`ts_rank(${kbArticle.searchEn}, ${en})`]
        : [sql`ts_rank(${kbArticle.searchEn}, ${en})`, sql`ts_rank(${kbArticle.searchEs}, ${es})`];
    rows = await read(sql`(${kbArticle.searchEn} @@ ${en} or ${kbArticle.searchEs} @@ ${es})`, [
      sql`(2 * ${mine} + ${other}) desc`,
      ...byTitle,
    ]);
    if (rows.length === 0) {
      const folded = fold(q);
      rows = await read(sql`${folded} <% ${kbArticle.titleFold}`, [
        sql`word_similarity(${folded}, ${kbArticle.titleFold}) desc`,
        ...byTitle,
      ]);
    }
  }
  // the facets: every visible article's category and tags (small columns, counted here)
  const all = await ctx.db
    .select({ category: kbArticle.category, tags: kbArticle.tags })
    .from(kbArticle)
    .where(where);
  const categories = new Map<KnowledgeCategory, number>();
  const tags = new Map<string, number>();
  for (const a of all) {
    categories.set(a.category, (categories.get(a.category) ?? 0) + 1);
    for (const t of a.tags) tags.set(t, (tags.get(t) ?? 0) + 1);
  }
  return {
    items: rows.map((r) => toSummary(r, lang)),
    categories: [...categories]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    tags: [...tags]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
      .slice(0, 60),
  };
}

async function findVisible(ctx: ServiceContext, id: string, lock = false): Promise<Row> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select()
    .from(kbArticle)
    .where(and(eq(kbArticle.id, id), visible(ctx)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const versionOf = (title: string | null, summary: string | null, body: string | null) =>
  title === null || body === null ? null : { title, summary: summary ?? '', body };

/** Up to five visible articles sharing the most tags (then the category) with `row`. */
async function relatedTo(
  ctx: ServiceContext,
  row: Row,
  lang: KnowledgeLanguage,
): Promise<KnowledgeSummary[]> {
  const tags = row.tags.length
    ? sql`array[${sql.join(
        row.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
  const score = sql`(cardinality(array(select unnest(${kbArticle.tags}) intersect select unnest(${tags}))) * 2 + (${kbArticle.category} = ${row.category})::int)`;
  const rows = await ctx.db
    .select(SUMMARY_COLUMNS)
    .from(kbArticle)
    .where(
      and(
        visible(ctx),
        ne(kbArticle.id, row.id),
        sql`(${kbArticle.tags} && ${tags} or ${kbArticle.category} = ${row.category})`,
      ),
    )
    .orderBy(sql`${score} desc`, sql`${titleOf(lang)} asc`)
    .limit(5);
  return rows.map((r) => toSummary(r, lang));
}

function toArticle(ctx: ServiceContext, row: Row, related: KnowledgeSummary[]): KnowledgeArticle {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    category: row.category,
    tags: row.tags,
    en: versionOf(row.titleEn, row.summaryEn, row.bodyEn),
    es: versionOf(row.titleEs, row.summaryEs, row.bodyEs),
    sources: row.sources,
    own: row.organizationId !== null,
    editable: row.organizationId !== null && may(ctx, 'write'),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    related,
  };
}

export async function getArticle(
  ctx: ServiceContext,
  id: string,
  lang: KnowledgeLanguage,
): Promise<KnowledgeArticle> {
  requireKnowledge(ctx, 'read');
  const row = await findVisible(ctx, id);
  return toArticle(ctx, row, await relatedTo(ctx, row, lang));
}

function columns(input: ReturnType<typeof knowledgeArticleInputSchema.parse>) {
  return {
    kind: input.kind,
    category: input.category,
    tags: input.tags,
    titleEn: input.en?.title ?? null,
    summaryEn: input.en ? input.en.summary : null,
    bodyEn: input.en?.body ?? null,
    titleEs: input.es?.title ?? null,
    summaryEs: input.es ? input.es.summary : null,
    bodyEs: input.es?.body ?? null,
    sources: input.sources,
  };
}

export async function createArticle(
  ctx: ServiceContext,
  raw: KnowledgeArticleInput,
  lang: KnowledgeLanguage,
): Promise<KnowledgeArticle> {
  requireKnowledge(ctx, 'write');
  const input = knowledgeArticleInputSchema.parse(raw);
  const org = activeOrganization(ctx, ['practice']);
  const [row] = await ctx.db
    .insert(kbArticle)
    .values({
      ...columns(input),
      organizationId: org.id,
      createdByUserId: actorUserId(ctx),
      updatedByUserId: actorUserId(ctx),
    })
    .returning();
  await audit(ctx, { action: 'knowledge.create', resourceType: 'kb_article', resourceId: row!.id });
  return toArticle(ctx, row!, await relatedTo(ctx, row!, lang));
}

/** The caller's practice's own article (a platform article is read-only: FORBIDDEN). */
async function findOwn(ctx: ServiceContext, id: string): Promise<Row> {
  const row = await findVisible(ctx, id, true);
  if (row.organizationId === null) throw new AppError('FORBIDDEN', 'Platform articles are read-only.');
  return row;
}

export async function updateArticle(
  ctx: ServiceContext,
  id: string,
  raw: KnowledgeArticleUpdateInput,
  lang: KnowledgeLanguage,
): Promise<KnowledgeArticle> {
  requireKnowledge(ctx, 'write');
  const input = knowledgeArticleUpdateSchema.parse(raw);
  const row = await ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    const current = await findOwn(tctx, id);
    if (current.version !== input.version) throw new AppError('CONFLICT');
    const [updated] = await tx
      .update(kbArticle)
      .set({
        ...columns(input),
        updatedByUserId: actorUserId(ctx),
        updatedAt: ctx.now(),
        version: current.version + 1,
      })
      .where(eq(kbArticle.id, current.id))
      .returning();
    await audit(tctx, { action: 'knowledge.update', resourceType: 'kb_article', resourceId: current.id });
    return updated!;
  });
  return toArticle(ctx, row, await relatedTo(ctx, row, lang));
}

export async function deleteArticle(ctx: ServiceContext, id: string): Promise<void> {
  requireKnowledge(ctx, 'write');
  await ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    const current = await findOwn(tctx, id);
    await tx.delete(kbArticle).where(eq(kbArticle.id, current.id));
    await audit(tctx, { action: 'knowledge.delete', resourceType: 'kb_article', resourceId: current.id });
  });
}

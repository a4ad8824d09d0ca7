/**
 * Numbered pages (lists that keep `page` in the URL). A page reads one row more than it shows, to
 * know whether a next page exists, and counts the matches only up to LIST_COUNT_CAP (+1): the count
 * of a 100,000-row list costs what 10,001 index entries cost, and past the cap the answer says
 * "more than" (`totalCapped`) instead of a number nobody pages through.
 */
import { LIST_COUNT_CAP } from '@verdant/shared/page';
import { type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

export interface NumberedPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/**
 * The rows of `table` matching `where`, counted up to `cap` (and whether there were more). A list
 * over a join passes the select itself: `cappedCount(db, db.select({ one: sql\`1\` }).from(a).innerJoin(…).where(…))`.
 */
export async function cappedCount(
  db: DbOrTx,
  from: PgTable | CountableSelect,
  where?: SQL,
  cap = LIST_COUNT_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  const rows = 'limit' in from ? from : db.select({ one: sql`1` }).from(from).where(where);
  const limited = rows.limit(cap + 1).as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/** A select that can be limited and used as a subquery (what `db.select(…).from(…).where(…)` gives). */
interface CountableSelect {
  limit(n: number): { as(alias: string): Subquery };
}

/** `(page - 1) * pageSize`: where a page starts. */
export function pageOffset(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}

/**
 * Assembles a numbered page from `rows` read with `limit(pageSize + 1).offset(pageOffset(query))`
 * and the capped count.
 */
export function numberedPage<R, T>(
  query: { page: number; pageSize: number },
  rows: readonly R[],
  counted: { total: number; totalCapped: boolean },
  toItem: (row: R) => T,
): NumberedPage<T> {
  const more = rows.length > query.pageSize;
  const shown = rows.slice(0, query.pageSize);
  const offset = pageOffset(query);
  // a page past the counted cap still knows at least how many come before it
  const total = counted.totalCapped ? Math.max(counted.total, offset + shown.length) : counted.total;
  return {
    items: shown.map(toItem),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalCapped: counted.totalCapped,
    nextCursor: more ? String(query.page + 1) : null,
  };
}

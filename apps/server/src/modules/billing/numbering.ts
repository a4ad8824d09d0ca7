/**
 * Document numbers: sequential per organization and series (invoices, credit notes, claims, X12
 * interchange control numbers), never reused, with no gaps from failed writes.
 *
 * The last number of each series is a row of `billing_counter`, bumped by one upsert in the SAME
 * transaction as the document that takes the number. The row lock serialises concurrent writers of
 * one organization (the second waits for the first to commit or roll back, then reads its value),
 * and a rolled-back transaction rolls its bump back with it: the next writer gets the same number.
 * A database sequence would be faster but skips numbers whenever a transaction aborts.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { billingCounter } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type NumberSeries = (typeof billingCounter.$inferSelect)['series'];

/** The next number of `series` for the organization; call inside the transaction that uses it. */
export async function nextNumber(db: DbOrTx, organizationId: string, series: NumberSeries): Promise<number> {
  const [row] = rowsOf<{ last_value: number | string }>(
    await db.execute(sql`
      insert into ${billingCounter} (organization_id, series, last_value) values (${organizationId}, ${series}, 1)
      on conflict (organization_id, series) do update set last_value = ${billingCounter.lastValue} + 1
      returning last_value`),
  );
  return Number(row!.last_value);
}

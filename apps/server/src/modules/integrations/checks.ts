/** The last success and last error of each connection of an organization (`integration_check`). */
import type { ConnectionKind } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { integrationCheck } from '../../db/schema/index.ts';

/** Records a success (`error` null) or an error (its text, without secrets) of one connection. */
export async function recordCheck(
  db: DbOrTx,
  organizationId: string,
  kind: ConnectionKind,
  at: Date,
  error: string | null,
): Promise<void> {
  const set = error === null ? { lastSuccessAt: at } : { lastErrorAt: at, lastError: error.slice(0, 500) };
  await db
    .insert(integrationCheck)
    .values({ organizationId, kind, ...set })
    .onConflictDoUpdate({ target: [integrationCheck.organizationId, integrationCheck.kind], set });
}

export async function checksOf(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select()
    .from(integrationCheck)
    .where(eq(integrationCheck.organizationId, organizationId));
  return new Map(rows.map((r) => [r.kind, r]));
}

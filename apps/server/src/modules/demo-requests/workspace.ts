/** For the platform administrator's workspace (ADR 0048): demo requests nobody has taken up yet. */
import { desc, eq, sql } from 'drizzle-orm';
import { demoRequest } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';

export async function newDemoRequests(ctx: ServiceContext, limit: number) {
  const [items, [count]] = await Promise.all([
    ctx.db
      .select({
        id: demoRequest.id,
        organizationName: demoRequest.organizationName,
        firstName: demoRequest.firstName,
        lastName: demoRequest.lastName,
        preferredDate: demoRequest.preferredDate,
        createdAt: demoRequest.createdAt,
      })
      .from(demoRequest)
      .where(eq(demoRequest.status, 'new'))
      .orderBy(desc(demoRequest.createdAt), desc(demoRequest.id))
      .limit(limit),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(demoRequest).where(eq(demoRequest.status, 'new')),
  ]);
  return { total: Number(count?.n ?? 0), items };
}

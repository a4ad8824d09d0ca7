/** For the platform administrator's workspace (ADR 0048): laboratories and insurers waiting for approval. */
import { asc, eq, sql } from 'drizzle-orm';
import { organization, organizationRequest } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';

export async function pendingOrganizationRequests(ctx: ServiceContext, limit: number) {
  const [items, [count]] = await Promise.all([
    ctx.db
      .select({
        id: organizationRequest.id,
        name: organization.name,
        role: organizationRequest.role,
        createdAt: organizationRequest.createdAt,
      })
      .from(organizationRequest)
      .innerJoin(organization, eq(organization.id, organizationRequest.organizationId))
      .where(eq(organizationRequest.status, 'pending'))
      .orderBy(asc(organizationRequest.createdAt))
      .limit(limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(organizationRequest)
      .where(eq(organizationRequest.status, 'pending')),
  ]);
  return { total: Number(count?.n ?? 0), items };
}

/** Role and membership loading: what the principal middleware and /me need for a user. */
import { isRole, type OrganizationSummary, type Role, ROLE_PRIORITY } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { membership, organization, userRoles } from '../db/schema/index.ts';

/** The user's roles in SPEC priority order. */
export async function loadRoles(db: DbOrTx, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const held = new Set(rows.map((r) => r.role).filter(isRole));
  return ROLE_PRIORITY.filter((r) => held.has(r));
}

export async function loadOrganizations(db: DbOrTx, userId: string): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      kind: organization.kind,
      plan: organization.plan,
      joinCode: organization.joinCode,
      orgRole: membership.orgRole,
    })
    .from(membership)
    .innerJoin(organization, eq(organization.id, membership.organizationId))
    .where(eq(membership.userId, userId))
    .orderBy(organization.name);
  return rows.map(({ joinCode, ...o }) => (o.orgRole === 'owner' ? { ...o, joinCode } : o));
}

export async function loadOrganizationIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: membership.organizationId })
    .from(membership)
    .where(eq(membership.userId, userId));
  return rows.map((r) => r.id);
}

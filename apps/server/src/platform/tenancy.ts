/**
 * Tenancy (ADR 0022): one policy, one scope. The principal acts in one active organization (chosen
 * on the session, else their earliest membership); roles are held per organization. Every service
 * that touches organization data starts here:
 * - `activeOrganization(ctx)`: the organization the caller acts in, or FORBIDDEN (they belong to none
 *   of the kinds the action needs);
 * - `inScope(ctx, column)`: the where-clause that keeps a query inside it;
 * - `requireAccess(ctx, resource, ids)`: many ids in one query; NOT_FOUND for any outside the scope,
 *   so another tenant's ids are never confirmed.
 * A system context (jobs) is not scoped: it acts for the installation.
 */
import type { OrganizationKind } from '@verdant/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appointment, membership, patient, providerProfile } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { isSystem, principalIn, type ServiceContext } from './service-context.ts';

/** The caller's active organization; FORBIDDEN when they have none (or none of these kinds). */
export function activeOrganization(
  ctx: ServiceContext,
  kinds?: readonly OrganizationKind[],
): { id: string; kind: OrganizationKind } {
  const principal = principalIn(ctx);
  if (!principal) {
    if (isSystem(ctx.actor) && ctx.actor.name === 'anonymous') throw new AppError('UNAUTHENTICATED');
    throw new AppError('FORBIDDEN', 'A system task acts for no organization.');
  }
  const org = ctx.organization;
  if (!org) throw new AppError('FORBIDDEN', 'You are not a member of any organization.');
  if (kinds && !kinds.includes(org.kind)) {
    throw new AppError('FORBIDDEN', 'This needs another kind of organization.', { kind: org.kind });
  }
  return org;
}

/** `column = <active organization>` (no condition for the system context). */
export function inScope(ctx: ServiceContext, column: PgColumn | SQL): SQL {
  if (isSystem(ctx.actor) && ctx.actor.name !== 'anonymous') return sql`true`;
  return sql`${column} = ${activeOrganization(ctx).id}`;
}

/** Resources whose ids routes take, and how each belongs to an organization. */
const SCOPED = {
  appointment: { table: appointment, id: appointment.id, organizationId: appointment.organizationId },
  patient: { table: patient, id: patient.id, organizationId: patient.organizationId },
  providerProfile: {
    table: providerProfile,
    id: providerProfile.id,
    organizationId: providerProfile.organizationId,
  },
} as const;

/**
 * - a scoped resource: its row's organization is the active one;
 * - `member`: a user (by id) who is a member of the active organization, or whose account is linked
 *   to one of its patient records;
 * - `organization`: one of the caller's own memberships (any of them, not only the active one).
 */
export type Resource = keyof typeof SCOPED | 'member' | 'organization';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requireAccess(
  ctx: ServiceContext,
  resource: Resource,
  ids: readonly string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  if (resource === 'organization') {
    const principal = principalIn(ctx);
    if (isSystem(ctx.actor) && ctx.actor.name !== 'anonymous') return;
    if (!principal) throw new AppError('UNAUTHENTICATED');
    if (wanted.some((id) => !principal.organizationIds.includes(id))) throw new AppError('NOT_FOUND');
    return;
  }
  if (isSystem(ctx.actor) && ctx.actor.name !== 'anonymous') return;
  const org = activeOrganization(ctx);
  let found: { id: string }[];
  if (resource === 'member') {
    // a member of the organization, or the account of one of its patient records
    found = await ctx.db
      .selectDistinct({ id: membership.userId })
      .from(membership)
      .where(and(eq(membership.organizationId, org.id), inArray(membership.userId, wanted)))
      .union(
        ctx.db
          .selectDistinct({ id: sql<string>`${patient.userId}` })
          .from(patient)
          .where(and(eq(patient.organizationId, org.id), inArray(patient.userId, wanted))),
      );
  } else {
    if (wanted.some((id) => !UUID.test(id))) throw new AppError('NOT_FOUND');
    const t = SCOPED[resource];
    found = await ctx.db
      .select({ id: t.id })
      .from(t.table as typeof appointment)
      .where(and(eq(t.organizationId, org.id), inArray(t.id, wanted)));
  }
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND');
}

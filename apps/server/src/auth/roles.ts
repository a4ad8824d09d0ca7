/** Role and membership loading: what the principal middleware and /me need for a user. */
import { isRole, type OrganizationSummary, type Role, ROLE_PRIORITY } from '@verdant/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import { type DbOrTx, sql } from '../db/client.ts';
import {
  membership,
  organization,
  organizationRequest,
  subscription,
  userRoles,
} from '../db/schema/index.ts';

/**
 * The user's roles in priority order (admin first, patient last): those held in no organization (`patient`) and those held
 * in `organizationId` (ADR 0022).
 */
export async function loadRoles(db: DbOrTx, userId: string, organizationId: string | null): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        organizationId
          ? or(isNull(userRoles.organizationId), eq(userRoles.organizationId, organizationId))
          : isNull(userRoles.organizationId),
      ),
    );
  const held = new Set(rows.map((r) => r.role).filter(isRole));
  return ROLE_PRIORITY.filter((r) => held.has(r));
}

/**
 * The user's organizations. The join code is shown to those who manage it (DECISIONS "Organization
 * settings"): the owner, and an administrator who is a member of a practice.
 */
export async function loadOrganizations(db: DbOrTx, userId: string): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      kind: organization.kind,
      plan: organization.plan,
      status: organization.status,
      joinCode: organization.joinCode,
      orgRole: membership.orgRole,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin' and ${userRoles.organizationId} = ${organization.id})`,
      subPlan: subscription.plan,
      subBillingPeriod: subscription.billingPeriod,
      subStatus: subscription.status,
      subStartedAt: subscription.startedAt,
      requestRole: organizationRequest.role,
      requestStatus: organizationRequest.status,
      declineReason: organizationRequest.declineReason,
    })
    .from(membership)
    .innerJoin(organization, eq(organization.id, membership.organizationId))
    .leftJoin(subscription, eq(subscription.organizationId, organization.id))
    .leftJoin(organizationRequest, eq(organizationRequest.organizationId, organization.id))
    .where(eq(membership.userId, userId))
    .orderBy(organization.name);
  return rows.map((r) => organizationSummary(r));
}

/** One membership row, as loadOrganizations and the principal's single query read it. */
export interface OrganizationRow {
  id: string;
  name: string;
  kind: OrganizationSummary['kind'];
  plan: OrganizationSummary['plan'];
  status: OrganizationSummary['status'];
  joinCode: string;
  orgRole: OrganizationSummary['orgRole'];
  isAdmin: boolean;
  subPlan: NonNullable<OrganizationSummary['subscription']>['plan'] | null;
  subBillingPeriod: NonNullable<OrganizationSummary['subscription']>['billingPeriod'] | null;
  subStatus: string | null;
  subStartedAt: Date | string | null;
  requestRole: NonNullable<OrganizationSummary['request']>['role'] | null;
  requestStatus: NonNullable<OrganizationSummary['request']>['status'] | null;
  declineReason: string | null;
}

/** What the caller may see of one of their organizations (the join code only if they manage it). */
export function organizationSummary(r: OrganizationRow): OrganizationSummary {
  const o: OrganizationSummary = {
    id: r.id,
    name: r.name,
    kind: r.kind,
    plan: r.plan,
    orgRole: r.orgRole,
    status: r.status,
  };
  const owner = r.orgRole === 'owner';
  if (managesJoinCode(r.orgRole, r.kind, r.isAdmin)) o.joinCode = r.joinCode;
  if (r.subPlan && r.subBillingPeriod && r.subStatus && r.subStartedAt) {
    o.subscription = {
      plan: r.subPlan,
      billingPeriod: r.subBillingPeriod,
      status: r.subStatus,
      startedAt: new Date(r.subStartedAt).toISOString(),
    };
  }
  if (owner && r.requestRole && r.requestStatus) {
    o.request = { role: r.requestRole, status: r.requestStatus, declineReason: r.declineReason };
  }
  return o;
}

/** Who sees and regenerates an organization's join code (nobody joins the platform organization by code). */
export function managesJoinCode(orgRole: string, kind: string, isAdmin: boolean): boolean {
  if (kind === 'platform') return false;
  return orgRole === 'owner' || (isAdmin && kind === 'practice');
}

/** The signed-in user's own account: profile, roles, organizations, and completing sign-up. */
import { randomInt } from 'node:crypto';
import {
  APPROVAL_ROLES,
  type BillingPeriod,
  type CompleteSignupInput,
  isApprovalRole,
  landingRouteFor,
  type OrganizationSummary,
  type Role,
  SELF_SERVICE_ROLES,
  type SessionUser,
  type UpdateMeInput,
} from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import { loadOrganizations, loadRoles } from '../../auth/roles.ts';
import { loadSessionUser } from '../../auth/session.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  membership,
  organization,
  organizationRequest,
  subscription,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';

export interface Me {
  user: SessionUser;
  roles: Role[];
  organizations: OrganizationSummary[];
  landingRoute: string;
}

/** Me from the principal the request resolved (null when it carries no account). */
export function meFromPrincipal(principal: Principal): Me | null {
  if (!principal.account) return null;
  return {
    user: principal.account.user,
    roles: principal.roles,
    organizations: principal.account.organizations,
    landingRoute: landingRouteFor(principal.roles),
  };
}

export async function loadMe(db: DbOrTx, userId: string): Promise<Me> {
  const [sessionUser, roles, organizations] = await Promise.all([
    loadSessionUser(db, userId),
    loadRoles(db, userId),
    loadOrganizations(db, userId),
  ]);
  if (!sessionUser) throw new AppError('USER_NOT_FOUND');
  return { user: sessionUser, roles, organizations, landingRoute: landingRouteFor(roles) };
}

export async function updateMe(db: Db, userId: string, input: UpdateMeInput): Promise<void> {
  const [current] = await db.select().from(user).where(eq(user.id, userId));
  if (!current) throw new AppError('USER_NOT_FOUND');
  const firstName = input.firstName ?? current.firstName;
  const lastName = input.lastName ?? current.lastName;
  const image = input.image === undefined ? current.image : input.image;
  if (firstName === current.firstName && lastName === current.lastName && image === current.image) return;
  await db
    .update(user)
    .set({ firstName, lastName, name: `${firstName} ${lastName}`.trim(), image, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a join code: 12 from 31 symbols = 12 × log2(31) ≈ 59.4 bits (ADR 0010). */
export const JOIN_CODE_LENGTH = 12;

/** Twelve characters without look-alikes, as XXXX-XXXX-XXXX. */
export function generateJoinCode(): string {
  let s = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) s += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return groupJoinCode(s);
}

function groupJoinCode(compact: string): string {
  return compact.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter: `abcd efgh jkmn` finds ABCD-EFGH-JKMN (and DEMO-PRAC). */
export function normalizeJoinCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return compact.length > 0 && compact.length % 4 === 0 ? groupJoinCode(compact) : input.trim().toUpperCase();
}

export async function createOrganization(
  tx: DbOrTx,
  values: {
    name: string;
    kind: 'practice' | 'laboratory' | 'insurer';
    plan?: 'starter' | 'professional' | 'enterprise';
    billingPeriod?: BillingPeriod;
    status?: 'pending' | 'active';
    joinCode?: string;
  },
): Promise<string> {
  const plan = values.plan ?? 'starter';
  for (let attempt = 0; ; attempt++) {
    const joinCode = values.joinCode ?? generateJoinCode();
    const [row] = await tx
      .insert(organization)
      .values({ name: values.name, kind: values.kind, plan, joinCode, status: values.status ?? 'active' })
      .onConflictDoNothing({ target: organization.joinCode })
      .returning({ id: organization.id });
    if (row) {
      // A practice is billed: its subscription starts with it (organization.plan mirrors the plan).
      if (values.kind === 'practice') {
        await tx
          .insert(subscription)
          .values({ organizationId: row.id, plan, billingPeriod: values.billingPeriod ?? 'monthly' });
      }
      return row.id;
    }
    if (values.joinCode || attempt >= 5) throw new AppError('CONFLICT');
  }
}

/**
 * /auth/complete-signup: the person picks their roles (self-service ones only: admin, lab and
 * insurance are granted by an administrator). Professionals create or join a practice (a created
 * practice starts its subscription on the chosen plan); a patient belongs to none. A laboratory or
 * insurer registers its organization instead: it is created `pending` with a request a platform
 * administrator decides, and the lab/insurance role is granted only on approval (never here).
 * Runs once per account.
 */
export async function completeSignup(
  db: Db,
  userId: string,
  input: CompleteSignupInput,
  onCommit: (
    tx: DbOrTx,
    event: { action: string; resourceType: string; resourceId: string },
  ) => Promise<void>,
): Promise<void> {
  const roles = [...new Set(input.roles)];
  const org = input.organization;
  const approvalRole = roles.find(isApprovalRole);
  if (approvalRole) {
    // Registering a laboratory or insurer: that one role, a new organization of its kind.
    if (roles.length !== 1) {
      // lab/insurance never comes with other roles at sign-up: it is requested alone, for approval
      throw new AppError('FORBIDDEN', 'These roles are granted by an administrator.', {
        roles: roles.filter(isApprovalRole),
      });
    }
    if (!org) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { organization: 'organizationRequired' },
      });
    }
    if (org.mode !== 'create') {
      throw new AppError('FORBIDDEN', 'Laboratory and insurer staff are added by an administrator.');
    }
  } else {
    const notSelfService = roles.filter((r) => !SELF_SERVICE_ROLES.includes(r));
    if (notSelfService.length) {
      throw new AppError('FORBIDDEN', 'These roles are granted by an administrator.', {
        roles: notSelfService,
      });
    }
    const professional = roles.some((r) => r !== 'patient');
    if (professional && !org) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { organization: 'organizationRequired' },
      });
    }
    if (!professional && org) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { organization: 'organizationNotAllowed' },
      });
    }
    if (org?.mode === 'create' && org.kind !== 'practice') {
      throw new AppError('FORBIDDEN', 'A laboratory or insurer registers with its own role.', {
        kind: org.kind,
      });
    }
  }

  await db.transaction(async (tx) => {
    // Claim the one-time step first: a concurrent second call finds nothing to update.
    const claimed = await tx
      .update(user)
      .set({ profileComplete: true, updatedAt: new Date() })
      .where(and(eq(user.id, userId), eq(user.profileComplete, false)))
      .returning({ id: user.id });
    if (!claimed.length) throw new AppError('CONFLICT', 'Sign-up is already complete.');

    if (approvalRole && org?.mode === 'create') {
      const organizationId = await createOrganization(tx, {
        name: org.name,
        kind: APPROVAL_ROLES[approvalRole],
        status: 'pending',
      });
      await tx.insert(membership).values({ userId, organizationId, orgRole: 'owner' });
      const [request] = await tx
        .insert(organizationRequest)
        .values({ organizationId, requestedBy: userId, role: approvalRole, locale: input.locale })
        .returning({ id: organizationRequest.id });
      await onCommit(tx, {
        action: 'organization.request',
        resourceType: 'organization_request',
        resourceId: request!.id,
      });
      await onCommit(tx, { action: 'signup.complete', resourceType: 'user', resourceId: userId });
      return;
    }

    if (org?.mode === 'create') {
      const organizationId = await createOrganization(tx, {
        name: org.name,
        kind: 'practice',
        plan: org.plan,
        billingPeriod: org.billingPeriod,
      });
      await tx.insert(membership).values({ userId, organizationId, orgRole: 'owner' });
    } else if (org?.mode === 'join') {
      const [found] = await tx
        .select({ id: organization.id, kind: organization.kind })
        .from(organization)
        .where(eq(organization.joinCode, normalizeJoinCode(org.joinCode)));
      if (!found) {
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { joinCode: 'joinCodeInvalid' } });
      }
      if (found.kind !== 'practice') {
        throw new AppError('FORBIDDEN', 'Laboratory and insurer staff are added by an administrator.');
      }
      await tx
        .insert(membership)
        .values({ userId, organizationId: found.id, orgRole: 'member' })
        .onConflictDoNothing();
    }
    await tx
      .insert(userRoles)
      .values(roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
    await onCommit(tx, { action: 'signup.complete', resourceType: 'user', resourceId: userId });
  });
}

/**
 * The compliance checklist of a practice (ADR 0050), computed on each read from the settings and
 * records themselves: nothing is ticked by hand. Each item has a state and the figures its sentence
 * is built from; the web says how to fix it. Also the practice's two-factor requirement (enforced
 * by the principal on the users' next request: auth/principal.ts and platform/access.ts).
 */
import {
  BACKUP_FRESH_HOURS,
  type BreakGlassReview,
  type ComplianceItem,
  type ComplianceReport,
  RECOMMENDED_IDLE_MINUTES,
  RESTORE_TEST_FRESH_DAYS,
  TWO_FACTOR_ENFORCED_ROLES,
  type TwoFactorPolicy,
  UNUSED_ROLE_DAYS,
  type UnusedRole,
} from '@verdant/shared/compliance';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { emergencyAccess, organization, user } from '../../db/schema/index.ts';
import { audit, auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { backupStatus } from '../data-admin/index.ts';

const DAY_MS = 86_400_000;
const ENFORCED = sql.raw(TWO_FACTOR_ENFORCED_ROLES.map((r) => `'${r}'`).join(', '));

async function organizationRow(ctx: ServiceContext) {
  const org = activeOrganization(ctx);
  const [row] = await ctx.db.select().from(organization).where(eq(organization.id, org.id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** People holding an enforced role in the practice, and how many of them lack two-factor. */
async function twoFactorCounts(db: DbOrTx, organizationId: string) {
  const [row] = rowsOf<{ total: number | string; without: number | string }>(
    await db.execute(sql`select count(*) as total, count(*) filter (where not u.two_factor_enabled) as without
      from "user" u where u.disabled_at is null and exists (select 1 from user_roles r
        where r.user_id = u.id and r.organization_id = ${organizationId} and r.role in (${ENFORCED}))`),
  );
  return { total: Number(row?.total ?? 0), without: Number(row?.without ?? 0) };
}

export async function twoFactorPolicy(ctx: ServiceContext): Promise<TwoFactorPolicy> {
  const org = await organizationRow(ctx);
  const counts = await twoFactorCounts(ctx.db, org.id);
  return { required: org.requireTwoFactor, withoutTwoFactor: counts.without };
}

/**
 * Requires (or stops requiring) two-factor of the practice's professionals and staff. The
 * organization's update notifies `verdant_auth` (migration 0002): every instance drops its cached
 * principals, so the users' next request is checked against the new rule.
 */
export async function setTwoFactorPolicy(ctx: ServiceContext, required: boolean): Promise<TwoFactorPolicy> {
  const org = activeOrganization(ctx);
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(organization)
      .set({ requireTwoFactor: required, twoFactorRequiredAt: required ? tx.now() : null })
      .where(eq(organization.id, org.id));
    await audit(tx, {
      action: required ? 'organization.two_factor.require' : 'organization.two_factor.relax',
      resourceType: 'organization',
      resourceId: org.id,
    });
  });
  return twoFactorPolicy(ctx);
}

/** Members with a practice role who have not done anything for UNUSED_ROLE_DAYS. */
async function unusedRoles(ctx: ServiceContext, organizationId: string): Promise<UnusedRole[]> {
  const since = new Date(ctx.now().getTime() - UNUSED_ROLE_DAYS * DAY_MS).toISOString();
  const rows = rowsOf<{
    id: string;
    name: string;
    email: string;
    roles: string[] | string;
    last_active: Date | string | null;
  }>(
    await ctx.db.execute(sql`select u.id, u.name, u.email,
        array_agg(distinct r.role::text order by r.role::text) as roles,
        greatest(
          (select max(s.last_active_at) from session s where s.user_id = u.id),
          (select max(a.at) from audit_event a where a.actor_user_id = u.id)) as last_active
      from "user" u join user_roles r on r.user_id = u.id and r.organization_id = ${organizationId}
      where u.disabled_at is null
      group by u.id, u.name, u.email
      having coalesce(greatest(
          (select max(s.last_active_at) from session s where s.user_id = u.id),
          (select max(a.at) from audit_event a where a.actor_user_id = u.id)), 'epoch'::timestamptz)
        < ${since}::timestamptz
      order by u.name, u.id
      limit 100`),
  );
  return rows.map((r) => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    roles: typeof r.roles === 'string' ? r.roles.replace(/[{}]/g, '').split(',').filter(Boolean) : r.roles,
    lastActiveAt: r.last_active ? new Date(r.last_active).toISOString() : null,
  }));
}

/** The practice's break-the-glass openings of the last 90 days (their reasons are read: audited). */
async function breakGlassToReview(ctx: ServiceContext, organizationId: string) {
  const since = new Date(ctx.now().getTime() - 90 * DAY_MS);
  return ctx.db
    .select({
      id: emergencyAccess.id,
      patientId: emergencyAccess.patientId,
      userName: user.name,
      reason: emergencyAccess.reason,
      startsAt: emergencyAccess.startsAt,
      endsAt: emergencyAccess.endsAt,
    })
    .from(emergencyAccess)
    .innerJoin(user, eq(user.id, emergencyAccess.userId))
    .where(and(eq(emergencyAccess.organizationId, organizationId), gte(emergencyAccess.startsAt, since)))
    .orderBy(desc(emergencyAccess.startsAt))
    .limit(50);
}

async function counts(db: DbOrTx, organizationId: string, now: Date) {
  const since30 = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [row] = rowsOf<Record<string, number | string | Date | null>>(
    await db.execute(sql`select
      (select count(*) from audit_event where organization_id = ${organizationId}) as audit_events,
      (select min(at) from audit_event where organization_id = ${organizationId}) as audit_oldest,
      (select count(*) from consent_directive where organization_id = ${organizationId}
        and status = 'active' and effect = 'permit' and (ends_at is null or ends_at > now())) as permits,
      (select count(*) from consent_directive where organization_id = ${organizationId}
        and status = 'active' and effect = 'deny') as denies,
      (select count(*) from consent_directive where organization_id = ${organizationId}
        and created_at >= ${since30}::timestamptz) as consents_recent,
      (select count(*) from breach_report where organization_id = ${organizationId} and status = 'open') as breaches_open,
      (select count(*) from breach_report where organization_id = ${organizationId} and status = 'open'
        and discovered_at + interval '72 hours' < ${now.toISOString()}::timestamptz) as breaches_overdue,
      (select min(discovered_at) + interval '72 hours' from breach_report
        where organization_id = ${organizationId} and status = 'open') as next_deadline`),
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  const d = (k: string) => (row?.[k] ? new Date(row[k] as string).toISOString() : null);
  return {
    auditEvents: n('audit_events'),
    auditOldest: d('audit_oldest'),
    permits: n('permits'),
    denies: n('denies'),
    consentsRecent: n('consents_recent'),
    breachesOpen: n('breaches_open'),
    breachesOverdue: n('breaches_overdue'),
    nextDeadline: d('next_deadline'),
  };
}

export async function complianceReport(ctx: ServiceContext): Promise<ComplianceReport> {
  const org = await organizationRow(ctx);
  const now = ctx.now();
  const [twoFactor, unused, glass, figures, backups] = await Promise.all([
    twoFactorCounts(ctx.db, org.id),
    unusedRoles(ctx, org.id),
    breakGlassToReview(ctx, org.id),
    counts(ctx.db, org.id, now),
    backupStatus(ctx.db),
  ]);
  if (glass.length > 0) {
    await auditMany(
      ctx,
      glass.map((g) => ({
        action: 'compliance.break_glass.review',
        resourceType: 'emergency_access',
        resourceId: g.id,
        patientId: g.patientId,
      })),
    );
  }
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const backupFresh =
    !!backups.lastBackupAt &&
    now.getTime() - backups.lastBackupAt.getTime() <= BACKUP_FRESH_HOURS * 3_600_000;
  const restoreFresh =
    !!backups.lastRestoreTestAt &&
    now.getTime() - backups.lastRestoreTestAt.getTime() <= RESTORE_TEST_FRESH_DAYS * DAY_MS;
  const items: ComplianceItem[] = [
    {
      key: 'twoFactor',
      state: org.requireTwoFactor ? 'ok' : 'attention',
      facts: { required: org.requireTwoFactor, people: twoFactor.total, without: twoFactor.without },
    },
    {
      key: 'sessionTimeout',
      state: org.idleTimeoutMinutes <= RECOMMENDED_IDLE_MINUTES ? 'ok' : 'attention',
      facts: { minutes: org.idleTimeoutMinutes, recommended: RECOMMENDED_IDLE_MINUTES },
    },
    {
      key: 'auditLog',
      // Kept: no job deletes audit events. Not tamper-evident: the database's owner could edit them.
      state: 'attention',
      facts: { events: figures.auditEvents, oldest: figures.auditOldest },
    },
    {
      key: 'encryption',
      // The application encrypts neither DATA_DIR nor the database: it cannot see the disk's encryption.
      state: 'info',
      facts: { database: ctx.config.database.kind, storage: ctx.storage.kind },
    },
    {
      key: 'backups',
      state: backupFresh ? 'ok' : 'failing',
      facts: {
        lastAt: iso(backups.lastBackupAt),
        hours: BACKUP_FRESH_HOURS,
        platformAdmin: isPlatformAdmin(ctx),
      },
    },
    {
      key: 'restoreTest',
      state: restoreFresh ? 'ok' : 'attention',
      facts: {
        lastAt: iso(backups.lastRestoreTestAt),
        days: RESTORE_TEST_FRESH_DAYS,
        platformAdmin: isPlatformAdmin(ctx),
      },
    },
    {
      key: 'breakGlass',
      state: glass.length > 0 ? 'attention' : 'ok',
      facts: { count: glass.length, days: 90 },
    },
    {
      key: 'consents',
      state: figures.consentsRecent > 0 ? 'attention' : 'ok',
      facts: { permits: figures.permits, denies: figures.denies, recent: figures.consentsRecent, days: 30 },
    },
    {
      key: 'unusedRoles',
      state: unused.length > 0 ? 'attention' : 'ok',
      facts: { count: unused.length, days: UNUSED_ROLE_DAYS },
    },
    { key: 'processingRecord', state: 'info', facts: {} },
    {
      key: 'breaches',
      state: figures.breachesOverdue > 0 ? 'failing' : figures.breachesOpen > 0 ? 'attention' : 'ok',
      facts: {
        open: figures.breachesOpen,
        overdue: figures.breachesOverdue,
        nextDeadline: figures.nextDeadline,
      },
    },
  ];
  const breakGlass: BreakGlassReview[] = glass.map((g) => ({
    id: g.id,
    userName: g.userName,
    reason: g.reason,
    startsAt: g.startsAt.toISOString(),
    endsAt: g.endsAt.toISOString(),
  }));
  return {
    organizationName: org.name,
    generatedAt: now.toISOString(),
    items,
    breakGlass,
    unusedRoles: unused,
  };
}

function isPlatformAdmin(ctx: ServiceContext): boolean {
  return 'platformAdmin' in ctx.actor && ctx.actor.platformAdmin === true;
}

/**
 * The practice's audit trail (`/admin/audit-trails`): the events about its patients (every read and
 * write of patient data records one), filtered by user, patient, action and date, as pages or CSV.
 * Scoped to the administrator's active practice: an event belongs to it when it was made acting in
 * the practice, or (a patient's own reads, older events) through its patient; deleted records
 * included, since soft deletion keeps their history. A list read is one event naming every patient
 * it showed (`patient_ids`); the patient filter finds those too. Reading the trail is itself recorded.
 */
import { type AuditEventItem, type AuditPage, auditQuerySchema, type AuditQuery } from '@verdant/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { auditEvent, membership, patient, user } from '../../db/schema/index.ts';
import { audit, patientEventsWhere } from '../../platform/audit.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { toCsv } from '../patients/index.ts';

/** `YYYY-MM-DD` (the whole day, UTC) or an ISO instant; VALIDATION_FAILED otherwise. */
function instant(value: string, field: 'from' | 'to'): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) throw fieldError({ [field]: 'dateInvalid' });
  // `to` as a day includes that whole day
  return day && field === 'to' ? new Date(d.getTime() + 86_400_000) : d;
}

function whereOf(ctx: ServiceContext, q: ReturnType<typeof auditQuerySchema.parse>): SQL {
  const org = activeOrganization(ctx, ['practice']);
  const conditions: SQL[] = [
    sql`(${auditEvent.patientId} is not null or ${auditEvent.patientIds} is not null)`,
    sql`(${auditEvent.organizationId} = ${org.id} or (${auditEvent.organizationId} is null and ${auditEvent.patientId} in (select ${patient.id}::text from ${patient} where ${patient.organizationId} = ${org.id})))`,
  ];
  if (q.userId) conditions.push(eq(auditEvent.actorUserId, q.userId));
  if (q.patientId) conditions.push(patientEventsWhere(q.patientId));
  if (q.action) {
    // `patient.document` matches every `patient.document.*` action
    conditions.push(
      sql`(${auditEvent.action} = ${q.action} or ${auditEvent.action} like ${`${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`})`,
    );
  }
  if (q.from) conditions.push(sql`${auditEvent.at} >= ${instant(q.from, 'from').toISOString()}`);
  if (q.to) conditions.push(sql`${auditEvent.at} < ${instant(q.to, 'to').toISOString()}`);
  return and(...conditions)!;
}

const columns = {
  id: auditEvent.id,
  at: auditEvent.at,
  action: auditEvent.action,
  resourceType: auditEvent.resourceType,
  resourceId: auditEvent.resourceId,
  actorId: auditEvent.actorUserId,
  actorName: user.name,
  actorEmail: user.email,
  patientId: auditEvent.patientId,
  patientName: sql<string | null>`${patient.firstName} || ' ' || ${patient.lastName}`,
  patientCount: sql<number>`coalesce(cardinality(${auditEvent.patientIds}), 0)::int`,
  ip: auditEvent.ip,
};

type Row = {
  id: string;
  at: Date;
  action: string;
  resourceType: string;
  resourceId: string | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  patientId: string | null;
  patientName: string | null;
  patientCount: number;
  ip: string | null;
};

function toItem(r: Row): AuditEventItem {
  return {
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    resourceType: r.resourceType,
    resourceId: r.resourceId,
    actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' } : null,
    patient: r.patientId ? { id: r.patientId, name: r.patientName ?? '' } : null,
    patientCount: Number(r.patientCount),
    ip: r.ip,
  };
}

function select(ctx: ServiceContext, where: SQL) {
  return ctx.db
    .select(columns)
    .from(auditEvent)
    .leftJoin(user, eq(user.id, auditEvent.actorUserId))
    .leftJoin(patient, sql`${patient.id}::text = ${auditEvent.patientId}`)
    .where(where)
    .orderBy(desc(auditEvent.at), desc(auditEvent.id));
}

export async function listAuditTrail(ctx: ServiceContext, input: AuditQuery): Promise<AuditPage> {
  const q = auditQuerySchema.parse(input);
  const where = whereOf(ctx, q);
  return withTransaction(ctx, async (tx) => {
    const rows = (await select(tx, where)
      .limit(q.pageSize + 1)
      .offset(pageOffset(q))) as Row[];
    const counted = await cappedCount(tx.db, auditEvent, where);
    await audit(tx, { action: 'audit_trail.read', resourceType: 'audit_trail' });
    return { ...numberedPage(q, rows, counted, toItem), filter: await filterNames(tx, q) };
  });
}

/**
 * The names behind the user and patient filters, so the screen can show whom it filters by: a user
 * who is a member of the practice or the account of one of its patients, a patient of the practice
 * (deleted ones included, like their history). Anyone else is null: an id reveals nothing.
 */
async function filterNames(
  ctx: ServiceContext,
  q: { userId?: string; patientId?: string },
): Promise<AuditPage['filter']> {
  const org = activeOrganization(ctx, ['practice']);
  const [named] = q.userId
    ? await ctx.db
        .select({ id: user.id, name: user.name })
        .from(user)
        .where(
          and(
            eq(user.id, q.userId),
            sql`(exists (select 1 from ${membership} m where m.user_id = ${user.id} and m.organization_id = ${org.id})
              or exists (select 1 from ${patient} p where p.user_id = ${user.id} and p.organization_id = ${org.id}))`,
          ),
        )
    : [];
  const [found] =
    q.patientId && isUuid(q.patientId)
      ? await ctx.db
          .select({ id: patient.id, name: sql<string>`${patient.firstName} || ' ' || ${patient.lastName}` })
          .from(patient)
          .where(and(eq(patient.id, q.patientId), eq(patient.organizationId, org.id)))
      : [];
  return { user: named ?? null, patient: found ?? null };
}

export async function exportAuditTrail(ctx: ServiceContext, input: AuditQuery): Promise<string> {
  const q = auditQuerySchema.parse(input);
  const where = whereOf(ctx, q);
  return withTransaction(ctx, async (tx) => {
    const rows = (await select(tx, where).limit(100_000)) as Row[];
    await audit(tx, { action: 'audit_trail.export', resourceType: 'audit_trail' });
    return toCsv([
      [
        'at',
        'action',
        'user',
        'userEmail',
        'patient',
        'patientId',
        'patientCount',
        'resourceType',
        'resourceId',
        'ip',
      ],
      ...rows.map((r) => [
        r.at.toISOString(),
        r.action,
        r.actorName,
        r.actorEmail,
        r.patientName,
        r.patientId,
        r.patientCount,
        r.resourceType,
        r.resourceId,
        r.ip,
      ]),
    ]);
  });
}

/**
 * The patient's access log (ADR 0033): every audit event about one of their records (on the record,
 * or a list read that showed it: `patientEventsWhere`), newest first, in plain words: who (name, role,
 * organization), what (category, record type), when and why (the patient themself, the care team,
 * the practice's staff, a consent grant, an emergency access (break the glass, ADR 0038), the system). Audit events are written in the transaction of
 * the read they record, so a read shows here as soon as it is answered.
 */
import {
  type AccessLogEntry,
  type AccessLogPage,
  type AccessLogQuery,
  type AccessReason,
  AUDIT_CATEGORY_PATTERNS,
  accessLogQuerySchema,
  categoryOfAudit,
  type DataCategory,
} from '@verdant/shared';
import { LIST_COUNT_CAP } from '@verdant/shared/page';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { auditEvent, careTeamMember, organization, user, userRoles } from '../../db/schema/index.ts';
import { patientEventsWhere } from '../../platform/audit.ts';
import { numberedPage, pageOffset } from '../../platform/paging.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { emergencyAccessesOf } from './outside.ts';
import { type OwnRecord, ownRecords, patientUserId } from './records.ts';

const READ = /\.(read|list|export|download|analytics|search)\b|\.read$|^[a-z_.]*read/;

function kindOf(action: string): AccessLogEntry['kind'] {
  if (action.startsWith('consent.') || action.startsWith('access_request.')) return 'consent';
  return READ.test(action) ? 'read' : 'change';
}

/** The SQL of "this event's category is `category`" (the first matching pattern, as in `categoryOfAudit`). */
function categoryWhere(category: DataCategory): SQL {
  const text = sql`(${auditEvent.resourceType} || ' ' || ${auditEvent.action})`;
  const at = AUDIT_CATEGORY_PATTERNS.findIndex(([c]) => c === category);
  const earlier = AUDIT_CATEGORY_PATTERNS.slice(0, at).map(([, p]) => sql`${text} !~ ${p}`);
  return and(sql`${text} ~ ${AUDIT_CATEGORY_PATTERNS[at]![1]}`, ...earlier)!;
}

interface Filtered {
  records: OwnRecord[];
  userId: string;
  where: SQL | null;
  /**
   * The same events as `where`, as disjoint-enough branches each an index can walk newest first: the
   * events on each record (`patient_id`, b-tree) and the list reads naming it (`patient_ids`, GIN).
   * A page is the newest of each branch merged; `where` as one OR sorts every event of the patient.
   */
  branches: SQL[];
  recordIds: string[];
}

async function filtered(
  ctx: ServiceContext,
  q: ReturnType<typeof accessLogQuerySchema.parse>,
): Promise<Filtered> {
  const userId = patientUserId(ctx);
  const records = await ownRecords(ctx, userId);
  if (records.length === 0) return { records, userId, where: null, branches: [], recordIds: [] };
  const conditions: SQL[] = [];
  if (q.category) conditions.push(categoryWhere(q.category));
  if (q.actor) conditions.push(eq(auditEvent.actorUserId, q.actor));
  if (q.from) conditions.push(sql`${auditEvent.at} >= ${q.from}::date`);
  if (q.to) conditions.push(sql`${auditEvent.at} < (${q.to}::date + 1)`);
  if (q.hideOwn) conditions.push(sql`${auditEvent.actorUserId} is distinct from ${userId}`);
  const ids = records.map((r) => r.id);
  const branches = ids.flatMap((id) => [
    and(eq(auditEvent.patientId, id), ...conditions)!,
    and(sql`${auditEvent.patientIds} @> array[${id}]::text[]`, ...conditions)!,
  ]);
  return {
    records,
    userId,
    where: and(or(...ids.map((id) => patientEventsWhere(id)))!, ...conditions)!,
    branches,
    recordIds: ids,
  };
}

type EventRow = typeof auditEvent.$inferSelect;

async function describe(ctx: ServiceContext, f: Filtered, rows: EventRow[]): Promise<AccessLogEntry[]> {
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))];
  const orgIds = [...new Set(rows.flatMap((r) => (r.organizationId ? [r.organizationId] : [])))];
  const [people, orgs, roles, team, emergencies] = await Promise.all([
    actorIds.length
      ? ctx.db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, actorIds))
      : [],
    orgIds.length
      ? ctx.db
          .select({ id: organization.id, name: organization.name })
          .from(organization)
          .where(inArray(organization.id, orgIds))
      : [],
    actorIds.length && orgIds.length
      ? ctx.db
          .select({
            userId: userRoles.userId,
            organizationId: userRoles.organizationId,
            role: userRoles.role,
          })
          .from(userRoles)
          .where(and(inArray(userRoles.userId, actorIds), inArray(userRoles.organizationId, orgIds)))
      : [],
    ctx.db
      .select({ patientId: careTeamMember.patientId, userId: careTeamMember.userId })
      .from(careTeamMember)
      .where(
        inArray(
          careTeamMember.patientId,
          f.records.map((r) => r.id),
        ),
      ),
    emergencyAccessesOf(
      ctx,
      f.records.map((r) => r.id),
    ),
  ]);
  /** A read or change made while the actor had broken the glass on that record (ADR 0038). */
  const underEmergency = (r: EventRow) =>
    r.action.startsWith('emergency_access.') ||
    emergencies.some(
      (e) =>
        e.userId === r.actorUserId &&
        (e.patientId === r.patientId || (r.patientIds ?? []).includes(e.patientId)) &&
        e.startsAt <= r.at &&
        r.at <= e.endsAt,
    );
  const practices = new Set(f.records.map((r) => r.organizationId));
  return rows.map((r) => {
    const self = r.actorUserId === f.userId;
    let reason: AccessReason;
    if (self) reason = 'self';
    else if (!r.actorUserId) reason = 'system';
    else if (underEmergency(r)) reason = 'emergency';
    else if (team.some((m) => m.userId === r.actorUserId)) reason = 'care_team';
    else if (r.organizationId && practices.has(r.organizationId)) reason = 'practice';
    else reason = 'consent';
    return {
      id: r.id,
      at: r.at.toISOString(),
      actor: {
        userId: r.actorUserId,
        name: self ? '' : (people.find((p) => p.id === r.actorUserId)?.name ?? ''),
        roles: self
          ? ['patient']
          : roles
              .filter((x) => x.userId === r.actorUserId && x.organizationId === r.organizationId)
              .map((x) => x.role),
        organizationName: orgs.find((o) => o.id === r.organizationId)?.name ?? null,
      },
      kind: kindOf(r.action),
      action: r.action,
      category: categoryOfAudit(r.action, r.resourceType),
      resourceType: r.resourceType,
      reason,
    };
  });
}

export async function accessLog(ctx: ServiceContext, input: AccessLogQuery): Promise<AccessLogPage> {
  const q = accessLogQuerySchema.parse(input);
  const f = await filtered(ctx, q);
  if (!f.where) {
    return {
      items: [],
      nextCursor: null,
      page: q.page,
      pageSize: q.pageSize,
      total: 0,
      totalCapped: false,
      people: [],
    };
  }
  // the page: the newest `offset + pageSize + 1` of each branch, merged (an event in two branches once)
  const reach = pageOffset(q) + q.pageSize + 1;
  const newest = (where: SQL) =>
    sql`(select ${auditEvent.id} as id, ${auditEvent.at} as at from ${auditEvent} where ${where} order by ${auditEvent.at} desc, ${auditEvent.id} desc limit ${reach})`;
  const pageIds = rowsOf<{ id: string }>(
    await ctx.db.execute(
      sql`select id from (${sql.join(f.branches.map(newest), sql` union `)}) merged order by at desc, id desc limit ${q.pageSize + 1} offset ${pageOffset(q)}`,
    ),
  ).map((r) => r.id);
  const rows =
    pageIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(auditEvent)
          .where(inArray(auditEvent.id, pageIds))
          .orderBy(desc(auditEvent.at), desc(auditEvent.id));
  // the count, up to the cap, the same way
  const capped = (where: SQL) =>
    sql`(select ${auditEvent.id} as id from ${auditEvent} where ${where} limit ${LIST_COUNT_CAP + 1})`;
  const [countRow] = rowsOf<{ n: number | string }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from (${sql.join(f.branches.map(capped), sql` union `)}) counted`,
    ),
  );
  const n = Number(countRow?.n ?? 0);
  const counted =
    n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
  // everyone in the log: the actors of each record's own events, skipping through
  // (patient_id, actor_user_id) one actor at a time, and those of the list reads naming it
  const actorIds = new Set<string>();
  for (const id of f.recordIds) {
    const skipped = rowsOf<{ actor: string }>(
      await ctx.db.execute(sql`with recursive actors(actor) as (
        (select ${auditEvent.actorUserId} from ${auditEvent} where ${auditEvent.patientId} = ${id} and ${auditEvent.actorUserId} is not null order by ${auditEvent.actorUserId} limit 1)
        union all
        select (select e.actor_user_id from ${auditEvent} e where e.patient_id = ${id} and e.actor_user_id > actors.actor order by e.actor_user_id limit 1) from actors where actors.actor is not null
      ) select actor from actors where actor is not null`),
    );
    const listed = rowsOf<{ actor: string }>(
      await ctx.db.execute(
        sql`select distinct ${auditEvent.actorUserId} as actor from ${auditEvent} where ${auditEvent.patientIds} @> array[${id}]::text[] and ${auditEvent.actorUserId} is not null`,
      ),
    );
    for (const r of [...skipped, ...listed]) actorIds.add(r.actor);
  }
  const peopleRows =
    actorIds.size === 0
      ? []
      : await ctx.db
          .select({ id: user.id, name: user.name })
          .from(user)
          .where(inArray(user.id, [...actorIds]))
          .orderBy(user.name)
          .limit(100);
  const items = await describe(ctx, f, rows.slice(0, q.pageSize));
  const page = numberedPage(q, rows, counted, (r) => r);
  // reading one's own log is not itself logged: it would add a line at every look
  return { ...page, items, people: peopleRows.filter((p) => p.id !== f.userId) };
}

const csvCell = (v: string) =>
  /[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"` : v;

/** The whole log (up to 10,000 events, newest first) as CSV. */
export async function accessLogCsv(ctx: ServiceContext, input: AccessLogQuery): Promise<string> {
  const q = accessLogQuerySchema.parse(input);
  const f = await filtered(ctx, q);
  const header = 'time,person,roles,organization,kind,category,action,record,reason';
  if (!f.where) return `${header}\n`;
  const rows = await ctx.db
    .select()
    .from(auditEvent)
    .where(f.where)
    .orderBy(desc(auditEvent.at), desc(auditEvent.id))
    .limit(10_000);
  const entries = await describe(ctx, f, rows);
  const lines = entries.map((e) =>
    [
      e.at,
      e.reason === 'self' ? 'you' : e.actor.name,
      e.actor.roles.join(' '),
      e.actor.organizationName ?? '',
      e.kind,
      e.category ?? '',
      e.action,
      e.resourceType,
      e.reason,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

/** The log as FHIR R4 AuditEvent resources (for the export). */
export async function auditEventsFhir(
  ctx: ServiceContext,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const records = await ownRecords(ctx, userId);
  if (records.length === 0) return [];
  const f: Filtered = {
    records,
    userId,
    where: or(...records.map((r) => patientEventsWhere(r.id)))!,
    branches: [],
    recordIds: records.map((r) => r.id),
  };
  const rows = await ctx.db
    .select()
    .from(auditEvent)
    .where(f.where!)
    .orderBy(desc(auditEvent.at))
    .limit(10_000);
  const entries = await describe(ctx, f, rows);
  return entries.map((e, i) => ({
    resourceType: 'AuditEvent',
    id: rows[i]!.id,
    type: {
      system: 'http://terminology.hl7.org/CodeSystem/audit-event-type',
      code: 'rest',
      display: 'RESTful Operation',
    },
    action: e.kind === 'read' ? 'R' : e.kind === 'change' ? 'U' : 'E',
    recorded: e.at,
    outcome: '0',
    agent: [
      {
        who: { display: e.reason === 'self' ? 'Patient' : e.actor.name || 'Verdant' },
        requestor: true,
        ...(e.actor.roles.length ? { role: [{ text: e.actor.roles.join(', ') }] } : {}),
        purposeOfUse: [{ text: e.reason }],
      },
    ],
    source: { observer: { display: e.actor.organizationName ?? 'Verdant' } },
    entity: [
      {
        what: { reference: `Patient/${rows[i]!.patientId ?? records[0]!.id}` },
        type: { system: 'http://terminology.hl7.org/CodeSystem/audit-entity-type', code: '1' },
        description: `${e.action} (${e.category ?? e.resourceType})`,
      },
    ],
  }));
}

/**
 * The patient's access log (ADR 0033): every audit event about one of their records (on the record,
 * or a list read that showed it; read from `audit_event_patient`, ADR 0044), newest first, in plain words: who (name, role,
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
import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import {
  auditEvent,
  auditEventPatient,
  careTeamMember,
  organization,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { numberedPage, pageOffset } from '../../platform/paging.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { emergencyAccessesOf } from './outside.ts';
import { type OwnRecord, ownRecords, patientUserId } from './records.ts';

const READ = /\.(read|list|export|download|analytics|search|trends)\b|\.read$|^[a-z_.]*read/;

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
  recordIds: string[];
  /** Conditions on the log's index rows (`audit_event_patient as s`): person, own reads, dates. */
  side: SQL[];
  /** Conditions that need the event itself (`audit_event`, joined by id): the category. */
  event: SQL[];
}

async function filtered(
  ctx: ServiceContext,
  q: ReturnType<typeof accessLogQuerySchema.parse>,
): Promise<Filtered> {
  const userId = patientUserId(ctx);
  const records = await ownRecords(ctx, userId);
  const side: SQL[] = [];
  const event: SQL[] = [];
  if (q.category) event.push(categoryWhere(q.category));
  if (q.actor) side.push(sql`s.actor_user_id = ${q.actor}`);
  if (q.from) side.push(sql`s.at >= ${q.from}::date`);
  if (q.to) side.push(sql`s.at < (${q.to}::date + 1)`);
  if (q.hideOwn) side.push(sql`s.actor_user_id is distinct from ${userId}`);
  return { records, userId, recordIds: records.map((r) => r.id), side, event };
}

/**
 * The newest `limit` events of the log after skipping `offset`, as ids: per record one walk of
 * `audit_event_patient (patient_id, at desc, event_id desc)` (migration 0037, ADR 0044) that stops
 * after `offset + limit` rows (the category filter joins each walked row to its event by primary
 * key), the walks merged. An event names a record once, so the only duplicates are events naming two
 * of the patient's records, removed by the `union`.
 */
async function eventIds(ctx: ServiceContext, f: Filtered, limit: number, offset: number): Promise<string[]> {
  const reach = offset + limit;
  const walk = (id: string) =>
    f.event.length === 0
      ? sql`(select s.at, s.event_id from ${auditEventPatient} s where ${and(sql`s.patient_id = ${id}`, ...f.side)} order by s.at desc, s.event_id desc limit ${reach})`
      : sql`(select s.at, s.event_id from ${auditEventPatient} s join ${auditEvent} on ${auditEvent.id} = s.event_id where ${and(sql`s.patient_id = ${id}`, ...f.side, ...f.event)} order by s.at desc, s.event_id desc limit ${reach})`;
  const merged = sql`select event_id from (${sql.join(f.recordIds.map(walk), sql` union `)}) page order by at desc, event_id desc limit ${limit} offset ${offset}`;
  return rowsOf<{ event_id: string }>(await ctx.db.execute(merged)).map((r) => r.event_id);
}

/** The events with these ids, newest first. */
async function eventsOf(ctx: ServiceContext, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(auditEvent)
    .where(inArray(auditEvent.id, ids))
    .orderBy(desc(auditEvent.at), desc(auditEvent.id));
}

/** How many events the log holds, counted up to `cap` (index entries only, unless a category is set). */
async function countEvents(ctx: ServiceContext, f: Filtered, cap: number) {
  const capped = (id: string) =>
    f.event.length === 0
      ? sql`(select s.event_id from ${auditEventPatient} s where ${and(sql`s.patient_id = ${id}`, ...f.side)} limit ${cap + 1})`
      : sql`(select s.event_id from ${auditEventPatient} s join ${auditEvent} on ${auditEvent.id} = s.event_id where ${and(sql`s.patient_id = ${id}`, ...f.side, ...f.event)} limit ${cap + 1})`;
  const [row] = rowsOf<{ n: number | string }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from (${sql.join(f.recordIds.map(capped), sql` union `)}) counted`,
    ),
  );
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * Everyone in the log (for the person filter): per record, a skip through
 * `audit_event_patient (patient_id, actor_user_id)`, one index probe per person.
 */
async function peopleOf(ctx: ServiceContext, f: Filtered) {
  const skips = f.recordIds.map(
    (id) => sql`(with recursive actors(actor) as (
        (select s.actor_user_id from ${auditEventPatient} s where s.patient_id = ${id} and s.actor_user_id is not null order by s.actor_user_id limit 1)
        union all
        select (select s.actor_user_id from ${auditEventPatient} s where s.patient_id = ${id} and s.actor_user_id > actors.actor order by s.actor_user_id limit 1) from actors where actors.actor is not null
      ) select actor from actors where actor is not null)`,
  );
  return rowsOf<{ id: string; name: string }>(
    await ctx.db.execute(
      sql`select ${user.id} as id, ${user.name} as name from ${user} where ${user.id} in (${sql.join(skips, sql` union `)}) and ${user.id} <> ${f.userId} order by ${user.name} limit 100`,
    ),
  );
}

type EventRow = typeof auditEvent.$inferSelect;

/**
 * The log counts its events up to this many, then says "1,000+" (ADR 0044): counting walks index
 * entries, and 10,000 of them (LIST_COUNT_CAP) cost ~14 ms on PGlite, most of the page's budget,
 * for 400 pages nobody numbers through (the filters narrow the log instead).
 */
export const ACCESS_LOG_COUNT_CAP = 1_000;

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
  // which of the patient's records an event names: the care team and the practice are those of
  // that record (a laboratory's member on the care team of the laboratory's own record of the patient
  // reads the practice's record under a grant, not as its care team)
  const named = (r: EventRow) =>
    f.records.filter((x) => x.id === r.patientId || (r.patientIds ?? []).includes(x.id));
  return rows.map((r) => {
    const self = r.actorUserId === f.userId;
    let reason: AccessReason;
    if (self) reason = 'self';
    else if (!r.actorUserId) reason = 'system';
    else if (underEmergency(r)) reason = 'emergency';
    else if (team.some((m) => m.userId === r.actorUserId && named(r).some((x) => x.id === m.patientId)))
      reason = 'care_team';
    else if (r.organizationId && named(r).some((x) => x.organizationId === r.organizationId))
      reason = 'practice';
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
  if (f.recordIds.length === 0) {
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
  // the page reads one more than it shows (is there a next page?); the count stops at the cap
  const rows = await eventsOf(ctx, await eventIds(ctx, f, q.pageSize + 1, pageOffset(q)));
  const counted = await countEvents(ctx, f, ACCESS_LOG_COUNT_CAP);
  const people = await peopleOf(ctx, f);
  const items = await describe(ctx, f, rows.slice(0, q.pageSize));
  const page = numberedPage(q, rows, counted, (r) => r);
  // reading one's own log is not itself logged: it would add a line at every look
  return { ...page, items, people };
}

const csvCell = (v: string) =>
  /[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"` : v;

/** The whole log (up to 10,000 events, newest first) as CSV. */
export async function accessLogCsv(ctx: ServiceContext, input: AccessLogQuery): Promise<string> {
  const q = accessLogQuerySchema.parse(input);
  const f = await filtered(ctx, q);
  const header = 'time,person,roles,organization,kind,category,action,record,reason';
  if (f.recordIds.length === 0) return `${header}\n`;
  const rows = await eventsOf(ctx, await eventIds(ctx, f, 10_000, 0));
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
  return fhirAuditEvents(ctx, { records, userId, recordIds: records.map((r) => r.id), side: [], event: [] });
}

/**
 * The log with the screen's filters (up to 10,000 events, newest first) as a FHIR R4 Bundle of
 * `AuditEvent` entries (type `collection`), for the patient to download beside the CSV.
 */
export async function accessLogFhir(
  ctx: ServiceContext,
  input: AccessLogQuery,
): Promise<Record<string, unknown>> {
  const q = accessLogQuerySchema.parse(input);
  const f = await filtered(ctx, q);
  const events = f.recordIds.length === 0 ? [] : await fhirAuditEvents(ctx, f);
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: events.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}

async function fhirAuditEvents(ctx: ServiceContext, f: Filtered): Promise<Record<string, unknown>[]> {
  const { records } = f;
  const rows = await eventsOf(ctx, await eventIds(ctx, f, 10_000, 0));
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

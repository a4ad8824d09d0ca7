/**
 * The records behind a figure (the drill-down): the same filters and definitions as the figure
 * (practice.ts, outcomes.ts), shown only for the patients the viewer may see; `hidden` counts the
 * records behind the figure that are about other patients (a shared practice figure, a cancelled
 * hold without a patient). One `analytics.list` audit event per page, with every patient shown.
 */
import type { AnalyticsListPage, AnalyticsListQuery, AnalyticsRow, DataCategory } from '@verdant/shared';
import { ADHERENCE_ON_TRACK, analyticsListQuerySchema, invoiceNumberLabel } from '@verdant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { readAudited } from '../../platform/audit.ts';
import { numberedPage, pageOffset } from '../../platform/paging.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { visiblePatients } from '../patients/index.ts';
import { appointmentFilter, bucketOf, invoiceFilter, NET, OWED } from './filters.ts';
import { patientOutcomes } from './outcomes.ts';
import { type Periods, periodsOf } from './period.ts';
import { firstsCte, returnedWithin } from './practice.ts';
import { type AnalyticsScope, analyticsScope } from './scope.ts';

type Query = ReturnType<typeof analyticsListQuerySchema.parse>;

interface RawRow {
  kind: AnalyticsRow['kind'];
  id: string;
  patient_id: string;
  first_name: string;
  last_name: string;
  date: string | Date;
  label: string;
  status: string | null;
  professional: string | null;
  amount_minor: string | number | null;
  currency: string | null;
}

const toRow = (r: RawRow): AnalyticsRow => ({
  kind: r.kind,
  id: r.id,
  patient: { id: r.patient_id, firstName: r.first_name, lastName: r.last_name },
  date: r.date instanceof Date ? r.date.toISOString() : String(r.date),
  label:
    r.kind === 'invoice' || r.kind === 'payment' ? invoiceNumberLabel('invoice', Number(r.label)) : r.label,
  status: r.status,
  professional: r.professional,
  amountMinor: r.amount_minor == null ? null : Number(r.amount_minor),
  currency: r.currency,
  first: null,
  latest: null,
});

/** The figure's records as one select over `"patient"` (left-joined, so `hidden` can count the rest). */
function recordsOf(
  q: Query,
  scope: AnalyticsScope,
  periods: Periods,
  today: string,
  now: Date,
): { select: SQL; category: DataCategory } {
  const cur = periods.current;
  const start = sql`${cur.start.toISOString()}::timestamptz`;
  const end = sql`${cur.end.toISOString()}::timestamptz`;
  const inPeriod = sql`a.starts_at >= ${start} and a.starts_at < ${end}`;
  const appt = (extra: SQL) => ({
    category: 'appointments' as const,
    select: sql`select 'appointment' as kind, a.id::text as id, a.patient_id, a.starts_at as date, a.service_name as label, a.status,
        u.name as professional, a.service_price_minor::bigint as amount_minor, a.service_currency as currency
      from appointment a left join "user" u on u.id = a.provider_user_id
      where ${appointmentFilter(scope)} and ${inPeriod} and ${extra}`,
  });
  const patients = (cte: SQL, where: SQL, date: SQL) => ({
    category: 'appointments' as const,
    select: sql`with ${cte} select 'patient' as kind, f.patient_id::text as id, f.patient_id, ${date} as date, '' as label, null as status,
        null as professional, null::bigint as amount_minor, null as currency from firsts f where ${where}`,
  });
  const firstInPeriod = sql`f.first_at >= ${start} and f.first_at < ${end}`;
  const months = (m: 3 | 6) => sql.raw(`interval '${m} months'`);
  const monthOf = (column: SQL) => (q.month ? sql`to_char(${column}, 'YYYY-MM') = ${q.month}` : sql`true`);
  switch (q.figure) {
    case 'appointments.booked':
      return appt(sql`a.status <> 'pending'`);
    case 'appointments.completed':
      return appt(sql`a.status = 'completed'`);
    case 'appointments.cancelled':
      return appt(sql`a.status = 'cancelled'`);
    case 'appointments.no-show':
      return appt(sql`a.status = 'no-show'`);
    case 'hours':
      return appt(
        sql`a.status in ('completed', 'scheduled') and ${q.hour == null ? sql`true` : sql`extract(hour from a.starts_at at time zone a.time_zone) = ${q.hour}`}`,
      );
    case 'patients.new':
      return patients(firstsCte(scope), firstInPeriod, sql`f.first_at`);
    case 'patients.returning':
      return patients(
        firstsCte(scope),
        sql`f.first_at < ${start} and exists (select 1 from appointment a where ${appointmentFilter(scope)} and a.status = 'completed' and a.patient_id = f.patient_id and ${inPeriod})`,
        sql`f.first_at`,
      );
    case 'retention.3.retained':
    case 'retention.3.lost':
    case 'retention.6.retained':
    case 'retention.6.lost': {
      const m = q.figure.startsWith('retention.3') ? 3 : 6;
      const retained = returnedWithin(scope, m);
      return patients(
        firstsCte(scope),
        sql`${firstInPeriod} and f.first_at + ${months(m)} <= ${now.toISOString()}::timestamptz and ${q.figure.endsWith('retained') ? retained : sql`not ${retained}`}`,
        sql`f.first_at`,
      );
    }
    case 'revenue.invoiced':
      return {
        category: 'billing',
        select: sql`select 'invoice' as kind, i.id::text as id, i.patient_id, i.issue_date::text as date, i.sequence::text as label, i.status,
            u.name as professional, ${NET}::bigint as amount_minor, i.currency
          from invoice i left join "user" u on u.id = i.created_by_user_id
          where ${invoiceFilter(scope)} and i.issue_date >= ${cur.from}::date and i.issue_date <= ${cur.to}::date and ${monthOf(sql`i.issue_date`)}`,
      };
    case 'revenue.collected':
      return {
        category: 'billing',
        select: sql`select 'payment' as kind, p.id::text as id, i.patient_id, p.paid_on::text as date, i.sequence::text as label, p.method as status,
            u.name as professional, p.amount_minor::bigint as amount_minor, i.currency
          from invoice_payment p join invoice i on i.id = p.invoice_id left join "user" u on u.id = i.created_by_user_id
          where ${invoiceFilter(scope, ['sent', 'paid', 'overdue', 'cancelled'])} and p.kind = 'payment' and p.voided_at is null
            and p.paid_on >= ${cur.from}::date and p.paid_on <= ${cur.to}::date and ${monthOf(sql`p.paid_on`)}`,
      };
    case 'receivables':
      return {
        category: 'billing',
        select: sql`select 'invoice' as kind, i.id::text as id, i.patient_id, i.due_date::text as date, i.sequence::text as label, i.status,
            u.name as professional, ${OWED}::bigint as amount_minor, i.currency
          from invoice i left join "user" u on u.id = i.created_by_user_id
          where ${invoiceFilter(scope, ['sent', 'overdue'])} and i.issue_date <= ${cur.to}::date and ${OWED} > 0
            and ${q.bucket ? sql`${bucketOf(today)} = ${q.bucket}` : sql`true`}`,
      };
    default:
      throw new Error(`not a record figure: ${q.figure}`);
  }
}

export async function analyticsList(
  ctx: ServiceContext,
  raw: AnalyticsListQuery,
): Promise<AnalyticsListPage> {
  const q = analyticsListQuerySchema.parse(raw);
  const scope = await analyticsScope(ctx, q);
  const periods = periodsOf(ctx, q);
  const now = ctx.now();
  return readAudited(
    ctx,
    async (tx) => {
      if (q.figure === 'outcomes' || q.figure.startsWith('goals.') || q.figure.startsWith('adherence.'))
        return computedList(tx, q, scope, periods);
      const { select, category } = recordsOf(q, scope, periods, now.toISOString().slice(0, 10), now);
      const visible = visiblePatients(tx, category).where;
      const [rows, counts] = await Promise.all([
        tx.db.execute(sql`with records as (${select})
          select r.kind, r.id, r.patient_id, "patient"."first_name", "patient"."last_name", r.date, r.label, r.status, r.professional, r.amount_minor, r.currency
          from records r join "patient" on "patient"."id" = r.patient_id
          where ${visible}
          order by r.date desc, r.id limit ${q.pageSize + 1} offset ${pageOffset(q)}`),
        tx.db.execute(sql`with records as (${select})
          select count(*)::int as total,
            count(*) filter (where exists (select 1 from "patient" where "patient"."id" = r.patient_id and ${visible}))::int as shown
          from records r`),
      ]);
      const [c] = rowsOf<{ total: number; shown: number }>(counts);
      const shown = Number(c?.shown ?? 0);
      return {
        ...numberedPage(q, rowsOf<RawRow>(rows), { total: shown, totalCapped: false }, toRow),
        hidden: Number(c?.total ?? 0) - shown,
      };
    },
    (page) =>
      page.items.map((i) => ({
        action: 'analytics.list',
        resourceType: i.kind,
        resourceId: i.id,
        patientId: i.patient.id,
      })),
  );
}

/** Outcomes and goals: the per-patient results of outcomes.ts, paged here (at most a practice's patients). */
async function computedList(
  ctx: ServiceContext,
  q: Query,
  scope: AnalyticsScope,
  periods: Periods,
): Promise<AnalyticsListPage> {
  const data = await patientOutcomes(ctx, scope, periods);
  let items: AnalyticsRow[];
  if (q.figure === 'outcomes') {
    items = data.outcomes
      .filter((o) => o.metric === (q.metric ?? 'weight'))
      .map((o) => ({
        kind: 'patient',
        id: o.patient.id,
        patient: o.patient,
        date: o.latestAt,
        label: o.metric,
        status: o.unit,
        professional: null,
        amountMinor: null,
        currency: null,
        first: o.first,
        latest: o.latest,
      }));
  } else if (q.figure.startsWith('adherence.')) {
    const onTrack = q.figure === 'adherence.on-track';
    items = data.adherence
      .filter((a) => a.percent >= ADHERENCE_ON_TRACK === onTrack)
      .map((a) => ({
        kind: 'patient',
        id: a.patient.id,
        patient: a.patient,
        date: a.lastDay,
        label: String(a.logged),
        status: onTrack ? 'on-track' : 'below',
        professional: null,
        amountMinor: null,
        currency: null,
        first: null,
        latest: a.percent,
      }));
  } else {
    const reached = q.figure === 'goals.reached';
    items = data.goals
      .filter((g) => g.reached === reached)
      .map((g) => ({
        kind: 'patient',
        id: g.patient.id,
        patient: g.patient,
        date: periods.current.to,
        label: g.goals.join(', '),
        status: reached ? 'reached' : 'not-reached',
        professional: null,
        amountMinor: null,
        currency: null,
        first: null,
        latest: null,
      }));
  }
  const offset = pageOffset(q);
  return {
    ...numberedPage(
      q,
      items.slice(offset, offset + q.pageSize + 1),
      { total: items.length, totalCapped: false },
      (r) => r,
    ),
    hidden: 0,
  };
}

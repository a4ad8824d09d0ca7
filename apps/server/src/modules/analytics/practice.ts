/**
 * The practice's figures for a period (docs/decisions/0040, 0065): whole months of appointments and
 * money from the monthly summaries (summary.ts: recomputed from the records for every month written
 * since, before the read), the rest from the records on each request:
 * appointments by status and month, new and returning patients, retention at 3 and 6 months, busiest
 * hours, revenue invoiced and collected by month, receivables by age, and per professional.
 *
 * Definitions (the ones the tests compute by hand):
 * - booked: appointments starting in the period, except unconfirmed holds (`pending`); the rates on the
 *   screen are completed, cancelled and no-show over booked;
 * - new: patients whose FIRST completed appointment (within the filter) is in the period; returning:
 *   patients with a completed appointment in the period whose first was earlier;
 * - retention at N months: of the patients whose first completed appointment is in the period and at
 *   least N months ago, those with another completed appointment within N months of the first;
 * - invoiced: issued invoices (sent, paid, overdue) by issue date, net of credit notes; collected:
 *   payments (not adjustments, not voided) by payment date;
 * - receivables: what is owed today on sent or overdue invoices issued by the period's end, by days
 *   past the due date (not yet due counts as 0–30).
 */
import type { AppointmentCounts, PracticeFigures } from '@verdant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { appointmentFilter, bucketOf, invoiceFilter, OWED } from './filters.ts';
import type { Periods } from './period.ts';
import type { AnalyticsScope } from './scope.ts';
import { appointmentCells, moneyCells, refreshSummaries, summarised } from './summary.ts';

const n = (v: unknown) => Number(v ?? 0);

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const emptyCounts = (): AppointmentCounts => ({
  booked: 0,
  completed: 0,
  cancelled: 0,
  noShow: 0,
  scheduled: 0,
});

/** Patients' first completed appointment (within the filter): the CTE `firsts(patient_id, first_at)`. */
export function firstsCte(scope: AnalyticsScope): SQL {
  return sql`firsts as (select a.patient_id, min(a.starts_at) as first_at from appointment a where ${appointmentFilter(scope)} and a.status = 'completed' and a.patient_id is not null group by a.patient_id)`;
}

/** Whether the patient of `firsts f` came back within `months` of the first visit. */
export function returnedWithin(scope: AnalyticsScope, months: 3 | 6): SQL {
  const interval = sql.raw(`interval '${months} months'`);
  return sql`exists (select 1 from appointment a where ${appointmentFilter(scope)} and a.status = 'completed' and a.patient_id = f.patient_id and a.starts_at > f.first_at and a.starts_at <= f.first_at + ${interval})`;
}

export async function practiceFigures(
  ctx: ServiceContext,
  scope: AnalyticsScope,
  periods: Periods,
  options: { live?: boolean } = {},
): Promise<PracticeFigures> {
  const { current: cur, previous: prev } = periods;
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  const db = ctx.db;
  const apptWhere = appointmentFilter(scope);
  const fromSummary = !options.live && summarised(scope);
  // the months written since they were summarised are recomputed from the records first (ADR 0065)
  if (fromSummary) await refreshSummaries(db, scope.organizationId);
  const asOf = ctx.now();
  const mode = fromSummary ? 'summary' : 'live';

  const [apptCells, patients, retention, moneyRows, owed] = await Promise.all([
    appointmentCells(db, scope, periods, mode),
    // new and returning: the patients seen in each period, new when no completed visit came before it
    rows<{ cur: boolean; new: number; returning: number }>(
      db,
      sql`with visits as (select distinct a.patient_id, a.starts_at >= ${cur.start.toISOString()}::timestamptz as cur from appointment a
          where ${apptWhere} and a.status = 'completed' and a.patient_id is not null and a.starts_at >= ${prev.start.toISOString()}::timestamptz and a.starts_at < ${cur.end.toISOString()}::timestamptz),
        seen as materialized (select v.cur, exists (select 1 from appointment a where ${apptWhere} and a.status = 'completed' and a.patient_id = v.patient_id
          and a.starts_at < case when v.cur then ${cur.start.toISOString()}::timestamptz else ${prev.start.toISOString()}::timestamptz end) as before from visits v)
      select cur, count(*) filter (where not before)::int as new, count(*) filter (where before)::int as returning
      from seen group by cur`,
    ),
    // retention: the patients whose first completed visit is in the period (seen in it, never before)
    rows<{ c3: number; r3: number; c6: number; r6: number }>(
      db,
      sql`with seen as (select a.patient_id, min(a.starts_at) as first_at from appointment a
          where ${apptWhere} and a.status = 'completed' and a.patient_id is not null and a.starts_at >= ${cur.start.toISOString()}::timestamptz and a.starts_at < ${cur.end.toISOString()}::timestamptz
          group by a.patient_id),
        firsts as (select s.patient_id, s.first_at from seen s where not exists (select 1 from appointment a where ${apptWhere}
          and a.status = 'completed' and a.patient_id = s.patient_id and a.starts_at < ${cur.start.toISOString()}::timestamptz))
      select
        count(*) filter (where f.first_at + interval '3 months' <= ${now.toISOString()}::timestamptz)::int as c3,
        count(*) filter (where f.first_at + interval '3 months' <= ${now.toISOString()}::timestamptz and ${returnedWithin(scope, 3)})::int as r3,
        count(*) filter (where f.first_at + interval '6 months' <= ${now.toISOString()}::timestamptz)::int as c6,
        count(*) filter (where f.first_at + interval '6 months' <= ${now.toISOString()}::timestamptz and ${returnedWithin(scope, 6)})::int as r6
      from firsts f`,
    ),
    moneyCells(db, scope, periods, mode),
    rows<{ currency: string; bucket: string; minor: string; count: number }>(
      db,
      sql`select i.currency, ${bucketOf(today)} as bucket, sum(${OWED})::bigint as minor, count(*)::int as count
      from invoice i
      where ${invoiceFilter(scope, ['sent', 'overdue'])} and i.issue_date <= ${cur.to}::date and ${OWED} > 0
      group by 1, 2`,
    ),
  ]);

  const appointments = { current: emptyCounts(), previous: emptyCounts() };
  const byMonth = new Map<string, AppointmentCounts>();
  const hourCounts = Array.from({ length: 24 }, () => 0);
  const byProvider = new Map<string, { booked: number; completed: number; noShow: number }>();
  for (const r of apptCells) {
    const into = r.cur ? appointments.current : appointments.previous;
    const add = (c: AppointmentCounts) => {
      c.booked += r.booked;
      c.completed += r.completed;
      c.cancelled += r.cancelled;
      c.noShow += r.noShow;
      c.scheduled += r.scheduled;
    };
    add(into);
    if (r.cur) {
      const m = byMonth.get(r.month) ?? emptyCounts();
      add(m);
      byMonth.set(r.month, m);
      r.hours.forEach((c, h) => {
        hourCounts[h]! += c;
      });
      const p = byProvider.get(r.provider) ?? { booked: 0, completed: 0, noShow: 0 };
      p.booked += r.booked;
      p.completed += r.completed;
      p.noShow += r.noShow;
      byProvider.set(r.provider, p);
    }
  }
  const names =
    byProvider.size === 0
      ? []
      : await rows<{ id: string; name: string }>(
          db,
          sql`select u.id, u.name from "user" u where u.id in (${sql.join(
            [...byProvider.keys()].map((id) => sql`${id}`),
            sql`, `,
          )}) order by u.name`,
        );

  const money = new Map<
    string,
    { month: string; currency: string; invoicedMinor: number; collectedMinor: number }
  >();
  const totals = {
    current: new Map<string, { invoicedMinor: number; collectedMinor: number }>(),
    previous: new Map<string, { invoicedMinor: number; collectedMinor: number }>(),
  };
  const byCreator = new Map<string, Map<string, number>>();
  const slot = (cur: boolean, month: string, currency: string) => {
    const t = (cur ? totals.current : totals.previous).get(currency) ?? {
      invoicedMinor: 0,
      collectedMinor: 0,
    };
    (cur ? totals.current : totals.previous).set(currency, t);
    let m: { month: string; currency: string; invoicedMinor: number; collectedMinor: number } | null = null;
    if (cur) {
      const key = `${month}|${currency}`;
      m = money.get(key) ?? { month, currency, invoicedMinor: 0, collectedMinor: 0 };
      money.set(key, m);
    }
    return { t, m };
  };
  for (const r of moneyRows) {
    const { t, m } = slot(r.cur, r.month, r.currency);
    t.invoicedMinor += r.invoicedMinor;
    t.collectedMinor += r.collectedMinor;
    if (m) {
      m.invoicedMinor += r.invoicedMinor;
      m.collectedMinor += r.collectedMinor;
    }
    if (r.cur && r.creator && r.invoices > 0) {
      const c = byCreator.get(r.creator) ?? new Map<string, number>();
      c.set(r.currency, (c.get(r.currency) ?? 0) + r.invoicedMinor);
      byCreator.set(r.creator, c);
    }
  }
  const list = (m: Map<string, { invoicedMinor: number; collectedMinor: number }>) =>
    [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, v]) => ({ currency, ...v }));

  const patientRows = { current: { new: 0, returning: 0 }, previous: { new: 0, returning: 0 } };
  for (const r of patients)
    patientRows[r.cur ? 'current' : 'previous'] = { new: n(r.new), returning: n(r.returning) };
  const ret = retention[0];

  await audit(ctx, {
    action: 'analytics.practice.read',
    resourceType: 'analytics',
    resourceId: scope.organizationId,
  });

  return {
    period: { from: cur.from, to: cur.to },
    previous: { from: prev.from, to: prev.to },
    asOf: asOf.toISOString(),
    scope: scope.practice ? 'practice' : 'own',
    shared: scope.shared,
    revenueByMonth: [...money.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
    ),
    revenue: { current: list(totals.current), previous: list(totals.previous) },
    receivables: owed
      .map((r) => ({
        currency: r.currency,
        bucket: r.bucket as PracticeFigures['receivables'][number]['bucket'],
        amountMinor: n(r.minor),
        count: n(r.count),
      }))
      .sort(
        (a, b) =>
          a.currency.localeCompare(b.currency) || a.bucket.localeCompare(b.bucket, 'en', { numeric: true }),
      ),
    appointments,
    appointmentsByMonth: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, c]) => ({ month, ...c })),
    patients: patientRows,
    retention: {
      months3: { cohort: n(ret?.c3), retained: n(ret?.r3) },
      months6: { cohort: n(ret?.c6), retained: n(ret?.r6) },
    },
    hours: hourCounts.flatMap((count, hour) => (count > 0 ? [{ hour, count }] : [])),
    professionals: names.map((p) => ({
      id: p.id,
      name: p.name,
      ...byProvider.get(p.id)!,
      revenue: [...(byCreator.get(p.id) ?? new Map<string, number>()).entries()].map(
        ([currency, invoicedMinor]) => ({ currency, invoicedMinor }),
      ),
    })),
  };
}

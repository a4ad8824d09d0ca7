/**
 * Outcomes of the patients the viewer may see (docs/decisions/0040): for each measure, each
 * patient's FIRST value on record and their LATEST value taken in the period (later than the first),
 * and the mean change. Weight and waist from the anthropometric entries, BMI from weight and the
 * latest height on record, body fat from the BIA measurements (Kyle 2001, the clinical package),
 * HbA1c (LOINC 4548-4) and LDL cholesterol (13457-7, 18262-6, 2089-1) from current lab results, in the
 * unit most of them use (a patient whose two values are in different units is left out).
 *
 * Goals (the latest consultation's goal codes) the records can judge:
 * weight loss = at least 5 % of the first weight lost; weight gain = at least 5 % gained;
 * glycaemic control = latest HbA1c below 7 % (53 mmol/mol); cholesterol = latest LDL below
 * 100 mg/dL (2.6 mmol/L). A patient reached their goals when every judged goal is met.
 */
import { analyzeBia } from '@verdant/clinical';
import {
  ADHERENCE_ON_TRACK,
  type DataCategory,
  type OutcomeFigures,
  type OutcomeMetric,
} from '@verdant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { visiblePatients } from '../patients/index.ts';
import type { Periods } from './period.ts';
import { inPatientGroup } from './filters.ts';
import type { AnalyticsScope } from './scope.ts';

export interface PatientOutcome {
  patient: { id: string; firstName: string; lastName: string };
  metric: OutcomeMetric;
  unit: string;
  first: number;
  latest: number;
  latestAt: string;
}

export interface AdherenceOutcome {
  patient: { id: string; firstName: string; lastName: string };
  logged: number;
  /** (eaten + partly / 2) / logged, a percentage with one decimal. */
  percent: number;
  lastDay: string;
}

export interface GoalOutcome {
  patient: { id: string; firstName: string; lastName: string };
  reached: boolean;
  goals: string[];
}

const LDL_CODES = ['13457-7', '18262-6', '2089-1'];
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

/** The visible patients (for `category`), narrowed to one professional's care team when chosen. */
function patientsWhere(ctx: ServiceContext, scope: AnalyticsScope, category: DataCategory): SQL {
  const visible = visiblePatients(ctx, category).where;
  const own = scope.providerUserId
    ? sql`${visible} and exists (select 1 from care_team_member ct where ct.patient_id = "patient"."id" and ct.user_id = ${scope.providerUserId})`
    : visible;
  return scope.patientGroup
    ? sql`${own} and ${inPatientGroup(sql`"patient"."id"`, scope.patientGroup)}`
    : own;
}

type Named = { id: string; first_name: string; last_name: string };
const who = (r: Named) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name });

export async function patientOutcomes(
  ctx: ServiceContext,
  scope: AnalyticsScope,
  periods: Periods,
): Promise<{ outcomes: PatientOutcome[]; goals: GoalOutcome[]; adherence: AdherenceOutcome[] }> {
  const start = periods.current.start.toISOString();
  const end = periods.current.end.toISOString();
  const db = ctx.db;
  const [anthro, bia, labs, goals, meals] = await Promise.all([
    db.execute(sql`select "patient"."id", "patient"."first_name", "patient"."last_name", "patient"."height_cm" as patient_height,
        (array_agg(e.weight_kg order by e.measured_at) filter (where e.weight_kg is not null))[1] as w_first,
        min(e.measured_at) filter (where e.weight_kg is not null) as w_first_at,
        (array_agg(e.weight_kg order by e.measured_at desc) filter (where e.weight_kg is not null and e.measured_at >= ${start}::timestamptz))[1] as w_last,
        max(e.measured_at) filter (where e.weight_kg is not null and e.measured_at >= ${start}::timestamptz) as w_last_at,
        (array_agg(e.waist_cm order by e.measured_at) filter (where e.waist_cm is not null))[1] as c_first,
        min(e.measured_at) filter (where e.waist_cm is not null) as c_first_at,
        (array_agg(e.waist_cm order by e.measured_at desc) filter (where e.waist_cm is not null and e.measured_at >= ${start}::timestamptz))[1] as c_last,
        max(e.measured_at) filter (where e.waist_cm is not null and e.measured_at >= ${start}::timestamptz) as c_last_at,
        (array_agg(e.height_cm order by e.measured_at desc) filter (where e.height_cm is not null))[1] as height
      from anthropometric_entry e join "patient" on "patient"."id" = e.patient_id
      where e.organization_id = ${scope.organizationId} and e.measured_at < ${end}::timestamptz and ${patientsWhere(ctx, scope, 'vitals')}
      group by 1, 2, 3, 4`),
    db.execute(sql`select "patient"."id", "patient"."first_name", "patient"."last_name",
        (array_agg(json_build_array(b.sex, b.height_cm, b.weight_kg, b.age_years, b.resistance_ohm, b.reactance_ohm, b.frequency_khz, b.measured_at) order by b.measured_at))[1] as first,
        (array_agg(json_build_array(b.sex, b.height_cm, b.weight_kg, b.age_years, b.resistance_ohm, b.reactance_ohm, b.frequency_khz, b.measured_at) order by b.measured_at desc) filter (where b.measured_at >= ${start}::timestamptz))[1] as last,
        count(*)::int as n
      from bia_measurement b join "patient" on "patient"."id" = b.patient_id
      where b.organization_id = ${scope.organizationId} and b.measured_at < ${end}::timestamptz and ${patientsWhere(ctx, scope, 'bia')}
      group by 1, 2, 3`),
    db.execute(sql`select "patient"."id", "patient"."first_name", "patient"."last_name",
        case when r.loinc = '4548-4' then 'hba1c' else 'ldl' end as metric,
        (array_agg(json_build_array(r.value, r.unit, r.entered_at) order by r.entered_at))[1] as first,
        (array_agg(json_build_array(r.value, r.unit, r.entered_at) order by r.entered_at desc) filter (where r.entered_at >= ${start}::timestamptz))[1] as last,
        count(*)::int as n
      from lab_result r join "patient" on "patient"."id" = r.patient_id
      where r.organization_id = ${scope.organizationId} and r.status = 'current' and r.entered_at < ${end}::timestamptz
        and r.loinc in ('4548-4', ${sql.join(
          LDL_CODES.map((c) => sql`${c}`),
          sql`, `,
        )}) and ${patientsWhere(ctx, scope, 'labs')}
      group by 1, 2, 3, 4`),
    db.execute(sql`select "patient"."id", (array_agg(array_to_string(c.goal_codes, ',') order by c.occurred_at desc))[1] as goals
      from consultation c join "patient" on "patient"."id" = c.patient_id
      where c.organization_id = ${scope.organizationId} and c.occurred_at < ${end}::timestamptz and ${patientsWhere(ctx, scope, 'consultations')}
      group by 1`),
    // the meal log (diet-plan adherence): the days of the period, UTC dates as the period's
    db.execute(sql`select "patient"."id", "patient"."first_name", "patient"."last_name",
        count(*)::int as logged,
        count(*) filter (where m.status = 'eaten')::int as eaten,
        count(*) filter (where m.status = 'partly')::int as partly,
        max(m.day)::text as last_day
      from diet_meal_log m join "patient" on "patient"."id" = m.patient_id
      where m.organization_id = ${scope.organizationId}
        and m.day between ${periods.current.from}::date and ${periods.current.to}::date
        and ${patientsWhere(ctx, scope, 'diet_plans')}
      group by 1, 2, 3`),
  ]);

  const outcomes: PatientOutcome[] = [];
  const push = (
    r: Named,
    metric: OutcomeMetric,
    unit: string,
    first: unknown,
    latest: unknown,
    firstAt: unknown,
    latestAt: unknown,
  ) => {
    if (first == null || latest == null || firstAt == null || latestAt == null) return;
    if (new Date(latestAt as string).getTime() <= new Date(firstAt as string).getTime()) return;
    outcomes.push({
      patient: who(r),
      metric,
      unit,
      first: Number(first),
      latest: Number(latest),
      latestAt: new Date(latestAt as string).toISOString(),
    });
  };
  type AnthroRow = Named & Record<string, unknown>;
  for (const r of rowsOf<AnthroRow>(anthro)) {
    push(r, 'weight', 'kg', r.w_first, r.w_last, r.w_first_at, r.w_last_at);
    push(r, 'waist', 'cm', r.c_first, r.c_last, r.c_first_at, r.c_last_at);
    const h = Number(r.height ?? r.patient_height ?? 0) / 100;
    if (h > 0 && r.w_first != null && r.w_last != null) {
      push(
        r,
        'bmi',
        'kg/m²',
        round(Number(r.w_first) / h / h, 1),
        round(Number(r.w_last) / h / h, 1),
        r.w_first_at,
        r.w_last_at,
      );
    }
  }
  const fat = (m: unknown[]): number | null => {
    try {
      const r = analyzeBia({
        sex: m[0] as 'M' | 'F',
        heightCm: Number(m[1]),
        weightKg: Number(m[2]),
        ageYears: Number(m[3]),
        resistanceOhm: Number(m[4]),
        reactanceOhm: Number(m[5]),
        frequencyKhz: Number(m[6]),
      });
      return round(r.bodyFatPercent.value, 1);
    } catch {
      return null;
    }
  };
  const json = (v: unknown): unknown[] | null =>
    v == null ? null : typeof v === 'string' ? JSON.parse(v) : (v as unknown[]);
  for (const r of rowsOf<Named & { first: unknown; last: unknown }>(bia)) {
    const first = json(r.first);
    const last = json(r.last);
    if (!first || !last) continue;
    push(r, 'bodyFat', '%', fat(first), fat(last), first[7], last[7]);
  }
  const labRows = rowsOf<Named & { metric: 'hba1c' | 'ldl'; first: unknown; last: unknown }>(labs);
  for (const metric of ['hba1c', 'ldl'] as const) {
    const mine = labRows
      .filter((r) => r.metric === metric)
      .map((r) => ({ r, first: json(r.first), last: json(r.last) }));
    const units = new Map<string, number>();
    for (const m of mine)
      if (m.first) units.set(String(m.first[1]), (units.get(String(m.first[1])) ?? 0) + 1);
    const unit = [...units.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (!unit) continue;
    for (const m of mine) {
      if (!m.first || !m.last || m.first[1] !== unit || m.last[1] !== unit) continue;
      push(m.r, metric, unit, m.first[0], m.last[0], m.first[2], m.last[2]);
    }
  }

  const byPatient = new Map<string, Map<OutcomeMetric, PatientOutcome>>();
  for (const o of outcomes) {
    const m = byPatient.get(o.patient.id) ?? new Map<OutcomeMetric, PatientOutcome>();
    m.set(o.metric, o);
    byPatient.set(o.patient.id, m);
  }
  const judged: GoalOutcome[] = [];
  for (const g of rowsOf<{ id: string; goals: string | null }>(goals)) {
    const codes = (g.goals ?? '').split(',').filter(Boolean);
    const m = byPatient.get(g.id);
    if (!m) continue;
    const verdicts: boolean[] = [];
    const judgedGoals: string[] = [];
    const w = m.get('weight');
    if (codes.includes('weight_loss') && w) {
      verdicts.push(w.latest <= w.first * 0.95);
      judgedGoals.push('weight_loss');
    }
    if (codes.includes('weight_gain') && w) {
      verdicts.push(w.latest >= w.first * 1.05);
      judgedGoals.push('weight_gain');
    }
    const a1c = m.get('hba1c');
    if (codes.includes('glycemic_control') && a1c) {
      verdicts.push(a1c.unit === 'mmol/mol' ? a1c.latest < 53 : a1c.latest < 7);
      judgedGoals.push('glycemic_control');
    }
    const ldl = m.get('ldl');
    if (codes.includes('cholesterol') && ldl) {
      verdicts.push(ldl.unit === 'mmol/L' ? ldl.latest < 2.6 : ldl.latest < 100);
      judgedGoals.push('cholesterol');
    }
    if (verdicts.length === 0) continue;
    const any = [...m.values()][0]!;
    judged.push({ patient: any.patient, reached: verdicts.every(Boolean), goals: judgedGoals });
  }
  const order = (a: { patient: { lastName: string; firstName: string; id: string } }, b: typeof a) =>
    a.patient.lastName.localeCompare(b.patient.lastName) ||
    a.patient.firstName.localeCompare(b.patient.firstName) ||
    a.patient.id.localeCompare(b.patient.id);
  const adherence: AdherenceOutcome[] = rowsOf<
    Named & { logged: number; eaten: number; partly: number; last_day: string }
  >(meals).map((r) => ({
    patient: who(r),
    logged: Number(r.logged),
    percent: round(((Number(r.eaten) + Number(r.partly) / 2) / Number(r.logged)) * 100, 1),
    lastDay: r.last_day,
  }));
  outcomes.sort(order);
  judged.sort(order);
  adherence.sort(order);
  return { outcomes, goals: judged, adherence };
}

export function outcomeFigures(
  scope: AnalyticsScope,
  periods: Periods,
  asOf: Date,
  data: { outcomes: PatientOutcome[]; goals: GoalOutcome[]; adherence: AdherenceOutcome[] },
): OutcomeFigures {
  const metrics: OutcomeFigures['metrics'] = [];
  for (const metric of ['weight', 'bmi', 'waist', 'bodyFat', 'hba1c', 'ldl'] as const) {
    const mine = data.outcomes.filter((o) => o.metric === metric);
    const mean = (f: (o: PatientOutcome) => number) =>
      mine.length ? round(mine.reduce((s, o) => s + f(o), 0) / mine.length) : null;
    metrics.push({
      metric,
      unit:
        mine[0]?.unit ??
        { weight: 'kg', bmi: 'kg/m²', waist: 'cm', bodyFat: '%', hba1c: '%', ldl: 'mg/dL' }[metric],
      patients: mine.length,
      meanFirst: mean((o) => o.first),
      meanLatest: mean((o) => o.latest),
      meanChange: mean((o) => o.latest - o.first),
      decreased: mine.filter((o) => o.latest < o.first).length,
    });
  }
  return {
    period: { from: periods.current.from, to: periods.current.to },
    asOf: asOf.toISOString(),
    scope: scope.practice ? 'practice' : 'own',
    metrics,
    goals: { assessed: data.goals.length, reached: data.goals.filter((g) => g.reached).length },
    adherence: {
      patients: data.adherence.length,
      meanPercent: data.adherence.length
        ? round(data.adherence.reduce((s, a) => s + a.percent, 0) / data.adherence.length, 1)
        : null,
      onTrack: data.adherence.filter((a) => a.percent >= ADHERENCE_ON_TRACK).length,
    },
  };
}

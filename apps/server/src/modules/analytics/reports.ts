/**
 * Ready reports (docs/decisions/0040), each for a period and the analytics filters, previewed as JSON
 * and downloaded as CSV (formula-like cells neutralised by the patients module's `toCsv`) or PDF
 * (platform/pdf.ts): the patient progress report (one patient: measurements, diet plans, the
 * assessment and plan of signed consultations, lab results), the practice monthly summary, the
 * appointments list, invoices and payments, outstanding balances, and the audit extract (the
 * practice's administrators only). Patient rows are those the viewer may see; one audit event per
 * report with every patient in it.
 */
import { brandingOf, pdfBranding } from '../integrations/index.ts';
import {
  type Language,
  type Report,
  REPORT_MAX_ROWS,
  REPORT_PREVIEW_ROWS,
  type ReportKind,
  type ReportQuery,
  formatMoney,
  invoiceNumberLabel,
  reportQuerySchema,
} from '@verdant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { auditMany, type AuditEntry } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { mealAdherenceInPeriod } from '../diet-plans/index.ts';
import { workoutAdherenceInPeriod } from '../fitness/index.ts';
import { findVisiblePatient, toCsv, visiblePatients } from '../patients/index.ts';
import { appointmentFilter, bucketOf, invoiceFilter, NET, OWED } from './filters.ts';
import { type Periods, periodsOf } from './period.ts';
import { renderReportPdf } from './report-pdf.ts';
import { PDF_ROWS_PER_SECTION } from './report-pdf-layout.ts';
import { practiceFigures } from './practice.ts';
import { type AnalyticsScope, analyticsScope } from './scope.ts';

type Cell = string | number | null;
interface Section {
  key: string;
  title: string;
  columns: string[];
  rows: Cell[][];
}

const WORDS = {
  en: {
    'patient-progress': 'Patient progress report',
    'monthly-summary': 'Practice monthly summary',
    appointments: 'Appointments',
    invoices: 'Invoices and payments',
    outstanding: 'Outstanding balances',
    audit: 'Audit extract',
    period: 'Period',
    measurements: 'Measurements',
    plans: 'Diet plans',
    notes: 'Assessment and plan',
    labs: 'Laboratory results',
    payments: 'Payments',
    date: 'Date',
    time: 'Time',
    patient: 'Patient',
    professional: 'Professional',
    service: 'Service',
    status: 'Status',
    price: 'Price',
    number: 'Number',
    issued: 'Issued',
    due: 'Due',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
    amount: 'Amount',
    method: 'Method',
    daysPastDue: 'Days past due',
    age: 'Age',
    month: 'Month',
    booked: 'Booked',
    completed: 'Completed',
    cancelled: 'Cancelled',
    noShow: 'No-show',
    newPatients: 'New patients',
    returning: 'Returning',
    invoiced: 'Invoiced',
    collected: 'Collected',
    weight: 'Weight (kg)',
    height: 'Height (cm)',
    waist: 'Waist (cm)',
    bmi: 'BMI',
    name: 'Name',
    start: 'Start',
    end: 'End',
    assessment: 'Assessment',
    plan: 'Plan',
    test: 'Test (LOINC)',
    value: 'Value',
    flag: 'Flag',
    at: 'When',
    actor: 'Who',
    action: 'Action',
    resource: 'Record',
    patients: 'Patients',
    printed: 'Printed',
    dietAdherence: 'Diet-plan adherence (meal log)',
    workoutAdherence: 'Workout adherence (logged sessions)',
    from: 'From',
    to: 'To',
    mealsPlanned: 'Meals planned',
    logged: 'Logged',
    eaten: 'Eaten',
    partly: 'Partly',
    skipped: 'Skipped',
    adherence: 'Adherence',
    routine: 'Routine',
    perWeek: 'Days a week',
    sessionsPlanned: 'Sessions planned',
    sessionsLogged: 'Sessions logged',
    truncated: 'The report stops here: narrow the period or the filters to see the rest.',
  },
  es: {
    'patient-progress': 'Informe de evolución del paciente',
    'monthly-summary': 'Resumen mensual de la consulta',
    appointments: 'Citas',
    invoices: 'Facturas y pagos',
    outstanding: 'Saldos pendientes',
    audit: 'Extracto de auditoría',
    period: 'Periodo',
    measurements: 'Medidas',
    plans: 'Planes de alimentación',
    notes: 'Valoración y plan',
    labs: 'Resultados de laboratorio',
    payments: 'Pagos',
    date: 'Fecha',
    time: 'Hora',
    patient: 'Paciente',
    professional: 'Profesional',
    service: 'Servicio',
    status: 'Estado',
    price: 'Precio',
    number: 'Número',
    issued: 'Emitida',
    due: 'Vence',
    total: 'Total',
    paid: 'Pagado',
    balance: 'Saldo',
    amount: 'Importe',
    method: 'Forma de pago',
    daysPastDue: 'Días de retraso',
    age: 'Antigüedad',
    month: 'Mes',
    booked: 'Reservadas',
    completed: 'Realizadas',
    cancelled: 'Canceladas',
    noShow: 'Ausencias',
    newPatients: 'Pacientes nuevos',
    returning: 'Vuelven',
    invoiced: 'Facturado',
    collected: 'Cobrado',
    weight: 'Peso (kg)',
    height: 'Altura (cm)',
    waist: 'Cintura (cm)',
    bmi: 'IMC',
    name: 'Nombre',
    start: 'Inicio',
    end: 'Fin',
    assessment: 'Valoración',
    plan: 'Plan',
    test: 'Prueba (LOINC)',
    value: 'Valor',
    flag: 'Indicador',
    at: 'Cuándo',
    actor: 'Quién',
    action: 'Acción',
    resource: 'Registro',
    patients: 'Pacientes',
    printed: 'Impreso',
    dietAdherence: 'Adherencia al plan de alimentación (registro de comidas)',
    workoutAdherence: 'Adherencia al entrenamiento (sesiones registradas)',
    from: 'Desde',
    to: 'Hasta',
    mealsPlanned: 'Comidas previstas',
    logged: 'Registradas',
    eaten: 'Comidas',
    partly: 'En parte',
    skipped: 'Saltadas',
    adherence: 'Adherencia',
    routine: 'Rutina',
    perWeek: 'Días por semana',
    sessionsPlanned: 'Sesiones previstas',
    sessionsLogged: 'Sesiones registradas',
    truncated: 'El informe termina aquí: acota el periodo o los filtros para ver el resto.',
  },
} as const;
type Words = Record<keyof (typeof WORDS)['en'], string>;

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').slice(0, 10));
const n = (v: unknown) => (v == null ? null : Number(v));

async function rows<T>(ctx: ServiceContext, query: SQL): Promise<T[]> {
  return rowsOf<T>(await ctx.db.execute(query));
}

/** Whether the viewer may read this category of the patient's record (the report shows it only then). */
async function mayRead(ctx: ServiceContext, patientId: string, category: 'diet_plans' | 'workouts') {
  try {
    await findVisiblePatient(ctx, patientId, { category });
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

interface Built {
  title: string;
  subtitle: string;
  sections: Section[];
  audit: AuditEntry[];
}

async function buildReport(
  ctx: ServiceContext,
  kind: ReportKind,
  scope: AnalyticsScope,
  periods: Periods,
  patientId: string | undefined,
  lang: Language,
): Promise<Built> {
  const w: Words = WORDS[lang];
  const cur = periods.current;
  const start = sql`${cur.start.toISOString()}::timestamptz`;
  const end = sql`${cur.end.toISOString()}::timestamptz`;
  const money = (minor: unknown, currency: unknown) =>
    minor == null ? null : formatMoney(Number(minor), String(currency ?? 'USD'), lang);
  const limit = REPORT_MAX_ROWS + 1;
  const subtitle = `${w.period}: ${cur.from} – ${cur.to}`;
  const listAudit = (action: string, ids: readonly string[]): AuditEntry[] =>
    [...new Set(ids)].map((id) => ({ action, resourceType: 'patient', resourceId: id, patientId: id }));

  switch (kind) {
    case 'appointments': {
      const visible = visiblePatients(ctx, 'appointments').where;
      const list = await rows<Record<string, unknown>>(
        ctx,
        sql`select a.starts_at, a.time_zone, "patient"."id" as patient_id, "patient"."first_name", "patient"."last_name", u.name as professional,
            a.service_name, a.status, a.service_price_minor, a.service_currency
          from appointment a join "patient" on "patient"."id" = a.patient_id left join "user" u on u.id = a.provider_user_id
          where ${appointmentFilter(scope)} and a.status <> 'pending' and a.starts_at >= ${start} and a.starts_at < ${end} and ${visible}
          order by a.starts_at, a.id limit ${limit}`,
      );
      const local = (d: unknown, zone: unknown) => {
        const at = new Date(d as string);
        const parts = new Intl.DateTimeFormat('en-CA', {
          timeZone: String(zone || 'UTC'),
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).formatToParts(at);
        const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
        return [`${get('year')}-${get('month')}-${get('day')}`, `${get('hour')}:${get('minute')}`];
      };
      return {
        title: w.appointments,
        subtitle,
        sections: [
          {
            key: 'appointments',
            title: w.appointments,
            columns: [w.date, w.time, w.patient, w.professional, w.service, w.status, w.price],
            rows: list.map((r) => [
              ...local(r.starts_at, r.time_zone),
              `${r.first_name} ${r.last_name}`,
              (r.professional as string) ?? '',
              r.service_name as string,
              r.status as string,
              money(r.service_price_minor, r.service_currency),
            ]),
          },
        ],
        audit: listAudit(
          'report.appointments',
          list.map((r) => String(r.patient_id)),
        ),
      };
    }
    case 'invoices': {
      const visible = visiblePatients(ctx, 'billing').where;
      const [issued, paid] = await Promise.all([
        rows<Record<string, unknown>>(
          ctx,
          sql`select i.sequence, i.issue_date, i.due_date, "patient"."id" as patient_id, "patient"."first_name", "patient"."last_name", i.status, ${NET} as net, i.paid_minor, ${OWED} as owed, i.currency
            from invoice i join "patient" on "patient"."id" = i.patient_id
            where ${invoiceFilter(scope, ['sent', 'paid', 'overdue', 'cancelled'])} and i.issue_date >= ${cur.from}::date and i.issue_date <= ${cur.to}::date and ${visible}
            order by i.issue_date, i.sequence limit ${limit}`,
        ),
        rows<Record<string, unknown>>(
          ctx,
          sql`select p.paid_on, i.sequence, "patient"."id" as patient_id, "patient"."first_name", "patient"."last_name", p.amount_minor, p.method, p.reference, i.currency
            from invoice_payment p join invoice i on i.id = p.invoice_id join "patient" on "patient"."id" = i.patient_id
            where ${invoiceFilter(scope, ['sent', 'paid', 'overdue', 'cancelled'])} and p.kind = 'payment' and p.voided_at is null
              and p.paid_on >= ${cur.from}::date and p.paid_on <= ${cur.to}::date and ${visible}
            order by p.paid_on, i.sequence limit ${limit}`,
        ),
      ]);
      return {
        title: w.invoices,
        subtitle,
        sections: [
          {
            key: 'invoices',
            title: w.invoices,
            columns: [w.number, w.issued, w.due, w.patient, w.status, w.total, w.paid, w.balance],
            rows: issued.map((r) => [
              invoiceNumberLabel('invoice', Number(r.sequence)),
              day(r.issue_date),
              day(r.due_date),
              `${r.first_name} ${r.last_name}`,
              r.status as string,
              money(r.net, r.currency),
              money(r.paid_minor, r.currency),
              money(r.owed, r.currency),
            ]),
          },
          {
            key: 'payments',
            title: w.payments,
            columns: [w.date, w.number, w.patient, w.amount, w.method],
            rows: paid.map((r) => [
              day(r.paid_on),
              invoiceNumberLabel('invoice', Number(r.sequence)),
              `${r.first_name} ${r.last_name}`,
              money(r.amount_minor, r.currency),
              (r.method as string) ?? '',
            ]),
          },
        ],
        audit: listAudit(
          'report.invoices',
          [...issued, ...paid].map((r) => String(r.patient_id)),
        ),
      };
    }
    case 'outstanding': {
      const visible = visiblePatients(ctx, 'billing').where;
      const today = ctx.now().toISOString().slice(0, 10);
      const list = await rows<Record<string, unknown>>(
        ctx,
        sql`select i.sequence, i.issue_date, i.due_date, "patient"."id" as patient_id, "patient"."first_name", "patient"."last_name", ${OWED} as owed, i.currency,
            greatest(${today}::date - i.due_date, 0) as days, ${bucketOf(today)} as bucket
          from invoice i join "patient" on "patient"."id" = i.patient_id
          where ${invoiceFilter(scope, ['sent', 'overdue'])} and i.issue_date <= ${cur.to}::date and ${OWED} > 0 and ${visible}
          order by i.due_date, i.sequence limit ${limit}`,
      );
      return {
        title: w.outstanding,
        subtitle: `${subtitle} · ${today}`,
        sections: [
          {
            key: 'outstanding',
            title: w.outstanding,
            columns: [w.number, w.patient, w.issued, w.due, w.daysPastDue, w.age, w.balance],
            rows: list.map((r) => [
              invoiceNumberLabel('invoice', Number(r.sequence)),
              `${r.first_name} ${r.last_name}`,
              day(r.issue_date),
              day(r.due_date),
              n(r.days),
              r.bucket as string,
              money(r.owed, r.currency),
            ]),
          },
        ],
        audit: listAudit(
          'report.outstanding',
          list.map((r) => String(r.patient_id)),
        ),
      };
    }
    case 'monthly-summary': {
      const f = await practiceFigures(ctx, scope, periods);
      const months = new Map<string, Cell[]>();
      const currency = f.revenue.current[0]?.currency ?? 'USD';
      for (const m of f.appointmentsByMonth) {
        months.set(m.month, [m.month, m.booked, m.completed, m.cancelled, m.noShow, null, null]);
      }
      for (const r of f.revenueByMonth.filter((x) => x.currency === currency)) {
        const row = months.get(r.month) ?? [r.month, 0, 0, 0, 0, null, null];
        row[5] = money(r.invoicedMinor, currency);
        row[6] = money(r.collectedMinor, currency);
        months.set(r.month, row);
      }
      const totals = f.revenue.current.find((r) => r.currency === currency);
      return {
        title: w['monthly-summary'],
        subtitle,
        sections: [
          {
            key: 'months',
            title: w['monthly-summary'],
            columns: [w.month, w.booked, w.completed, w.cancelled, w.noShow, w.invoiced, w.collected],
            rows: [...months.values()].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
          },
          {
            key: 'totals',
            title: w.patients,
            columns: [w.newPatients, w.returning, w.booked, w.noShow, w.invoiced, w.collected],
            rows: [
              [
                f.patients.current.new,
                f.patients.current.returning,
                f.appointments.current.booked,
                f.appointments.current.noShow,
                money(totals?.invoicedMinor ?? 0, currency),
                money(totals?.collectedMinor ?? 0, currency),
              ],
            ],
          },
        ],
        audit: [],
      };
    }
    case 'audit': {
      const principal = principalIn(ctx)!;
      if (!principal.roles.includes('admin'))
        throw new AppError('FORBIDDEN', 'The audit extract is for administrators.');
      const list = await rows<Record<string, unknown>>(
        ctx,
        sql`select e.at, u.name as actor, e.action, e.resource_type, e.resource_id, e.patient_id, coalesce(array_length(e.patient_ids, 1), 0) as patients
          from audit_event e left join "user" u on u.id = e.actor_user_id
          where e.organization_id = ${scope.organizationId} and e.at >= ${start} and e.at < ${end}
          order by e.at, e.id limit ${limit}`,
      );
      return {
        title: w.audit,
        subtitle,
        sections: [
          {
            key: 'audit',
            title: w.audit,
            columns: [w.at, w.actor, w.action, w.resource, w.patient, w.patients],
            rows: list.map((r) => [
              new Date(r.at as string).toISOString(),
              (r.actor as string) ?? '',
              r.action as string,
              `${r.resource_type}${r.resource_id ? ` ${r.resource_id}` : ''}`,
              (r.patient_id as string) ?? '',
              n(r.patients),
            ]),
          },
        ],
        audit: [{ action: 'report.audit', resourceType: 'organization', resourceId: scope.organizationId }],
      };
    }
    case 'patient-progress': {
      if (!patientId) throw new AppError('NOT_FOUND');
      const p = await findVisiblePatient(ctx, patientId, { category: 'consultations' });
      const [measures, plans, notes, labs] = await Promise.all([
        rows<Record<string, unknown>>(
          ctx,
          sql`select e.measured_at, e.weight_kg, e.height_cm, e.waist_cm from anthropometric_entry e
            where e.patient_id = ${p.id} and e.organization_id = ${p.organizationId} and e.measured_at < ${end} order by e.measured_at`,
        ),
        rows<Record<string, unknown>>(
          ctx,
          sql`select d.name, d.start_date, d.end_date, d.status from diet_plan d
            where d.patient_id = ${p.id} and d.organization_id = ${p.organizationId} and d.start_date <= ${cur.to}::date and d.end_date >= ${cur.from}::date
            order by d.start_date`,
        ),
        rows<Record<string, unknown>>(
          ctx,
          sql`select c.occurred_at, u.name as professional, case when c.assessment_private then null else c.assessment end as assessment, c.plan
            from consultation c left join "user" u on u.id = c.provider_user_id
            where c.patient_id = ${p.id} and c.organization_id = ${p.organizationId} and c.status = 'completed'
              and c.occurred_at >= ${start} and c.occurred_at < ${end} order by c.occurred_at`,
        ),
        rows<Record<string, unknown>>(
          ctx,
          sql`select r.entered_at, r.loinc, r.value, r.unit, r.flag from lab_result r
            where r.patient_id = ${p.id} and r.organization_id = ${p.organizationId} and r.status = 'current' and r.entered_at < ${end}
            order by r.loinc, r.entered_at`,
        ),
      ]);
      // adherence from the records, where the viewer may read them (diet plans; workouts)
      const [meals, workouts] = await Promise.all([
        mayRead(ctx, p.id, 'diet_plans').then((ok) =>
          ok ? mealAdherenceInPeriod(ctx, p, cur.from, cur.to) : [],
        ),
        mayRead(ctx, p.id, 'workouts').then((ok) =>
          ok ? workoutAdherenceInPeriod(ctx, p, cur.from, cur.to) : [],
        ),
      ]);
      const percent = (v: number | null) =>
        v === null ? '—' : `${v.toLocaleString(lang === 'es' ? 'es-ES' : 'en-US')} %`;
      const height = (r: Record<string, unknown>) => Number(r.height_cm ?? p.heightCm ?? 0);
      return {
        title: w['patient-progress'],
        subtitle: `${p.firstName} ${p.lastName} · ${subtitle}`,
        sections: [
          {
            key: 'measurements',
            title: w.measurements,
            columns: [w.date, w.weight, w.height, w.waist, w.bmi],
            rows: measures.map((r) => {
              const h = height(r) / 100;
              const kg = n(r.weight_kg);
              return [
                day(r.measured_at),
                kg,
                n(r.height_cm),
                n(r.waist_cm),
                kg != null && h > 0 ? Math.round((kg / h / h) * 10) / 10 : null,
              ];
            }),
          },
          {
            key: 'plans',
            title: w.plans,
            columns: [w.name, w.start, w.end, w.status],
            rows: plans.map((r) => [
              r.name as string,
              day(r.start_date),
              day(r.end_date),
              r.status as string,
            ]),
          },
          {
            key: 'dietAdherence',
            title: w.dietAdherence,
            columns: [
              w.name,
              w.from,
              w.to,
              w.mealsPlanned,
              w.logged,
              w.eaten,
              w.partly,
              w.skipped,
              w.adherence,
            ],
            rows: meals.map((m) => [
              m.name,
              m.from,
              m.to,
              m.planned,
              m.logged,
              m.eaten,
              m.partly,
              m.skipped,
              percent(m.adherence),
            ]),
          },
          {
            key: 'workoutAdherence',
            title: w.workoutAdherence,
            columns: [w.routine, w.from, w.to, w.perWeek, w.sessionsPlanned, w.sessionsLogged, w.adherence],
            rows: workouts.map((r) => [
              r.name,
              r.from,
              r.to,
              r.perWeek,
              r.planned,
              r.done,
              percent(r.adherence),
            ]),
          },
          {
            key: 'notes',
            title: w.notes,
            columns: [w.date, w.professional, w.assessment, w.plan],
            rows: notes.map((r) => [
              day(r.occurred_at),
              (r.professional as string) ?? '',
              (r.assessment as string) ?? '',
              (r.plan as string) ?? '',
            ]),
          },
          {
            key: 'labs',
            title: w.labs,
            columns: [w.date, w.test, w.value, w.flag],
            rows: labs.map((r) => [
              day(r.entered_at),
              r.loinc as string,
              `${r.value} ${r.unit}`,
              r.flag as string,
            ]),
          },
        ],
        audit: [
          { action: 'report.patient_progress', resourceType: 'patient', resourceId: p.id, patientId: p.id },
        ],
      };
    }
  }
}

export interface ReportFile {
  body: Buffer;
  contentType: string;
  filename: string;
  /** Rows in all its sections. */
  rows: number;
}

/** A report as JSON (preview), CSV or PDF. */
export async function runReport(
  ctx: ServiceContext,
  raw: ReportQuery,
  requestLang: Language,
  /** Progress (0–100) of a report built by a job (runs.ts). */
  onStep?: (progress: number) => Promise<void>,
): Promise<{ preview: Report } | { file: ReportFile }> {
  const q = reportQuerySchema.parse(raw);
  const lang = q.lang ?? requestLang;
  const scope = await analyticsScope(ctx, q);
  const periods = periodsOf(ctx, q);
  const built = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const b = await buildReport(txCtx, q.kind, scope, periods, q.patientId, lang);
    await auditMany(
      txCtx,
      b.audit.length ? b.audit : [{ action: `report.${q.kind}`, resourceType: 'report' }],
    );
    return b;
  });
  await onStep?.(60);
  const w = WORDS[lang];
  const sections = built.sections.map((s) => {
    const truncated = s.rows.length > REPORT_MAX_ROWS;
    return { ...s, rows: truncated ? s.rows.slice(0, REPORT_MAX_ROWS) : s.rows, truncated };
  });
  const base = `${q.kind}-${periods.current.from}-${periods.current.to}`;
  const rowCount = sections.reduce((sum, s) => sum + s.rows.length, 0);
  if (q.format === 'json') {
    return {
      preview: {
        kind: q.kind,
        title: built.title,
        subtitle: built.subtitle,
        period: { from: periods.current.from, to: periods.current.to },
        sections: sections.map((s) => ({
          key: s.key,
          title: s.title,
          columns: s.columns,
          rows: s.rows.slice(0, REPORT_PREVIEW_ROWS),
          total: s.rows.length,
        })),
      },
    };
  }
  if (q.format === 'csv') {
    const lines: Cell[][] = [[built.title], [built.subtitle]];
    for (const s of sections) {
      lines.push([], [s.title], s.columns, ...s.rows);
      if (s.truncated) lines.push([w.truncated]);
    }
    return {
      file: {
        body: Buffer.from(`\uFEFF${toCsv(lines)}`, 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        filename: `${base}.csv`,
        rows: rowCount,
      },
    };
  }
  const [org] = await rows<{ name: string }>(
    ctx,
    sql`select name from organization where id = ${scope.organizationId}`,
  );
  const branding = pdfBranding(await brandingOf(ctx, scope.organizationId));
  // laid out in a worker thread: a long report must not hold the event loop (report-pdf.ts)
  const pdf = await renderReportPdf({
    ...(branding ? { branding } : {}),
    title: built.title,
    subtitle: built.subtitle,
    organizationName: org?.name ?? '',
    language: lang,
    footerNote: `${w.printed} ${ctx.now().toISOString().slice(0, 10)}`,
    truncatedNote: w.truncated,
    sections: sections.map((s) => ({
      title: s.title,
      columns: s.columns,
      rows: s.rows.slice(0, PDF_ROWS_PER_SECTION).map((r) => r.map((c) => (c == null ? '' : String(c)))),
      truncated: s.truncated || s.rows.length > PDF_ROWS_PER_SECTION,
    })),
  });
  return { file: { body: pdf, contentType: 'application/pdf', filename: `${base}.pdf`, rows: rowCount } };
}

/**
 * The practice monthly summary by e-mail (docs/decisions/0047). A practice's owner or administrator
 * opts in (`analytics_settings.monthly_email`); on the first day of each month (UTC) the daily
 * schedule queues one `analytics.monthly-email` job per opted-in practice (dedupe key: practice and
 * month, so it goes once however many workers run), and the job sends the owners the last month's
 * figures — counts, rates and sums, never a patient's name — through the mailer's outbox, in each
 * owner's language. The figures are the analytics' own (`practiceFigures`, whole practice).
 */
import { formatMoney, type Language } from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { analyticsSettings, membership, user } from '../../db/schema/index.ts';
import { type ClaimedJob, enqueueJob } from '../../platform/jobs.ts';
import { escapeHtml } from '../../platform/mail.ts';
import { isUuid } from '../../platform/params.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { sql } from 'drizzle-orm';
import { periodsOf } from './period.ts';
import { practiceFigures } from './practice.ts';

export const MONTHLY_CHECK_JOB = 'analytics.monthly-check';
export const MONTHLY_EMAIL_JOB = 'analytics.monthly-email';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar month before the one holding `now` (UTC): its first and last day and `YYYY-MM`. */
export function lastMonth(now: Date): { from: string; to: string; month: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const from = iso(Date.UTC(y, m - 1, 1));
  return { from, to: iso(Date.UTC(y, m, 0)), month: from.slice(0, 7) };
}

/** Daily: on the first day of the month, one job per opted-in practice. */
export async function monthlyCheckJob(_job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const now = ctx.now();
  if (now.getUTCDate() !== 1) return;
  const { month } = lastMonth(now);
  const rows = await ctx.db
    .select({ organizationId: analyticsSettings.organizationId })
    .from(analyticsSettings)
    .where(eq(analyticsSettings.monthlyEmail, true));
  for (const r of rows) {
    await enqueueJob(
      ctx.db,
      MONTHLY_EMAIL_JOB,
      { organizationId: r.organizationId, month },
      { dedupeKey: `${MONTHLY_EMAIL_JOB}@${r.organizationId}@${month}`, maxAttempts: 3 },
    );
  }
}

const WORDS = {
  en: {
    subject: (org: string, month: string) => `${org}: your practice in ${month}`,
    hello: (name: string) => `Hello ${name || 'there'},`,
    intro: (month: string) => `Here are your practice's figures for ${month}, read from your records.`,
    booked: 'Appointments booked',
    completed: 'Completed',
    noShow: 'No-show rate',
    cancelled: 'Cancellation rate',
    newPatients: 'New patients',
    returning: 'Returning patients',
    invoiced: 'Invoiced',
    collected: 'Collected',
    owed: 'Owed today',
    open: 'See the details in Verdant',
    why: 'You get this e-mail because your practice turned on the monthly summary in Analytics. Turn it off there.',
    team: 'The Verdant team',
  },
  es: {
    subject: (org: string, month: string) => `${org}: tu consulta en ${month}`,
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (month: string) => `Estas son las cifras de tu consulta en ${month}, leídas de tus registros.`,
    booked: 'Citas reservadas',
    completed: 'Atendidas',
    noShow: 'Tasa de ausencias',
    cancelled: 'Tasa de cancelaciones',
    newPatients: 'Pacientes nuevos',
    returning: 'Pacientes que vuelven',
    invoiced: 'Facturado',
    collected: 'Cobrado',
    owed: 'Pendiente de cobro hoy',
    open: 'Consulta el detalle en Verdant',
    why: 'Recibes este correo porque tu consulta activó el resumen mensual en Analítica. Puedes desactivarlo allí.',
    team: 'El equipo de Verdant',
  },
} as const;

/** The e-mail's lines (label, value): figures only. */
export function summaryLines(
  figures: Awaited<ReturnType<typeof practiceFigures>>,
  lang: Language,
): [string, string][] {
  const w = WORDS[lang];
  const a = figures.appointments.current;
  const pct = (part: number) =>
    a.booked === 0
      ? '—'
      : new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-US', {
          style: 'percent',
          maximumFractionDigits: 1,
        }).format(part / a.booked);
  const money = (items: { currency: string; minor: number }[]) =>
    items.length === 0
      ? formatMoney(0, 'USD', lang)
      : items.map((i) => formatMoney(i.minor, i.currency, lang)).join(' · ');
  const owed = new Map<string, number>();
  for (const r of figures.receivables) owed.set(r.currency, (owed.get(r.currency) ?? 0) + r.amountMinor);
  return [
    [w.booked, String(a.booked)],
    [w.completed, String(a.completed)],
    [w.noShow, pct(a.noShow)],
    [w.cancelled, pct(a.cancelled)],
    [w.newPatients, String(figures.patients.current.new)],
    [w.returning, String(figures.patients.current.returning)],
    [
      w.invoiced,
      money(figures.revenue.current.map((r) => ({ currency: r.currency, minor: r.invoicedMinor }))),
    ],
    [
      w.collected,
      money(figures.revenue.current.map((r) => ({ currency: r.currency, minor: r.collectedMinor }))),
    ],
    [w.owed, money([...owed.entries()].map(([currency, minor]) => ({ currency, minor })))],
  ];
}

/** Sends one practice's summary of one month to its owners. */
export async function monthlyEmailJob(job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const organizationId = String(job.payload.organizationId ?? '');
  const month = String(job.payload.month ?? '');
  if (!isUuid(organizationId) || !/^\d{4}-\d{2}$/.test(month)) return;
  const [setting] = await ctx.db
    .select({ on: analyticsSettings.monthlyEmail })
    .from(analyticsSettings)
    .where(eq(analyticsSettings.organizationId, organizationId));
  if (!setting?.on) return;
  const [org] = rowsOf<{ name: string }>(
    await ctx.db.execute(sql`select name from organization where id = ${organizationId}`),
  );
  const owners = await ctx.db
    .select({ email: user.email, firstName: user.firstName, language: user.language })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(and(eq(membership.organizationId, organizationId), eq(membership.orgRole, 'owner')));
  if (!org || owners.length === 0) return;
  const first = new Date(`${month}-01T00:00:00Z`);
  const { from, to } = lastMonth(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1)));
  const figures = await practiceFigures(
    ctx,
    {
      organizationId,
      practice: true,
      providerUserId: null,
      serviceId: null,
      patientGroup: null,
      shared: false,
      canChange: false,
    },
    periodsOf(ctx, { from, to }),
  );
  for (const owner of owners) {
    const lang: Language = owner.language === 'es' ? 'es' : 'en';
    const w = WORDS[lang];
    const monthName = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(first);
    const lines = summaryLines(figures, lang);
    const url = `${ctx.config.baseUrl}/dietitian/analytics?from=${from}&to=${to}`;
    const text = [
      w.hello(owner.firstName),
      '',
      w.intro(monthName),
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      `${w.open}: ${url}`,
      '',
      w.why,
      '',
      w.team,
    ].join('\n');
    const html = `<p>${escapeHtml(w.hello(owner.firstName))}</p><p>${escapeHtml(w.intro(monthName))}</p><table>${lines
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join(
        '',
      )}</table><p><a href="${escapeHtml(url)}">${escapeHtml(w.open)}</a></p><p>${escapeHtml(w.why)}</p><p>${escapeHtml(w.team)}</p>`;
    await ctx.mail.enqueue(
      { to: owner.email, kind: 'other', subject: w.subject(org.name, monthName), text, html },
      ctx.db,
    );
  }
}

// The analytics issue's five-year data set of one practice (docs/decisions/0040), shared by the
// benchmarks that measure against it (bench/analytics.ts, bench/workspace.ts): 2,000 patients,
// 40,000 appointments, 40,000 invoices (most paid, with their payments), 10,000 weights, spread over
// five years up to now, the patients shared among the given professionals' care teams. Deterministic.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  anthropometricEntry,
  appointment,
  careTeamMember,
  invoice,
  invoicePayment,
  patient,
} from '../apps/server/src/db/schema/index.ts';
import { rebuildSummaries } from '../apps/server/src/modules/analytics/summary.ts';

export const FIVE_YEARS = { patients: 2_000, appointments: 40_000, invoices: 40_000, years: 5 } as const;
const DAY = 86_400_000;
const BATCH = 2000;

/**
 * Adds the five years to `organizationId`, its patients on the care team of `providers` (user ids,
 * round robin) who hold the appointments. Invoice numbers continue after `firstSequence - 1`.
 */
export async function addFiveYears(
  db: Db,
  target: { organizationId: string; providers: readonly string[]; firstSequence?: number },
): Promise<void> {
  const { organizationId: orgId, providers } = target;
  const n = providers.length;
  const PATIENTS = FIVE_YEARS.patients;
  const APPOINTMENTS = FIVE_YEARS.appointments;
  const INVOICES = FIVE_YEARS.invoices;
  const firstSequence = target.firstSequence ?? 1;
  const now = Date.now();
  const start = now - FIVE_YEARS.years * 365 * DAY;
  const patients: { id: string }[] = [];
  for (let from = 0; from < PATIENTS; from += BATCH) {
    patients.push(
      ...(await db
        .insert(patient)
        .values(
          Array.from({ length: Math.min(BATCH, PATIENTS - from) }, (_, k) => {
            const i = from + k;
            return {
              organizationId: orgId,
              firstName: `Patient${i}`,
              lastName: `Bench${i % 97}`,
              heightCm: 150 + (i % 40),
              createdAt: new Date(start + (i / PATIENTS) * (now - start)),
            };
          }),
        )
        .returning({ id: patient.id })),
    );
  }
  await db
    .insert(careTeamMember)
    .values(patients.map((p, i) => ({ patientId: p.id, userId: providers[i % n]! })));
  const spacing = (now - start) / (APPOINTMENTS / 4);
  const statuses = [
    'completed',
    'completed',
    'completed',
    'completed',
    'completed',
    'completed',
    'no-show',
    'cancelled',
  ] as const;
  for (let from = 0; from < APPOINTMENTS; from += BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(APPOINTMENTS, from + BATCH); i++) {
      const startsAt = new Date(start + Math.floor(i / 4) * spacing + (i % 4) * 60_000);
      const p = (i * 7919) % PATIENTS;
      rows.push({
        organizationId: orgId,
        providerUserId: providers[p % n]!,
        patientId: patients[p]!.id,
        serviceName: i % 5 === 0 ? 'Initial consultation' : 'Follow-up',
        serviceDurationMinutes: 45,
        servicePriceMinor: i % 5 === 0 ? 12000 : 8000,
        serviceCurrency: 'USD',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        timeZone: 'America/New_York',
        status: startsAt.getTime() > now ? ('scheduled' as const) : statuses[i % statuses.length]!,
        confirmationCode: `B5Y${i}`,
      });
    }
    await db.insert(appointment).values(rows);
  }
  const invSpacing = (now - start) / INVOICES;
  for (let from = 0; from < INVOICES; from += BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(INVOICES, from + BATCH); i++) {
      const issued = start + i * invSpacing;
      const p = (i * 104_729) % PATIENTS;
      const paid = i % 10 !== 0;
      rows.push({
        organizationId: orgId,
        patientId: patients[p]!.id,
        sequence: firstSequence + i,
        status: paid ? ('paid' as const) : now - issued > 30 * DAY ? ('overdue' as const) : ('sent' as const),
        issueDate: new Date(issued).toISOString().slice(0, 10),
        dueDate: new Date(issued + 30 * DAY).toISOString().slice(0, 10),
        currency: 'USD',
        subtotalMinor: 8000,
        totalMinor: 8000,
        paidMinor: paid ? 8000 : 0,
        createdByUserId: providers[p % n]!,
      });
    }
    const ids = await db
      .insert(invoice)
      .values(rows)
      .returning({ id: invoice.id, issueDate: invoice.issueDate, paid: invoice.paidMinor });
    const payments = ids
      .filter((r) => r.paid > 0)
      .map((r) => ({ invoiceId: r.id, amountMinor: 8000, method: 'card' as const, paidOn: r.issueDate }));
    if (payments.length) await db.insert(invoicePayment).values(payments);
  }
  const weights = [];
  for (let i = 0; i < PATIENTS * 5; i++) {
    const p = i % PATIENTS;
    weights.push({
      organizationId: orgId,
      patientId: patients[p]!.id,
      measuredAt: new Date(start + (i / (PATIENTS * 5)) * (now - start)),
      weightKg: 90 - (i / PATIENTS) * 1.5,
      waistCm: 100 - i / PATIENTS,
    });
  }
  for (let from = 0; from < weights.length; from += BATCH) {
    await db.insert(anthropometricEntry).values(weights.slice(from, from + BATCH) as never);
  }
  // the practice figures' monthly summaries, computed once from what was just loaded (ADR 0065),
  // after the planner has the tables' statistics (without them the rebuild's joins are slow)
  await db.execute(sql`analyze`);
  await rebuildSummaries(db, orgId);
  await db.execute(sql`vacuum analyze`);
}

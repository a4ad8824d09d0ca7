/**
 * A year of the demo practice's history for the analytics and reports (docs/decisions/0040): sixty
 * patients of the dietitian, the physician and the trainer who arrived over the last twelve months
 * (more each season), came back every three to six weeks (some stopped after one or two visits),
 * missed or cancelled a few; each completed visit was invoiced the same day and most invoices were
 * paid within three weeks (a few late, some still owed); the dietitian's patients were weighed at
 * each visit and most lost weight, and their first consultation names their goal. Everything is in
 * the past (at least a week ago), at a quarter past the hour (the live demo books on the hour and
 * half hour), from a fixed random seed: the same story on every seed, in a few hundred rows.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  anthropometricEntry,
  appointment,
  billingCounter,
  careTeamMember,
  consultation,
  invoice,
  invoiceLine,
  invoicePayment,
  patient,
  providerProfile,
  providerService,
} from '../db/schema/index.ts';

const DAY = 86_400_000;

/** mulberry32: a small deterministic generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Amelia',
  'Benjamin',
  'Camila',
  'Daniel',
  'Elena',
  'Felix',
  'Grace',
  'Hugo',
  'Isabel',
  'Jonas',
  'Katarina',
  'Leo',
  'Marta',
  'Nico',
  'Olga',
  'Pablo',
  'Rosa',
  'Samir',
  'Tessa',
  'Victor',
];
const LAST = [
  'Alvarez',
  'Bennett',
  'Castillo',
  'Duarte',
  'Evans',
  'Fischer',
  'García',
  'Hughes',
  'Ibarra',
  'Jensen',
  'Klein',
  'López',
];

/** The instant a wall-clock time in `zone` falls on. */
function zoned(y: number, m: number, d: number, hour: number, minute: number, zone: string): Date {
  const guess = Date.UTC(y, m, d, hour, minute);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (shown - guess));
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedDemoAnalytics(
  tx: DbOrTx,
  o: { practiceId: string; users: Map<string, string>; now: Date },
): Promise<void> {
  const { practiceId, users, now } = o;
  const GROUPS: readonly (readonly string[])[] = [
    ['Type 2 diabetes'],
    ['Hypertension'],
    [],
    ['Type 2 diabetes', 'Hypertension'],
    [],
    ['Prediabetes'],
    [],
  ];
  const rand = random(20_261_128);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const people = ['dietitian', 'medical', 'fitness'].map((k) => users.get(k)!);
  const profiles = await tx
    .select({ id: providerProfile.id, userId: providerProfile.userId, timeZone: providerProfile.timeZone })
    .from(providerProfile)
    .where(and(eq(providerProfile.organizationId, practiceId), inArray(providerProfile.userId, people)));
  const services = await tx
    .select({
      id: providerService.id,
      profileId: providerService.profileId,
      name: providerService.name,
      durationMinutes: providerService.durationMinutes,
      priceMinor: providerService.priceMinor,
      currency: providerService.currency,
    })
    .from(providerService)
    .where(
      inArray(
        providerService.profileId,
        profiles.map((p) => p.id),
      ),
    );
  const providers = profiles
    .map((p) => ({ ...p, services: services.filter((s) => s.profileId === p.id) }))
    .filter((p) => p.services.length > 0)
    .sort((a, b) => people.indexOf(a.userId) - people.indexOf(b.userId));
  if (providers.length === 0) return;

  // patients: the dietitian's most (weighed at each visit), then the physician's and the trainer's
  const patientRows: (typeof patient.$inferInsert)[] = [];
  const plans: { provider: (typeof providers)[number]; firstDaysAgo: number; dietitian: boolean }[] = [];
  for (let i = 0; i < 60; i++) {
    const provider = providers[i % 5 < 3 ? 0 : i % 5 === 3 ? 1 % providers.length : 2 % providers.length]!;
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    // arrivals over 12 months, more in recent months (the practice grows)
    const firstDaysAgo = Math.floor(360 - Math.sqrt(rand()) * 340);
    patientRows.push({
      organizationId: practiceId,
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}.${last
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}${i}@example.com`,
      gender: i % 2 === 0 ? 'female' : 'male',
      dateOfBirth: iso(Date.UTC(1960 + (i % 40), i % 12, 1 + (i % 27))),
      heightCm: 155 + Math.round(rand() * 35),
      createdAt: new Date(now.getTime() - firstDaysAgo * DAY),
      // the patient groups of the analytics filter (ADR 0047): a condition on about half the records
      medicalConditions: GROUPS[i % GROUPS.length]!.map((name) => ({ name, since: null, notes: '' })),
    } as typeof patient.$inferInsert);
    plans.push({ provider, firstDaysAgo, dietitian: provider.userId === people[0] });
  }
  const inserted = await tx
    .insert(patient)
    .values(patientRows)
    .returning({ id: patient.id, heightCm: patient.heightCm });
  await tx.insert(careTeamMember).values(
    inserted.map((p, i) => ({
      patientId: p.id,
      userId: plans[i]!.provider.userId,
      addedAt: patientRows[i]!.createdAt!,
    })),
  );

  const taken = new Set<string>();
  const appts: (typeof appointment.$inferInsert & { id: string })[] = [];
  const weights: (typeof anthropometricEntry.$inferInsert)[] = [];
  const notes: (typeof consultation.$inferInsert)[] = [];
  inserted.forEach((p, i) => {
    const plan = plans[i]!;
    const pr = plan.provider;
    let daysAgo = plan.firstDaysAgo;
    let visit = 0;
    let weight = 78 + rand() * 35;
    const loses = rand() < 0.75;
    // some stop after their first or second visit
    const visits = rand() < 0.25 ? 1 + Math.floor(rand() * 2) : 4 + Math.floor(rand() * 8);
    while (daysAgo >= 8 && visit < visits) {
      const date = new Date(now.getTime() - daysAgo * DAY);
      const weekday = date.getUTCDay();
      if (weekday === 0 || weekday === 6) {
        daysAgo -= weekday === 0 ? 1 : 2;
        continue;
      }
      // mornings and late afternoons are busiest
      const hour = pick([9, 9, 10, 10, 11, 12, 14, 15, 16, 16, 17, 17]);
      const key = `${pr.userId}|${iso(date.getTime())}|${hour}`;
      if (taken.has(key)) {
        daysAgo -= 1;
        continue;
      }
      taken.add(key);
      const service = visit === 0 ? pr.services[0]! : (pr.services[1] ?? pr.services[0]!);
      const startsAt = zoned(
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate(),
        hour,
        15,
        pr.timeZone,
      );
      const roll = rand();
      const status = roll < 0.07 ? 'no-show' : roll < 0.15 ? 'cancelled' : 'completed';
      const id = crypto.randomUUID();
      appts.push({
        id,
        organizationId: practiceId,
        providerUserId: pr.userId,
        providerProfileId: pr.id,
        patientId: p.id,
        serviceId: service.id,
        serviceName: service.name,
        serviceDurationMinutes: service.durationMinutes,
        servicePriceMinor: service.priceMinor,
        serviceCurrency: service.currency,
        startsAt,
        endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
        timeZone: pr.timeZone,
        status,
        confirmationCode: `H${String(appts.length).padStart(7, '0')}`,
        confirmedAt: new Date(startsAt.getTime() - 7 * DAY),
        createdAt: new Date(startsAt.getTime() - 7 * DAY),
        ...(status === 'cancelled' ? { cancelReason: 'Patient rescheduled' } : {}),
      });
      if (status === 'completed' && plan.dietitian) {
        // the first visit's measurements belong to its consultation note, as the editor records them
        const noteId = visit === 0 ? crypto.randomUUID() : undefined;
        weights.push({
          ...(noteId ? { consultationId: noteId } : {}),
          organizationId: practiceId,
          patientId: p.id,
          measuredAt: new Date(startsAt.getTime() + 10 * 60_000),
          weightKg: Math.round(weight * 10) / 10,
          waistCm: Math.round((weight * 0.95 + 10) * 10) / 10,
          ...(visit === 0 ? { heightCm: p.heightCm } : {}),
          recordedByUserId: pr.userId,
        } as typeof anthropometricEntry.$inferInsert);
        if (visit === 0) {
          notes.push({
            id: noteId,
            organizationId: practiceId,
            patientId: p.id,
            providerUserId: pr.userId,
            occurredAt: startsAt,
            sessionType: 'initial',
            status: 'completed',
            goalCodes: loses ? ['weight_loss'] : ['general_health'],
            summary: loses ? 'Initial assessment: weight management.' : 'Initial assessment: healthy eating.',
            signedAt: new Date(startsAt.getTime() + 60 * 60_000),
            signedByUserId: pr.userId,
            createdByUserId: pr.userId,
          } as typeof consultation.$inferInsert);
        }
        weight += loses ? -(0.4 + rand() * 1.1) : rand() * 0.8 - 0.4;
      }
      if (status === 'completed') visit++;
      daysAgo -= 21 + Math.floor(rand() * 22);
    }
  });
  for (let i = 0; i < appts.length; i += 500) await tx.insert(appointment).values(appts.slice(i, i + 500));
  if (notes.length) await tx.insert(consultation).values(notes);
  if (weights.length) await tx.insert(anthropometricEntry).values(weights);

  // invoices: each completed visit billed the same day, numbered after the practice's own
  const [counter] = await tx
    .select({ last: billingCounter.lastValue })
    .from(billingCounter)
    .where(and(eq(billingCounter.organizationId, practiceId), eq(billingCounter.series, 'invoice')));
  let sequence = counter?.last ?? 0;
  const staff = users.get('staff')!;
  const invoices: (typeof invoice.$inferInsert & { id: string })[] = [];
  const lines: (typeof invoiceLine.$inferInsert)[] = [];
  const payments: (typeof invoicePayment.$inferInsert)[] = [];
  for (const a of appts) {
    if (a.status !== 'completed') continue;
    const issued = a.startsAt as Date;
    const age = (now.getTime() - issued.getTime()) / DAY;
    const total = a.servicePriceMinor;
    const late = rand();
    // older invoices are mostly paid; recent ones partly; a few stay owed for months
    const paid = age > 40 ? late > 0.06 : late > 0.45;
    const paidOn = iso(issued.getTime() + Math.floor(rand() * 20) * DAY);
    const due = iso(issued.getTime() + 30 * DAY);
    const id = crypto.randomUUID();
    sequence += 1;
    invoices.push({
      id,
      organizationId: practiceId,
      patientId: a.patientId!,
      sequence,
      status: paid ? 'paid' : age > 30 ? 'overdue' : 'sent',
      issueDate: iso(issued.getTime()),
      dueDate: due,
      currency: a.serviceCurrency,
      subtotalMinor: total,
      totalMinor: total,
      paidMinor: paid ? total : 0,
      paymentMethod: paid ? (late > 0.5 ? 'card' : 'bank_transfer') : null,
      createdByUserId: a.providerUserId === users.get('dietitian') ? a.providerUserId : staff,
      sentAt: issued,
      paidAt: paid ? new Date(`${paidOn}T12:00:00Z`) : null,
      createdAt: issued,
      updatedAt: issued,
    } as typeof invoice.$inferInsert & { id: string });
    lines.push({
      invoiceId: id,
      position: 1,
      source: 'appointment',
      sourceId: a.id,
      description: a.serviceName,
      quantityHundredths: 100,
      unitPriceMinor: total,
      netMinor: total,
      taxMinor: 0,
      totalMinor: total,
      serviceDate: iso(issued.getTime()),
    } as typeof invoiceLine.$inferInsert);
    if (paid) {
      payments.push({
        invoiceId: id,
        amountMinor: total,
        method: late > 0.5 ? 'card' : 'bank_transfer',
        paidOn,
        recordedByUserId: staff,
        createdAt: new Date(`${paidOn}T12:00:00Z`),
      });
    }
  }
  for (let i = 0; i < invoices.length; i += 500) await tx.insert(invoice).values(invoices.slice(i, i + 500));
  for (let i = 0; i < lines.length; i += 500) await tx.insert(invoiceLine).values(lines.slice(i, i + 500));
  for (let i = 0; i < payments.length; i += 500)
    await tx.insert(invoicePayment).values(payments.slice(i, i + 500));
  await tx
    .insert(billingCounter)
    .values({ organizationId: practiceId, series: 'invoice', lastValue: sequence })
    .onConflictDoUpdate({
      target: [billingCounter.organizationId, billingCounter.series],
      set: { lastValue: sql`greatest(${billingCounter.lastValue}, ${sequence})` },
    });
}

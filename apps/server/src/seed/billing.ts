/**
 * Demo billing: the practices' billing details (the demo practice on Professional with its accent
 * colour), invoices of the demo practice in every status (several from demo appointments and
 * completed consultations, partial payments, one overdue, a cancelled one and a credit note), claims
 * to the demo insurer in several statuses with adjudicated lines posted to their invoices, a session
 * package for each of the demo trainer's five clients with the sessions that used it (two of them
 * running low), Emma Rodriguez's invoices for her portal, the second
 * practice's own invoices, and the subscription history. Figures come from the one rounding rule;
 * numbers from the practices' counters, so the next invoice made in the app follows on.
 */
import {
  type ClaimAdjustment,
  type ClaimStatus,
  type InvoiceStatus,
  invoiceFigures,
  type LineSource,
  type PaymentMethod,
  claimNumberLabel,
  PACKAGE_LOW_AT,
} from '@verdant/shared';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  appointment,
  billingProfile,
  consultation,
  insuranceClaim,
  insuranceClaimEvent,
  insuranceClaimLine,
  invoice,
  invoiceLine,
  invoicePayment,
  notification,
  patient,
  providerProfile,
  providerService,
  sessionPackage,
  sessionPackageAlert,
  subscriptionChange,
  user,
} from '../db/schema/index.ts';
import { nextNumber } from '../modules/billing/index.ts';
import { newConfirmationCode } from '../modules/scheduling/index.ts';
import { build837P } from '../modules/claims/index.ts';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

interface SeedLine {
  source: LineSource;
  sourceId?: string | null;
  description: string;
  quantity?: number;
  unitPriceMinor: number;
  taxRateBp?: number;
  serviceDate?: string | null;
  packageSessions?: number;
  packageProviderUserId?: string;
}

interface SeedInvoice {
  organizationId: string;
  patientId: string;
  createdBy: string;
  issuedDaysAgo: number;
  termsDays?: number;
  status: InvoiceStatus;
  lines: SeedLine[];
  notes?: string;
  payments?: { fraction: number; method: PaymentMethod; daysAgo: number }[];
  cancelReason?: string;
}

async function addInvoice(
  tx: DbOrTx,
  now: Date,
  s: SeedInvoice,
  kind: 'invoice' | 'credit_note' = 'invoice',
  creditsId: string | null = null,
) {
  const figures = invoiceFigures(
    s.lines.map((l) => ({
      quantityHundredths: Math.round((l.quantity ?? 1) * 100),
      unitPriceMinor: l.unitPriceMinor,
      taxRateBasisPoints: l.taxRateBp ?? 0,
    })),
  );
  const issued = new Date(now.getTime() - s.issuedDaysAgo * DAY);
  const sequence = await nextNumber(tx, s.organizationId, kind);
  const payments = (s.payments ?? []).map((p) => ({
    ...p,
    amountMinor: Math.round(figures.totalMinor * p.fraction),
  }));
  const paidMinor = payments.reduce((sum, p) => sum + p.amountMinor, 0);
  const [row] = await tx
    .insert(invoice)
    .values({
      organizationId: s.organizationId,
      patientId: s.patientId,
      kind,
      sequence,
      status: s.status,
      issueDate: iso(issued),
      dueDate: iso(new Date(issued.getTime() + (s.termsDays ?? 30) * DAY)),
      currency: 'USD',
      subtotalMinor: figures.subtotalMinor,
      taxMinor: figures.taxMinor,
      totalMinor: figures.totalMinor,
      paidMinor,
      paymentMethod: payments.at(-1)?.method ?? null,
      notes: s.notes ?? null,
      creditsInvoiceId: creditsId,
      createdByUserId: s.createdBy,
      sentAt: s.status === 'draft' ? null : new Date(issued.getTime() + 3_600_000),
      paidAt: s.status === 'paid' ? new Date(now.getTime() - (payments.at(-1)?.daysAgo ?? 0) * DAY) : null,
      cancelledAt: s.status === 'cancelled' ? new Date(issued.getTime() + 2 * DAY) : null,
      cancelReason: s.cancelReason ?? null,
      createdAt: issued,
      updatedAt: issued,
    })
    .returning();
  const lines = await tx
    .insert(invoiceLine)
    .values(
      s.lines.map((l, i) => ({
        invoiceId: row!.id,
        position: i,
        source: l.source,
        sourceId: l.sourceId ?? null,
        description: l.description,
        quantityHundredths: Math.round((l.quantity ?? 1) * 100),
        unitPriceMinor: l.unitPriceMinor,
        taxRateBp: l.taxRateBp ?? 0,
        netMinor: figures.lines[i]!.netMinor,
        taxMinor: figures.lines[i]!.taxMinor,
        totalMinor: figures.lines[i]!.totalMinor,
        serviceDate: l.serviceDate ?? null,
        packageSessions: l.packageSessions ?? null,
        packageProviderUserId: l.packageProviderUserId ?? null,
        billed: kind === 'invoice' && s.status !== 'cancelled',
      })),
    )
    .returning();
  for (const l of lines.filter((x) => x.source === 'package')) {
    await tx.insert(sessionPackage).values({
      organizationId: s.organizationId,
      patientId: s.patientId,
      providerUserId: l.packageProviderUserId!,
      invoiceLineId: l.id,
      name: l.description,
      sessions: l.packageSessions!,
      createdAt: issued,
    });
  }
  if (payments.length) {
    await tx.insert(invoicePayment).values(
      payments.map((p) => ({
        invoiceId: row!.id,
        amountMinor: p.amountMinor,
        method: p.method,
        paidOn: iso(new Date(now.getTime() - p.daysAgo * DAY)),
        recordedByUserId: s.createdBy,
        createdAt: new Date(now.getTime() - p.daysAgo * DAY),
      })),
    );
  }
  return { row: row!, lines };
}

const PRACTICE_PROFILE = {
  legalName: 'Verdant Demo Practice LLC',
  addressLine1: '200 Market Street, Suite 4',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'United States',
  taxId: '47-1234567',
  npi: '1234567893',
  phone: '+1 217 555 0142',
  email: 'billing@demo.verdant.health',
  currency: 'USD',
  paymentTermsDays: 30,
  invoiceNote: 'Payment by card, bank transfer or check within 30 days. Thank you for choosing us.',
  accentColor: '#1f6f78',
};

type Adjudication = { allowed: number; patient: number; reason?: string };

export async function seedDemoBilling(
  tx: DbOrTx,
  o: {
    practiceId: string;
    secondPracticeId: string;
    insurerId: string;
    users: Map<string, string>;
    now: Date;
  },
): Promise<void> {
  const { practiceId, now, users } = o;
  const staff = users.get('staff')!;
  const dietitian = users.get('dietitian')!;
  const fitness = users.get('fitness')!;
  const insurance = users.get('insurance')!;
  await tx.insert(billingProfile).values([
    { organizationId: practiceId, ...PRACTICE_PROFILE },
    {
      organizationId: o.secondPracticeId,
      legalName: 'Harbor Nutrition Clinic PC',
      addressLine1: '18 Commercial Street',
      city: 'Portland',
      region: 'ME',
      postalCode: '04101',
      country: 'United States',
      taxId: '83-7654321',
      npi: '1245319599',
      currency: 'USD',
    },
    {
      organizationId: o.insurerId,
      legalName: 'Verdant Demo Insurance Co.',
      payerId: 'VDINS01',
      currency: 'USD',
    },
  ]);
  await tx.insert(subscriptionChange).values([
    {
      organizationId: practiceId,
      fromPlan: 'starter',
      fromPeriod: 'monthly',
      toPlan: 'professional',
      toPeriod: 'monthly',
      byUserId: dietitian,
      at: new Date(now.getTime() - 120 * DAY),
    },
  ]);

  // the practice's patients with what happened to them: completed consultations and past appointments
  const consultations = await tx
    .select({
      id: consultation.id,
      patientId: consultation.patientId,
      occurredAt: consultation.occurredAt,
      sessionType: consultation.sessionType,
      provider: consultation.providerUserId,
    })
    .from(consultation)
    .where(and(eq(consultation.organizationId, practiceId), eq(consultation.status, 'completed')))
    .orderBy(asc(consultation.occurredAt));
  const appointments = await tx
    .select({
      id: appointment.id,
      patientId: appointment.patientId,
      startsAt: appointment.startsAt,
      serviceName: appointment.serviceName,
      price: appointment.servicePriceMinor,
      provider: appointment.providerUserId,
    })
    .from(appointment)
    .where(
      and(
        eq(appointment.organizationId, practiceId),
        eq(appointment.status, 'completed'),
        notInArray(appointment.providerUserId, [fitness]),
      ),
    )
    .orderBy(asc(appointment.startsAt));
  const emmaUser = users.get('patient');
  const [emma] = emmaUser ? await tx.select().from(patient).where(eq(patient.userId, emmaUser)) : [];
  const consultLine = (c: (typeof consultations)[number], price: number): SeedLine => ({
    source: 'consultation',
    sourceId: c.id,
    description:
      c.sessionType === 'initial'
        ? 'Medical nutrition therapy, initial assessment'
        : 'Medical nutrition therapy, follow-up',
    unitPriceMinor: price,
    serviceDate: iso(c.occurredAt),
  });
  const others = [...new Set(consultations.map((c) => c.patientId))].filter((id) => id !== emma?.id);
  const claims: {
    invoiceId: string;
    patientId: string;
    lines: { id: string; charge: number; date: string; code: string }[];
    status: ClaimStatus;
    adjudication?: Adjudication[];
    note?: string;
  }[] = [];

  // Emma Rodriguez: a paid initial assessment, a follow-up covered by her insurer, an open invoice
  if (emma) {
    const mine = consultations.filter((c) => c.patientId === emma.id);
    if (mine[0]) {
      await addInvoice(tx, now, {
        organizationId: practiceId,
        patientId: emma.id,
        createdBy: dietitian,
        issuedDaysAgo: 150,
        status: 'paid',
        lines: [consultLine(mine[0], 15000)],
        payments: [{ fraction: 1, method: 'card', daysAgo: 140 }],
      });
    }
    if (mine[1]) {
      const covered = await addInvoice(tx, now, {
        organizationId: practiceId,
        patientId: emma.id,
        createdBy: staff,
        issuedDaysAgo: 60,
        termsDays: 90,
        status: 'sent',
        lines: [consultLine(mine[1], 9000)],
        notes: 'Submitted to your insurer; you will owe only your share.',
      });
      claims.push({
        invoiceId: covered.row.id,
        patientId: emma.id,
        status: 'partially_paid',
        lines: covered.lines.map((l) => ({
          id: l.id,
          charge: l.totalMinor,
          date: l.serviceDate ?? iso(now),
          code: '97803',
        })),
        adjudication: [{ allowed: 7500, patient: 1500 }],
      });
    }
    await addInvoice(tx, now, {
      organizationId: practiceId,
      patientId: emma.id,
      createdBy: dietitian,
      issuedDaysAgo: 6,
      termsDays: 30,
      status: 'sent',
      lines: [
        ...(mine[2] ? [consultLine(mine[2], 9000)] : []),
        {
          source: 'custom',
          description: 'Iron-rich menu plan and shopping list',
          unitPriceMinor: 4500,
          taxRateBp: 625,
        },
      ],
    });
  }

  // the rest of the practice, one status each
  const plan: {
    status: InvoiceStatus;
    daysAgo: number;
    payments?: SeedInvoice['payments'];
    cancelReason?: string;
    claim?: ClaimStatus;
    adjudication?: Adjudication[];
  }[] = [
    { status: 'paid', daysAgo: 120, payments: [{ fraction: 1, method: 'bank_transfer', daysAgo: 110 }] },
    { status: 'overdue', daysAgo: 48 },
    { status: 'sent', daysAgo: 22, payments: [{ fraction: 0.5, method: 'cash', daysAgo: 18 }] },
    {
      status: 'sent',
      daysAgo: 25,
      claim: 'paid',
      adjudication: [
        { allowed: 12000, patient: 2400 },
        { allowed: 8000, patient: 0 },
      ],
    },
    {
      status: 'sent',
      daysAgo: 20,
      claim: 'denied',
      adjudication: [{ allowed: 0, patient: 0, reason: '50' }],
    },
    { status: 'sent', daysAgo: 14, claim: 'submitted' },
    { status: 'sent', daysAgo: 12, claim: 'accepted' },
    { status: 'sent', daysAgo: 10, claim: 'rejected' },
    { status: 'cancelled', daysAgo: 40, cancelReason: 'Entered for the wrong patient' },
    { status: 'paid', daysAgo: 75, payments: [{ fraction: 1, method: 'card', daysAgo: 70 }] },
  ];
  let credited: string | null = null;
  for (const [i, p] of plan.entries()) {
    const patientId = others[i % Math.max(others.length, 1)];
    if (!patientId) break;
    const theirs = consultations.filter((c) => c.patientId === patientId);
    const c = theirs[i < others.length ? 0 : 1] ?? theirs[0];
    const lines: SeedLine[] =
      c && p.status !== 'cancelled'
        ? [consultLine(c, 12000)]
        : [{ source: 'custom', description: 'Nutrition counselling session', unitPriceMinor: 12000 }];
    if (p.claim === 'paid')
      lines.push({
        source: 'custom',
        description: 'Medical nutrition therapy, follow-up (30 min)',
        unitPriceMinor: 8000,
        serviceDate: iso(new Date(now.getTime() - 26 * DAY)),
      });
    if (i === 2)
      lines.push({
        source: 'custom',
        description: 'Body composition analysis (BIA)',
        unitPriceMinor: 4000,
        taxRateBp: 625,
      });
    const made = await addInvoice(tx, now, {
      organizationId: practiceId,
      patientId,
      createdBy: i % 2 ? staff : dietitian,
      issuedDaysAgo: p.daysAgo,
      termsDays: 30,
      status: p.status,
      lines,
      payments: p.payments,
      cancelReason: p.cancelReason,
    });
    if (i === 9) credited = made.row.id;
    if (p.claim) {
      claims.push({
        invoiceId: made.row.id,
        patientId,
        status: p.claim,
        adjudication: p.adjudication,
        note:
          p.claim === 'rejected'
            ? 'Member ID not found: check the card'
            : p.claim === 'denied'
              ? 'Not medically necessary as documented'
              : undefined,
        lines: made.lines.map((l, k) => ({
          id: l.id,
          charge: l.totalMinor,
          date: l.serviceDate ?? iso(new Date(now.getTime() - p.daysAgo * DAY)),
          code: k === 0 ? '97802' : '97803',
        })),
      });
    }
  }
  // a credit note against the last paid invoice (a goodwill refund of part of it)
  if (credited) {
    const [orig] = await tx.select().from(invoice).where(eq(invoice.id, credited));
    const note = await addInvoice(
      tx,
      now,
      {
        organizationId: practiceId,
        patientId: orig!.patientId,
        createdBy: staff,
        issuedDaysAgo: 60,
        termsDays: 0,
        status: 'sent',
        lines: [
          { source: 'custom', description: 'Goodwill credit: session shortened', unitPriceMinor: 3000 },
        ],
        notes: 'Session shortened by the practice',
      },
      'credit_note',
      credited,
    );
    await tx.update(invoice).set({ creditedMinor: note.row.totalMinor }).where(eq(invoice.id, credited));
  }
  // a draft from an appointment that took place (the others stay unbilled, to bill in the app)
  const appt = appointments.find((a) => a.patientId && a.patientId !== emma?.id);
  if (appt?.patientId) {
    await addInvoice(tx, now, {
      organizationId: practiceId,
      patientId: appt.patientId,
      createdBy: staff,
      issuedDaysAgo: 0,
      status: 'draft',
      lines: [
        {
          source: 'appointment',
          sourceId: appt.id,
          description: appt.serviceName,
          unitPriceMinor: appt.price,
          serviceDate: iso(appt.startsAt),
        },
      ],
    });
  }

  await seedTrainerPackages(tx, { practiceId, fitness, patientUserId: users.get('patient')!, now });

  // claims to the demo insurer
  const profile = PRACTICE_PROFILE;
  for (const [i, c] of claims.entries()) {
    const [p] = await tx.select().from(patient).where(eq(patient.id, c.patientId));
    const sequence = await nextNumber(tx, practiceId, 'claim');
    const submitted = c.status !== 'draft';
    const icn = submitted ? await nextNumber(tx, practiceId, 'interchange') : null;
    const subscriber = {
      relationship: 'self' as const,
      firstName: p!.firstName,
      lastName: p!.lastName,
      dateOfBirth: p!.dateOfBirth ?? '1980-01-01',
      gender: (p!.gender === 'female' ? 'F' : p!.gender === 'male' ? 'M' : 'U') as 'F' | 'M' | 'U',
    };
    const address = {
      line1: p!.address || '100 Main Street',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62704',
    };
    const rendering = { npi: '1245319599', firstName: 'Maya', lastName: 'Chen' };
    const billing = {
      name: profile.legalName,
      npi: profile.npi,
      taxId: profile.taxId,
      address: {
        line1: profile.addressLine1,
        city: profile.city,
        state: profile.region,
        postalCode: profile.postalCode,
      },
      phone: profile.phone,
    };
    const total = c.lines.reduce((s, l) => s + l.charge, 0);
    const submittedAt = new Date(now.getTime() - (10 - Math.min(i, 8)) * DAY);
    const memberId = `VDI${String(48213 + i * 37).padStart(8, '0')}`;
    const x12 = submitted
      ? build837P({
          interchangeControlNumber: icn!,
          groupControlNumber: icn!,
          createdAt: submittedAt,
          usage: 'P',
          submitter: { name: billing.name, id: billing.npi, contactName: billing.name, phone: billing.phone },
          receiver: { name: 'Verdant Demo Insurance', id: 'VDINS01' },
          billingProvider: billing,
          subscriber: { ...subscriber, memberId, groupNumber: 'VD-GRP-200' },
          patient: subscriber,
          address,
          payer: { name: 'Verdant Demo Insurance', id: 'VDINS01' },
          claim: {
            controlNumber: claimNumberLabel(sequence),
            placeOfService: i % 2 ? '10' : '11',
            priorAuthorization: '',
            diagnosisCodes: ['Z71.3', 'E66.9'],
            renderingProvider: rendering,
            currency: 'USD',
          },
          lines: c.lines.map((l) => ({
            serviceDate: l.date,
            procedureCode: l.code,
            modifiers: i % 2 ? ['95'] : [],
            units: 2,
            chargeMinor: l.charge,
            diagnosisPointers: [1, 2],
            placeOfService: null,
          })),
        })
      : null;
    const outcome = c.adjudication?.map((a, k) => {
      const line = c.lines[k]!;
      const adjustments: ClaimAdjustment[] = [];
      const reason = a.reason ?? '45';
      if (line.charge - a.allowed > 0)
        adjustments.push({ group: 'CO', reasonCode: reason, amountMinor: line.charge - a.allowed });
      if (a.patient > 0) adjustments.push({ group: 'PR', reasonCode: '2', amountMinor: a.patient });
      return { allowed: a.allowed, paid: a.allowed - a.patient, owed: a.patient, adjustments };
    });
    const sum = (f: (x: NonNullable<typeof outcome>[number]) => number) =>
      outcome?.reduce((s, x) => s + f(x), 0) ?? null;
    const adjudicatedAt = outcome ? new Date(submittedAt.getTime() + 4 * DAY) : null;
    const [claim] = await tx
      .insert(insuranceClaim)
      .values({
        organizationId: practiceId,
        payerOrganizationId: o.insurerId,
        invoiceId: c.invoiceId,
        patientId: c.patientId,
        sequence,
        status: c.status,
        memberId,
        groupNumber: 'VD-GRP-200',
        subscriber,
        address,
        diagnosisCodes: ['Z71.3', 'E66.9'],
        placeOfService: i % 2 ? '10' : '11',
        renderingProvider: rendering,
        billingProvider: submitted ? billing : null,
        currency: 'USD',
        totalChargeMinor: total,
        allowedMinor: sum((x) => x.allowed),
        paidMinor: sum((x) => x.paid),
        patientResponsibilityMinor: sum((x) => x.owed),
        interchangeControlNumber: icn,
        x12,
        submittedAt: submitted ? submittedAt : null,
        adjudicatedAt,
        createdByUserId: staff,
        createdAt: new Date(submittedAt.getTime() - DAY),
        updatedAt: adjudicatedAt ?? submittedAt,
      })
      .returning();
    await tx.insert(insuranceClaimLine).values(
      c.lines.map((l, k) => ({
        claimId: claim!.id,
        position: k,
        serviceDate: l.date,
        procedureCode: l.code,
        modifiers: i % 2 ? ['95'] : [],
        units: 2,
        chargeMinor: l.charge,
        diagnosisPointers: [1, 2],
        invoiceLineId: l.id,
        allowedMinor: outcome?.[k]?.allowed ?? null,
        paidMinor: outcome?.[k]?.paid ?? null,
        patientResponsibilityMinor: outcome?.[k]?.owed ?? null,
        adjustments: outcome?.[k]?.adjustments ?? [],
      })),
    );
    const steps: [ClaimStatus | null, ClaimStatus, 'practice' | 'insurer', string | null][] = [
      [null, 'draft', 'practice', null],
      ['draft', 'submitted', 'practice', null],
    ];
    if (c.status === 'rejected') steps.push(['submitted', 'rejected', 'insurer', c.note ?? null]);
    if (['accepted', 'paid', 'partially_paid', 'denied'].includes(c.status))
      steps.push(['submitted', 'accepted', 'insurer', null]);
    if (['paid', 'partially_paid', 'denied'].includes(c.status))
      steps.push(['accepted', c.status, 'insurer', c.note ?? null]);
    await tx.insert(insuranceClaimEvent).values(
      steps.map(([from, to, side, note], k) => ({
        claimId: claim!.id,
        fromStatus: from,
        toStatus: to,
        side,
        note,
        byUserId: side === 'insurer' ? insurance : staff,
        at: new Date(submittedAt.getTime() + (k - 1) * DAY),
      })),
    );
    // the outcome on the invoice: the insurer's payment and the write-off
    if (outcome && adjudicatedAt) {
      const paid = sum((x) => x.paid)!;
      const writeOff = outcome.reduce(
        (s, x) => s + x.adjustments.filter((a) => a.group === 'CO').reduce((t, a) => t + a.amountMinor, 0),
        0,
      );
      const rows = [
        { kind: 'payment' as const, amountMinor: paid, method: 'insurance' as const },
        { kind: 'adjustment' as const, amountMinor: writeOff, method: null },
      ].filter((r) => r.amountMinor > 0);
      if (rows.length) {
        await tx.insert(invoicePayment).values(
          rows.map((r) => ({
            invoiceId: c.invoiceId,
            ...r,
            paidOn: iso(adjudicatedAt),
            reference: claimNumberLabel(sequence),
            claimId: claim!.id,
            recordedByUserId: insurance,
            createdAt: adjudicatedAt,
          })),
        );
      }
      const [inv] = await tx.select().from(invoice).where(eq(invoice.id, c.invoiceId));
      const balance = inv!.totalMinor - inv!.paidMinor - paid - writeOff;
      await tx
        .update(invoice)
        .set({
          paidMinor: inv!.paidMinor + paid,
          adjustedMinor: writeOff,
          paymentMethod: paid > 0 ? 'insurance' : inv!.paymentMethod,
          status: balance <= 0 ? 'paid' : inv!.status,
          paidAt: balance <= 0 ? adjudicatedAt : null,
        })
        .where(eq(invoice.id, c.invoiceId));
    }
  }

  // the second practice's own invoices (nobody of the first practice sees them)
  const harbor = await tx
    .select({ id: patient.id })
    .from(patient)
    .where(and(eq(patient.organizationId, o.secondPracticeId), isNull(patient.deletedAt)))
    .orderBy(asc(patient.lastName))
    .limit(3);
  const noor = users.get('dietitian2')!;
  for (const [i, h] of harbor.entries()) {
    await addInvoice(tx, now, {
      organizationId: o.secondPracticeId,
      patientId: h.id,
      createdBy: noor,
      issuedDaysAgo: 30 - i * 10,
      status: i === 0 ? 'paid' : 'sent',
      lines: [{ source: 'custom', description: 'Nutrition consultation', unitPriceMinor: 9500 }],
      payments: i === 0 ? [{ fraction: 1, method: 'card', daysAgo: 25 }] : [],
    });
  }
  // the overdue job's work is done: anything sent and past due is overdue already
  await tx
    .update(invoice)
    .set({ status: 'overdue' })
    .where(
      and(
        eq(invoice.status, 'sent'),
        eq(invoice.kind, 'invoice'),
        sql`${invoice.dueDate} < ${iso(now)}`,
        inArray(invoice.organizationId, [practiceId, o.secondPracticeId]),
      ),
    );
}

/**
 * The demo trainer's five clients (seed/fitness.ts: Emma Rodriguez, Chloé Dubois, Grace O'Connor, Lucas
 * Ferreira, Daniel Kim) each bought a package when their routine started, eight weeks ago. Their
 * weekly sessions with the trainer since then (completed, one missed) draw on it, oldest first, with
 * the calendar's visits of the last and the coming week (seed/calendar.ts, already in place): as many
 * past sessions are added as it takes for each package to stand where the plan says — Chloé with two
 * credits left and Grace with one (both flagged as running low), the others with more. The figures on
 * screen are computed from these rows by the billing module (packages.ts), never stored.
 */
async function seedTrainerPackages(
  tx: DbOrTx,
  o: { practiceId: string; fitness: string; patientUserId: string; now: Date },
) {
  const plan = [
    { who: { userId: o.patientUserId }, sessions: 10, left: 5, status: 'paid', missed: -1 },
    { who: { firstName: 'Chloé', lastName: 'Dubois' }, sessions: 10, left: 2, status: 'paid', missed: -1 },
    { who: { firstName: 'Grace', lastName: "O'Connor" }, sessions: 10, left: 1, status: 'sent', missed: 2 },
    { who: { firstName: 'Lucas', lastName: 'Ferreira' }, sessions: 10, left: 7, status: 'paid', missed: 1 },
    { who: { firstName: 'Daniel', lastName: 'Kim' }, sessions: 5, left: 3, status: 'paid', missed: -1 },
  ] as const;
  const [profile] = await tx.select().from(providerProfile).where(eq(providerProfile.userId, o.fitness));
  if (!profile) return;
  const [service] = await tx
    .select()
    .from(providerService)
    .where(eq(providerService.profileId, profile.id))
    .orderBy(asc(providerService.position))
    .limit(1);
  const soldDaysAgo = 56;
  const soldOn = iso(new Date(o.now.getTime() - soldDaysAgo * DAY));
  const midnight = Date.parse(`${iso(o.now)}T00:00:00Z`);
  for (const [c, p] of plan.entries()) {
    const [client] = await tx
      .select({
        id: patient.id,
        userId: patient.userId,
        firstName: patient.firstName,
        lastName: patient.lastName,
      })
      .from(patient)
      .where(
        and(
          eq(patient.organizationId, o.practiceId),
          isNull(patient.deletedAt),
          'userId' in p.who
            ? eq(patient.userId, p.who.userId)
            : and(eq(patient.firstName, p.who.firstName), eq(patient.lastName, p.who.lastName)),
        ),
      );
    if (!client) continue;
    await addInvoice(tx, o.now, {
      organizationId: o.practiceId,
      patientId: client.id,
      createdBy: o.fitness,
      issuedDaysAgo: soldDaysAgo,
      status: p.status,
      lines: [
        {
          source: 'package',
          description: `${p.sessions} personal training sessions`,
          unitPriceMinor: p.sessions === 10 ? 50000 : 27500,
          packageSessions: p.sessions,
          packageProviderUserId: o.fitness,
        },
      ],
      payments: p.status === 'paid' ? [{ fraction: 1, method: 'card', daysAgo: soldDaysAgo - 1 }] : [],
    });
    // the calendar's sessions of this client with the trainer since the sale already draw on it
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(appointment)
      .where(
        and(
          eq(appointment.patientId, client.id),
          eq(appointment.providerUserId, o.fitness),
          inArray(appointment.status, ['completed', 'no-show', 'scheduled']),
          sql`${appointment.startsAt} >= ${`${soldOn}T00:00:00Z`}::timestamptz`,
        ),
      )) as [{ n: number }];
    const add = Math.max(0, p.sessions - p.left - Number(n));
    // weekly, from two weeks ago backwards (the calendar owns the last week), an hour of its own each
    for (let i = 0; i < add; i++) {
      const starts = new Date(midnight - (14 + i * 5 + c) * DAY + (7 + c) * 3_600_000);
      const minutes = service?.durationMinutes ?? 60;
      await tx.insert(appointment).values({
        organizationId: o.practiceId,
        providerUserId: o.fitness,
        providerProfileId: profile.id,
        patientId: client.id,
        serviceId: service?.id ?? null,
        serviceName: service?.name ?? 'Personal training',
        serviceDurationMinutes: minutes,
        servicePriceMinor: service?.priceMinor ?? 0,
        serviceCurrency: service?.currency ?? 'USD',
        startsAt: starts,
        endsAt: new Date(starts.getTime() + minutes * 60_000),
        timeZone: profile.timeZone,
        type: 'in_person',
        status: i === p.missed ? 'no-show' : 'completed',
        confirmationCode: newConfirmationCode(),
        createdAt: new Date(starts.getTime() - 7 * DAY),
        updatedAt: starts,
      });
    }
    if (p.left <= PACKAGE_LOW_AT) await seedLowAlert(tx, o, client, p.left, c);
  }
}

/**
 * A package standing at PACKAGE_LOW_AT credits or fewer was alerted when it fell there (billing
 * package-alerts.ts, ADR 0054): its alert row, so the app does not alert it again, and the
 * notifications the trainer (and the client, when they have an account) received then.
 */
async function seedLowAlert(
  tx: DbOrTx,
  o: { practiceId: string; fitness: string; now: Date },
  client: { id: string; userId: string | null; firstName: string; lastName: string },
  left: number,
  c: number,
) {
  const [pkg] = await tx
    .select({ id: sessionPackage.id, name: sessionPackage.name })
    .from(sessionPackage)
    .where(and(eq(sessionPackage.patientId, client.id), eq(sessionPackage.providerUserId, o.fitness)))
    .orderBy(asc(sessionPackage.createdAt))
    .limit(1);
  const [trainer] = await tx.select({ name: user.name }).from(user).where(eq(user.id, o.fitness));
  if (!pkg || !trainer) return;
  // told when the session that left it there was booked (this week's, seed/calendar.ts): hours ago
  const at = new Date(o.now.getTime() - (2 + c) * 3_600_000);
  await tx.insert(sessionPackageAlert).values({
    packageId: pkg.id,
    threshold: 'low',
    organizationId: o.practiceId,
    patientId: client.id,
    remaining: left,
    createdAt: at,
  });
  const params = {
    patient: `${client.firstName} ${client.lastName}`,
    trainer: trainer.name,
    package: pkg.name,
    count: left,
  };
  await tx.insert(notification).values([
    {
      userId: o.fitness,
      kind: 'package.low',
      titleKey: 'packageLow',
      params,
      link: `/patients/${client.id}?tab=packages`,
      patientId: client.id,
      createdAt: at,
    },
    ...(client.userId
      ? [
          {
            userId: client.userId,
            kind: 'package.low' as const,
            titleKey: 'packageLowMine',
            params,
            link: '/patient/billing',
            patientId: client.id,
            createdAt: at,
          },
        ]
      : []),
  ]);
}

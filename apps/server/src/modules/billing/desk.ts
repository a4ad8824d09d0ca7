/**
 * The front desk's billing of a visit (issue 21, ADR 0063): on a visit of the day, issue its invoice
 * from the service's price, or take a payment on the visit's open invoice (issuing one first when
 * there is none), with the receipt. Only billing's own writes are used (`insertInvoice`,
 * `recordPayment`), so the numbering, the billed-once index, the balance and the audit are the same
 * as on the invoice screen. The visit is reached through its patient in the caller's billing scope:
 * another practice's visit, or one without a patient, is NOT_FOUND.
 *
 * A visit may be billed once the patient has arrived (checked in), or when it took place or was
 * missed (the billing screen's rule for appointments); a fitness session drawn from a session
 * package is paid by the package; a visit of price 0 has nothing to bill. The desk's day shows each
 * visit's state at a glance (`dayBilling`), so it offers "Take payment" only where something is owed.
 */
import {
  type DeskDayBilling,
  type DeskDayBillingQuery,
  type DeskNotBillable,
  deskDayBillingQuerySchema,
  type DeskPaymentInput,
  type DeskReceipt,
  type DeskVisitBilling,
  deskPaymentInputSchema,
  type Invoice,
  invoiceLineInputSchema,
  invoiceNumberLabel,
} from '@verdant/shared';
import { and, desc, eq, gte, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import { appointment, invoice, invoiceLine, invoicePayment, patient } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { findVisiblePatient, visiblePatients } from '../patients/index.ts';
import { packageDraws, packageDrawsOf } from './packages.ts';
import { profileRow } from './profile.ts';
import { notifyInvoiceIssued } from './send.ts';
import {
  balanceOf,
  entry,
  type InvoiceRow,
  insertInvoice,
  recordPayment,
  toInvoice,
  toSummary,
} from './service.ts';

type VisitRow = typeof appointment.$inferSelect;
type PatientRow = typeof patient.$inferSelect;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The visit and its patient in the caller's billing scope (locked when asked), or NOT_FOUND. */
async function findVisit(
  ctx: ServiceContext,
  id: string,
  lock = false,
): Promise<{ visit: VisitRow; patient: PatientRow }> {
  const scope = visiblePatients(ctx, 'billing');
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select()
    .from(appointment)
    .where(and(eq(appointment.id, id), eq(appointment.organizationId, scope.organizationId)));
  const [visit] = lock ? await query.for('update') : await query;
  if (!visit?.patientId) throw new AppError('NOT_FOUND');
  const p = await findVisiblePatient(ctx, visit.patientId, { category: 'billing' });
  if (p.organizationId !== visit.organizationId) throw new AppError('NOT_FOUND');
  return { visit, patient: p };
}

/** The live invoice (not cancelled, not deleted) whose line bills this visit, or null. */
async function visitInvoice(ctx: ServiceContext, visitId: string, lock = false): Promise<InvoiceRow | null> {
  const query = ctx.db
    .select({ inv: invoice })
    .from(invoiceLine)
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .where(
      and(
        eq(invoiceLine.source, 'appointment'),
        eq(invoiceLine.sourceId, visitId),
        eq(invoiceLine.billed, true),
        eq(invoice.kind, 'invoice'),
        isNull(invoice.deletedAt),
      ),
    )
    .orderBy(desc(invoice.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: invoice }) : await query;
  return row?.inv ?? null;
}

type VisitState = Pick<VisitRow, 'id' | 'status' | 'checkedInAt' | 'servicePriceMinor'>;

/** Why the visit cannot be invoiced now, or null; `drawn`: the visits session packages pay for. */
function reasonOf(visit: VisitState, drawn: ReadonlySet<string>): DeskNotBillable | null {
  if (visit.status === 'cancelled' || visit.status === 'pending') return 'cancelled';
  if (visit.status === 'scheduled' && !visit.checkedInAt) return 'notArrived';
  if (visit.servicePriceMinor <= 0) return 'noPrice';
  if (drawn.has(visit.id)) return 'package';
  return null;
}

/** Why the visit cannot be invoiced now, or null. */
async function notBillable(ctx: ServiceContext, visit: VisitRow): Promise<DeskNotBillable | null> {
  return reasonOf(visit, new Set(await packageDraws(ctx, visit.patientId!)));
}

const nameOf = (p: PatientRow) => `${p.firstName} ${p.lastName}`;

/** What the desk needs to bill a visit: its price, its live invoice, and whether it may be billed now. */
export async function visitBilling(ctx: ServiceContext, visitId: string): Promise<DeskVisitBilling> {
  return readAudited(
    ctx,
    async (tx) => {
      const { visit, patient: p } = await findVisit(tx, visitId);
      const [inv, reason, profile] = await Promise.all([
        visitInvoice(tx, visit.id),
        notBillable(tx, visit),
        profileRow(tx, p.organizationId),
      ]);
      return {
        visit: {
          id: visit.id,
          patient: { id: p.id, name: nameOf(p) },
          serviceName: visit.serviceName,
          priceMinor: visit.servicePriceMinor,
          currency: visit.serviceCurrency,
          start: visit.startsAt.toISOString(),
          status: visit.status,
          checkedIn: visit.checkedInAt !== null,
        },
        invoice: inv ? toSummary(inv, p) : null,
        notBillable: inv ? null : reason,
        taxRateBasisPoints: profile.defaultTaxRateBp,
      };
    },
    (v) => [
      {
        action: 'front_desk.visit_billing.read',
        resourceType: 'appointment',
        resourceId: v.visit.id,
        patientId: v.visit.patient.id,
      },
    ],
  );
}

/**
 * Every visit of the range (cancelled and unconfirmed ones aside) whose patient is in the caller's
 * billing scope, with the invoice billing it and why it cannot be invoiced now: the desk's day at a
 * glance. One audited read naming the patients shown.
 */
export async function dayBilling(ctx: ServiceContext, raw: DeskDayBillingQuery): Promise<DeskDayBilling> {
  const q = deskDayBillingQuerySchema.parse(raw);
  const scope = visiblePatients(ctx, 'billing');
  return readAudited(
    ctx,
    async (tx) => {
      const visits = await tx.db
        .select({
          id: appointment.id,
          patientId: patient.id,
          status: appointment.status,
          checkedInAt: appointment.checkedInAt,
          servicePriceMinor: appointment.servicePriceMinor,
        })
        .from(appointment)
        .innerJoin(patient, eq(patient.id, appointment.patientId))
        .where(
          and(
            eq(appointment.organizationId, scope.organizationId),
            scope.where,
            gte(appointment.startsAt, new Date(q.from)),
            lt(appointment.startsAt, new Date(q.to)),
            notInArray(appointment.status, ['cancelled', 'pending']),
          ),
        );
      if (visits.length === 0) return { items: [] };
      const [lines, drawn] = await Promise.all([
        tx.db
          .select({ visitId: invoiceLine.sourceId, inv: invoice })
          .from(invoiceLine)
          .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
          .where(
            and(
              eq(invoiceLine.source, 'appointment'),
              inArray(
                invoiceLine.sourceId,
                visits.map((v) => v.id),
              ),
              eq(invoiceLine.billed, true),
              eq(invoice.kind, 'invoice'),
              isNull(invoice.deletedAt),
            ),
          )
          .orderBy(desc(invoice.createdAt)),
        packageDrawsOf(tx, [...new Set(visits.map((v) => v.patientId))]),
      ]);
      const billedBy = new Map<string, InvoiceRow>();
      for (const l of lines) if (l.visitId && !billedBy.has(l.visitId)) billedBy.set(l.visitId, l.inv);
      return {
        items: visits.map((v) => {
          const inv = billedBy.get(v.id);
          return {
            visitId: v.id,
            patientId: v.patientId,
            invoice: inv
              ? {
                  id: inv.id,
                  number: invoiceNumberLabel(inv.kind, inv.sequence),
                  status: inv.status,
                  balanceMinor: inv.status === 'cancelled' ? 0 : balanceOf(inv),
                  currency: inv.currency,
                }
              : null,
            notBillable: inv ? null : reasonOf(v, drawn),
          };
        }),
      };
    },
    (r) =>
      r.items.map((i) => ({
        action: 'front_desk.day_billing.read',
        resourceType: 'appointment',
        resourceId: i.visitId,
        patientId: i.patientId,
      })),
  );
}

/** Issues (status `sent`) an invoice of one line, the visit's service at its price, in the caller's transaction. */
async function issueFor(ctx: ServiceContext, visit: VisitRow, p: PatientRow): Promise<InvoiceRow> {
  const reason = await notBillable(ctx, visit);
  if (reason) throw new AppError('VISIT_NOT_BILLABLE', undefined, { reason });
  const profile = await profileRow(ctx, p.organizationId);
  const issueDate = ctx.now().toISOString().slice(0, 10);
  const serviceDate = visit.startsAt.toISOString().slice(0, 10);
  const line = invoiceLineInputSchema.parse({
    source: 'appointment',
    sourceId: visit.id,
    description: visit.serviceName,
    quantity: 1,
    unitPriceMinor: visit.servicePriceMinor,
    taxRateBasisPoints: profile.defaultTaxRateBp,
    serviceDate,
  });
  const inv = await insertInvoice(
    ctx,
    p,
    {
      status: 'sent',
      sentAt: ctx.now(),
      issueDate,
      dueDate: addDays(issueDate, profile.paymentTermsDays),
      currency: visit.serviceCurrency,
      notes: null,
    },
    [line],
  );
  await audit(ctx, entry('invoice.create', inv));
  await audit(ctx, entry('invoice.issue', inv));
  await tellPatient(ctx, inv, p);
  return inv;
}

/** The patient with an account hears of an invoice issued to them (in the app; no e-mail from the desk). */
async function tellPatient(ctx: ServiceContext, inv: InvoiceRow, p: PatientRow) {
  if (p.userId) await notifyInvoiceIssued(ctx, await toInvoice(ctx, inv, p), p);
}

/** Issues the visit's invoice from its service's price ("Issue invoice" at the desk). */
export async function issueVisitInvoice(ctx: ServiceContext, visitId: string): Promise<Invoice> {
  return withTransaction(ctx, async (tx) => {
    const { visit, patient: p } = await findVisit(tx, visitId, true);
    const existing = await visitInvoice(tx, visit.id);
    if (existing) throw new AppError('INVOICE_ALREADY_BILLED', undefined, { sources: [visit.id] });
    const inv = await issueFor(tx, visit, p);
    return toInvoice(tx, inv, p);
  });
}

/**
 * Takes a payment for a visit: on its open invoice (a draft of it is issued first), or on a new
 * invoice issued from the service's price when it has none. Answers the receipt.
 */
export async function takeVisitPayment(
  ctx: ServiceContext,
  visitId: string,
  raw: DeskPaymentInput,
): Promise<DeskReceipt> {
  const input = deskPaymentInputSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { visit, patient: p } = await findVisit(tx, visitId, true);
    let inv = await visitInvoice(tx, visit.id, true);
    if (input.invoiceId && input.invoiceId !== inv?.id) throw fieldError({ invoiceId: 'invalidOption' });
    let issued = false;
    if (!inv) {
      inv = await issueFor(tx, visit, p);
      issued = true;
    } else if (inv.status === 'draft') {
      [inv] = (await tx.db
        .update(invoice)
        .set({ status: 'sent', sentAt: tx.now(), updatedAt: tx.now(), version: inv.version + 1 })
        .where(eq(invoice.id, inv.id))
        .returning()) as [InvoiceRow];
      await audit(tx, entry('invoice.issue', inv));
      await tellPatient(tx, inv, p);
      issued = true;
    }
    const { invoiceId: _picked, ...payment } = input;
    const before = new Set(
      (
        await tx.db
          .select({ id: invoicePayment.id })
          .from(invoicePayment)
          .where(eq(invoicePayment.invoiceId, inv.id))
      ).map((r) => r.id),
    );
    const view = await recordPayment(tx, inv.id, payment);
    const recorded = view.payments.find((x) => !before.has(x.id))!;
    return { invoice: view, payment: recorded, issued };
  });
}

/**
 * Invoices and credit notes of a practice. An invoice is reached through its patient, so every query
 * starts from the patients module's scope (`visiblePatients`): staff and administrators see the whole
 * practice's, a clinician those of the patients on their care team; anything else is NOT_FOUND. The
 * patient reads their own issued invoices under /me (patient-view.ts).
 *
 * Lifecycle: draft → sent → paid, sent → overdue (the daily job) → paid; draft or sent → cancelled.
 * A draft is edited freely and may be deleted (its number stays taken: numbers are never reused). A
 * sent invoice is not edited: it is cancelled and reissued (while nothing was paid) or corrected by a
 * credit note. Payments may be partial; the balance is total − payments − insurance adjustments −
 * credit notes, and the invoice is `paid` when nothing remains. Every write runs in one transaction
 * with its audit event; totals are computed here with the one rounding rule of @verdant/shared money.
 */
import {
  type CancelInvoiceInput,
  type CreditNoteInput,
  cancelInvoiceSchema,
  creditNoteInputSchema,
  type Invoice,
  type InvoiceCreateInput,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceStatus,
  type InvoiceSummary,
  type InvoiceUpdateInput,
  invoiceCreateSchema,
  invoiceFigures,
  invoiceListQuerySchema,
  invoiceNumberLabel,
  invoiceUpdateSchema,
  type PaymentInput,
  paymentInputSchema,
  quantityHundredths,
} from '@verdant/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import {
  invoice,
  invoiceLine,
  invoicePayment,
  organization,
  patient,
  sessionPackage,
  user,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { findVisiblePatient, visiblePatients } from '../patients/index.ts';
import { nextNumber } from './numbering.ts';
import { profileRow } from './profile.ts';
import { emitWebhookEvent } from '../integrations/index.ts';
import { type CheckedLine, checkLines } from './sources.ts';

export type InvoiceRow = typeof invoice.$inferSelect;
type PatientRow = typeof patient.$inferSelect;
type LineRow = typeof invoiceLine.$inferSelect;

export const entry = (action: string, inv: { id: string; patientId: string }): AuditEntry => ({
  action,
  resourceType: 'invoice',
  resourceId: inv.id,
  patientId: inv.patientId,
});

const today = (ctx: ServiceContext) => ctx.now().toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const balanceOf = (
  r: Pick<InvoiceRow, 'totalMinor' | 'paidMinor' | 'adjustedMinor' | 'creditedMinor'>,
) => r.totalMinor - r.paidMinor - r.adjustedMinor - r.creditedMinor;

/** Where-clause of every practice-side invoice query (join `patient`): live invoices in the caller's scope. */
export function invoiceWhere(ctx: ServiceContext): SQL {
  return and(
    visiblePatients(ctx, 'billing').where,
    isNull(invoice.deletedAt),
    eq(invoice.organizationId, patient.organizationId),
  )!;
}

/** The invoice with this id and its patient, in scope (locked for update when asked), or NOT_FOUND. */
export async function findInvoice(
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ inv: InvoiceRow; patient: PatientRow }> {
  const where = invoiceWhere(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select({ inv: invoice, patient })
    .from(invoice)
    .innerJoin(patient, eq(patient.id, invoice.patientId))
    .where(and(eq(invoice.id, id), where));
  const [row] = options.lock ? await query.for('update', { of: invoice }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function toSummary(
  r: InvoiceRow,
  p: { id: string; firstName: string; lastName: string },
): InvoiceSummary {
  return {
    id: r.id,
    kind: r.kind,
    number: invoiceNumberLabel(r.kind, r.sequence),
    patient: { id: p.id, firstName: p.firstName, lastName: p.lastName },
    status: r.status,
    issueDate: r.issueDate,
    dueDate: r.dueDate,
    currency: r.currency,
    totalMinor: r.totalMinor,
    amountPaidMinor: r.paidMinor,
    balanceMinor: r.kind === 'credit_note' || r.status === 'cancelled' ? 0 : balanceOf(r),
    paymentMethod: r.paymentMethod,
    createdAt: r.createdAt.toISOString(),
  };
}

const refOf = (r: { id: string; kind: InvoiceRow['kind']; sequence: number }) => ({
  id: r.id,
  number: invoiceNumberLabel(r.kind, r.sequence),
});

/** The whole invoice as the API answers it. */
export async function toInvoice(ctx: ServiceContext, r: InvoiceRow, p: PatientRow): Promise<Invoice> {
  const [lines, payments, credits, related, names] = await Promise.all([
    ctx.db
      .select()
      .from(invoiceLine)
      .where(eq(invoiceLine.invoiceId, r.id))
      .orderBy(asc(invoiceLine.position)),
    ctx.db
      .select({ pay: invoicePayment, by: user.name })
      .from(invoicePayment)
      .leftJoin(user, eq(user.id, invoicePayment.recordedByUserId))
      .where(and(eq(invoicePayment.invoiceId, r.id), isNull(invoicePayment.voidedAt)))
      .orderBy(asc(invoicePayment.createdAt)),
    ctx.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.creditsInvoiceId, r.id), isNull(invoice.deletedAt)))
      .orderBy(asc(invoice.sequence)),
    ctx.db
      .select()
      .from(invoice)
      .where(
        and(
          isNull(invoice.deletedAt),
          sql`(${invoice.id} in (${r.creditsInvoiceId ?? r.id}, ${r.reissueOfId ?? r.id}) or ${invoice.reissueOfId} = ${r.id})`,
          ne(invoice.id, r.id),
        ),
      ),
    ctx.db
      .select({
        org: organization.name,
        creator: sql<
          string | null
        >`(select ${user.name} from ${user} where ${user.id} = ${r.createdByUserId})`,
      })
      .from(organization)
      .where(eq(organization.id, r.organizationId)),
  ]);
  const find = (id: string | null) => related.find((x) => x.id === id);
  const reissuedAs = related.find((x) => x.reissueOfId === r.id);
  const creditsOf = find(r.creditsInvoiceId);
  const reissueOf = find(r.reissueOfId);
  return {
    ...toSummary(r, p),
    patient: {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      hasAccount: p.userId !== null,
    },
    subtotalMinor: r.subtotalMinor,
    taxMinor: r.taxMinor,
    adjustedMinor: r.adjustedMinor,
    creditedMinor: r.creditedMinor,
    notes: r.notes,
    lines: lines.map(toLine),
    payments: payments.map(({ pay, by }) => ({
      id: pay.id,
      kind: pay.kind,
      amountMinor: pay.amountMinor,
      method: pay.method,
      paidOn: pay.paidOn,
      reference: pay.reference,
      claimId: pay.claimId,
      recordedBy: by,
      createdAt: pay.createdAt.toISOString(),
    })),
    creditNotes: credits.map((c) => ({ ...refOf(c), totalMinor: c.totalMinor, status: c.status })),
    credits: creditsOf ? refOf(creditsOf) : null,
    reissueOf: reissueOf ? refOf(reissueOf) : null,
    reissuedAs: reissuedAs ? refOf(reissuedAs) : null,
    sentAt: r.sentAt?.toISOString() ?? null,
    paidAt: r.paidAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    createdBy: names[0]?.creator ?? null,
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
    practice: { name: names[0]?.org ?? '' },
  };
}

function toLine(l: LineRow): Invoice['lines'][number] {
  return {
    id: l.id,
    source: l.source,
    sourceId: l.sourceId,
    description: l.description,
    quantity: l.quantityHundredths / 100,
    unitPriceMinor: l.unitPriceMinor,
    taxRateBasisPoints: l.taxRateBp,
    netMinor: l.netMinor,
    taxMinor: l.taxMinor,
    totalMinor: l.totalMinor,
    serviceDate: l.serviceDate,
    packageSessions: l.packageSessions,
    packageProviderUserId: l.packageProviderUserId,
  };
}

// ---------------------------------------------------------------- reads

function listConditions(ctx: ServiceContext, query: ReturnType<typeof invoiceListQuerySchema.parse>): SQL[] {
  const conditions = [invoiceWhere(ctx)];
  if (query.patientId)
    conditions.push(isUuid(query.patientId) ? eq(invoice.patientId, query.patientId) : sql`false`);
  if (query.from) conditions.push(gte(invoice.issueDate, query.from));
  if (query.to) conditions.push(lte(invoice.issueDate, query.to));
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      sql`(lower(${patient.firstName} || ' ' || ${patient.lastName}) like ${like}${digits ? sql` or ${invoice.sequence} = ${Number(digits.slice(0, 9))}` : sql``})`,
    );
  }
  return conditions;
}

export async function listInvoices(ctx: ServiceContext, raw: InvoiceListQuery): Promise<InvoicePage> {
  const query = invoiceListQuerySchema.parse(raw);
  const base = listConditions(ctx, query);
  const conditions = [...base];
  if (query.kind !== 'all') conditions.push(eq(invoice.kind, query.kind));
  if (query.status === 'outstanding') conditions.push(inArray(invoice.status, ['sent', 'overdue']));
  else if (query.status !== 'all') conditions.push(eq(invoice.status, query.status));
  const where = and(...conditions)!;
  return readAudited(
    ctx,
    async (tx) => {
      const [rows, counted, totals] = await Promise.all([
        tx.db
          .select({
            inv: invoice,
            patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
          })
          .from(invoice)
          .innerJoin(patient, eq(patient.id, invoice.patientId))
          .where(where)
          .orderBy(desc(invoice.issueDate), desc(invoice.createdAt), desc(invoice.id))
          .limit(query.pageSize + 1)
          .offset(pageOffset(query)),
        cappedCount(
          tx.db,
          tx.db
            .select({ one: sql`1` })
            .from(invoice)
            .innerJoin(patient, eq(patient.id, invoice.patientId))
            .where(where),
        ),
        owedTotals(tx, and(...base)!),
      ]);
      return {
        ...numberedPage(query, rows, counted, ({ inv, patient: p }) => toSummary(inv, p)),
        totals,
      };
    },
    (page) => page.items.map((i) => entry('invoice.list', { id: i.id, patientId: i.patient.id })),
  );
}

const OWED = sql`(${invoice.totalMinor} - ${invoice.paidMinor} - ${invoice.adjustedMinor} - ${invoice.creditedMinor})`;

/** Money still owed, per currency, over invoices matching `where` (joined with `patient`). */
export async function owedTotals(ctx: ServiceContext, where: SQL) {
  const rows = await ctx.db
    .select({
      currency: invoice.currency,
      outstandingMinor: sql<string>`coalesce(sum(${OWED}) filter (where ${invoice.status} in ('sent', 'overdue')), 0)`,
      outstandingCount: sql<number>`count(*) filter (where ${invoice.status} in ('sent', 'overdue'))::int`,
      overdueMinor: sql<string>`coalesce(sum(${OWED}) filter (where ${invoice.status} = 'overdue'), 0)`,
      overdueCount: sql<number>`count(*) filter (where ${invoice.status} = 'overdue')::int`,
    })
    .from(invoice)
    .innerJoin(patient, eq(patient.id, invoice.patientId))
    .where(and(where, eq(invoice.kind, 'invoice')))
    .groupBy(invoice.currency)
    .orderBy(asc(invoice.currency));
  return rows.map((r) => ({
    currency: r.currency,
    outstandingMinor: Number(r.outstandingMinor),
    outstandingCount: Number(r.outstandingCount),
    overdueMinor: Number(r.overdueMinor),
    overdueCount: Number(r.overdueCount),
  }));
}

export async function getInvoice(ctx: ServiceContext, id: string): Promise<Invoice> {
  return readAudited(
    ctx,
    async (tx) => {
      const { inv, patient: p } = await findInvoice(tx, id);
      return toInvoice(tx, inv, p);
    },
    (v) => [entry('invoice.read', { id: v.id, patientId: v.patient.id })],
  );
}

// ---------------------------------------------------------------- writes

/** Writes the lines of an invoice (and the session packages its package lines sell). */
async function writeLines(
  ctx: ServiceContext,
  inv: InvoiceRow,
  lines: readonly CheckedLine[],
): Promise<void> {
  const figures = invoiceFigures(
    lines.map((l) => ({
      quantityHundredths: quantityHundredths(l.quantity),
      unitPriceMinor: l.unitPriceMinor,
      taxRateBasisPoints: l.taxRateBasisPoints,
    })),
  );
  if (lines.length === 0) return;
  let inserted: LineRow[];
  try {
    inserted = await ctx.db
      .insert(invoiceLine)
      .values(
        lines.map((l, i) => ({
          invoiceId: inv.id,
          position: i,
          source: l.source,
          sourceId: l.source === 'custom' || l.source === 'package' ? null : l.sourceId,
          description: l.description,
          quantityHundredths: quantityHundredths(l.quantity),
          unitPriceMinor: l.unitPriceMinor,
          taxRateBp: l.taxRateBasisPoints,
          netMinor: figures.lines[i]!.netMinor,
          taxMinor: figures.lines[i]!.taxMinor,
          totalMinor: figures.lines[i]!.totalMinor,
          serviceDate: l.serviceDate,
          packageSessions: l.source === 'package' ? l.packageSessions : null,
          packageProviderUserId: l.source === 'package' ? l.packageProviderUserId : null,
          billed: inv.kind === 'invoice',
        })),
      )
      .returning();
  } catch (err) {
    // two invoices racing for the same appointment or consultation: the unique index decides
    if (isUniqueViolation(err, 'invoice_line_billed_once_idx')) throw new AppError('INVOICE_ALREADY_BILLED');
    throw err;
  }
  const packages = inserted.filter((l) => l.source === 'package');
  if (packages.length && inv.kind === 'invoice') {
    await ctx.db.insert(sessionPackage).values(
      packages.map((l) => ({
        organizationId: inv.organizationId,
        patientId: inv.patientId,
        providerUserId: l.packageProviderUserId!,
        invoiceLineId: l.id,
        name: l.description,
        sessions: l.packageSessions!,
        createdAt: ctx.now(),
      })),
    );
  }
  await ctx.db
    .update(invoice)
    .set({ subtotalMinor: figures.subtotalMinor, taxMinor: figures.taxMinor, totalMinor: figures.totalMinor })
    .where(eq(invoice.id, inv.id));
}

/** A new invoice (or credit note) with the next number of its series, in the caller's transaction. */
export async function insertInvoice(
  ctx: ServiceContext,
  p: PatientRow,
  values: {
    kind?: InvoiceRow['kind'];
    status?: InvoiceStatus;
    issueDate: string;
    dueDate: string;
    currency: string;
    notes: string | null;
    creditsInvoiceId?: string | null;
    reissueOfId?: string | null;
    sentAt?: Date | null;
  },
  lines: readonly CheckedLine[],
): Promise<InvoiceRow> {
  const kind = values.kind ?? 'invoice';
  const sequence = await nextNumber(ctx.db, p.organizationId, kind);
  const [inv] = await ctx.db
    .insert(invoice)
    .values({
      organizationId: p.organizationId,
      patientId: p.id,
      kind,
      sequence,
      status: values.status ?? 'draft',
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      currency: values.currency,
      notes: values.notes,
      creditsInvoiceId: values.creditsInvoiceId ?? null,
      reissueOfId: values.reissueOfId ?? null,
      sentAt: values.sentAt ?? null,
      createdByUserId: actorUserId(ctx),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  await writeLines(ctx, inv!, lines);
  const [saved] = await ctx.db.select().from(invoice).where(eq(invoice.id, inv!.id));
  return saved!;
}

async function datesAndCurrency(
  ctx: ServiceContext,
  organizationId: string,
  input: { issueDate?: string | undefined; dueDate?: string | undefined; currency?: string | undefined },
) {
  const profile = await profileRow(ctx, organizationId);
  const issueDate = input.issueDate ?? today(ctx);
  const dueDate = input.dueDate ?? addDays(issueDate, profile.paymentTermsDays);
  if (dueDate < issueDate) throw fieldError({ dueDate: 'dueBeforeIssue' });
  return { issueDate, dueDate, currency: input.currency ?? profile.currency };
}

export async function createInvoice(ctx: ServiceContext, raw: InvoiceCreateInput): Promise<Invoice> {
  const input = invoiceCreateSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, input.patientId, { category: 'billing' });
    const dates = await datesAndCurrency(tx, p.organizationId, input);
    const lines = await checkLines(tx, p, input.lines, dates.currency);
    const inv = await insertInvoice(tx, p, { ...dates, notes: input.notes ?? null }, lines);
    await audit(tx, entry('invoice.create', inv));
    return toInvoice(tx, inv, p);
  });
}

function assertDraft(inv: InvoiceRow): void {
  if (inv.status !== 'draft') throw new AppError('INVOICE_READ_ONLY', undefined, { status: inv.status });
}

/** Releases the appointments and consultations of an invoice's lines (cancelled or deleted). */
async function releaseLines(ctx: ServiceContext, invoiceId: string): Promise<void> {
  await ctx.db.update(invoiceLine).set({ billed: false }).where(eq(invoiceLine.invoiceId, invoiceId));
}

export async function updateInvoice(
  ctx: ServiceContext,
  id: string,
  raw: InvoiceUpdateInput,
): Promise<Invoice> {
  const input = invoiceUpdateSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { inv, patient: p } = await findInvoice(tx, id, { lock: true });
    assertDraft(inv);
    if (inv.kind !== 'invoice') throw new AppError('INVOICE_READ_ONLY', undefined, { status: inv.status });
    if (inv.version !== input.version) throw new AppError('CONFLICT', undefined, { version: inv.version });
    const dates = await datesAndCurrency(tx, p.organizationId, {
      issueDate: input.issueDate ?? inv.issueDate,
      dueDate: input.dueDate ?? inv.dueDate,
      currency: input.currency ?? inv.currency,
    });
    await tx.db.delete(invoiceLine).where(eq(invoiceLine.invoiceId, inv.id));
    const lines = await checkLines(tx, p, input.lines, dates.currency);
    const [updated] = await tx.db
      .update(invoice)
      .set({
        ...dates,
        notes: input.notes === undefined ? inv.notes : input.notes,
        updatedAt: tx.now(),
        version: inv.version + 1,
      })
      .where(eq(invoice.id, inv.id))
      .returning();
    await writeLines(tx, updated!, lines);
    await audit(tx, entry('invoice.update', inv));
    const [saved] = await tx.db.select().from(invoice).where(eq(invoice.id, inv.id));
    return toInvoice(tx, saved!, p);
  });
}

/** Deletes a draft ("Invoice deleted"): kept with its number (never reused) and its audit history. */
export async function deleteInvoice(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const { inv } = await findInvoice(tx, id, { lock: true });
    if (inv.status !== 'draft')
      throw new AppError('INVOICE_TRANSITION', 'Only draft invoices can be deleted.', {
        status: inv.status,
        action: 'delete',
      });
    await releaseLines(tx, inv.id);
    await tx.db
      .update(invoice)
      .set({ deletedAt: tx.now(), updatedAt: tx.now(), version: inv.version + 1 })
      .where(eq(invoice.id, inv.id));
    await audit(tx, entry('invoice.delete', inv));
  });
}

/** Recomputes what was paid and adjusted from the payments, and the status that follows. */
export async function settle(ctx: ServiceContext, inv: InvoiceRow): Promise<InvoiceRow> {
  const [sums] = await ctx.db
    .select({
      paid: sql<string>`coalesce(sum(${invoicePayment.amountMinor}) filter (where ${invoicePayment.kind} = 'payment'), 0)`,
      adjusted: sql<string>`coalesce(sum(${invoicePayment.amountMinor}) filter (where ${invoicePayment.kind} = 'adjustment'), 0)`,
      method: sql<
        string | null
      >`(array_agg(${invoicePayment.method} order by ${invoicePayment.createdAt} desc) filter (where ${invoicePayment.kind} = 'payment'))[1]`,
    })
    .from(invoicePayment)
    .where(and(eq(invoicePayment.invoiceId, inv.id), isNull(invoicePayment.voidedAt)));
  const paidMinor = Number(sums?.paid ?? 0);
  const adjustedMinor = Number(sums?.adjusted ?? 0);
  const next = { ...inv, paidMinor, adjustedMinor };
  let status = inv.status;
  if (['sent', 'overdue', 'paid'].includes(inv.status)) {
    if (balanceOf(next) <= 0) status = 'paid';
    else status = inv.dueDate < today(ctx) ? 'overdue' : 'sent';
  }
  const [saved] = await ctx.db
    .update(invoice)
    .set({
      paidMinor,
      adjustedMinor,
      paymentMethod: (sums?.method as InvoiceRow['paymentMethod']) ?? null,
      status,
      paidAt: status === 'paid' ? (inv.paidAt ?? ctx.now()) : null,
      updatedAt: ctx.now(),
      version: inv.version + 1,
    })
    .where(eq(invoice.id, inv.id))
    .returning();
  return saved!;
}

/** Records a payment, full or partial ("Invoice marked as paid" once nothing remains). */
export async function recordPayment(ctx: ServiceContext, id: string, raw: PaymentInput): Promise<Invoice> {
  const input = paymentInputSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { inv, patient: p } = await findInvoice(tx, id, { lock: true });
    if (inv.kind !== 'invoice' || !['sent', 'overdue'].includes(inv.status)) {
      throw new AppError('INVOICE_TRANSITION', 'Only a sent or overdue invoice takes payments.', {
        status: inv.status,
        action: 'pay',
      });
    }
    if (input.amountMinor > balanceOf(inv)) throw fieldError({ amountMinor: 'amountTooLarge' });
    await tx.db.insert(invoicePayment).values({
      invoiceId: inv.id,
      amountMinor: input.amountMinor,
      method: input.method,
      paidOn: input.paidOn,
      reference: input.reference ?? null,
      recordedByUserId: actorUserId(tx),
      createdAt: tx.now(),
    });
    const saved = await settle(tx, inv);
    await audit(tx, entry(saved.status === 'paid' ? 'invoice.paid' : 'invoice.payment', inv));
    if (saved.status === 'paid' && inv.status !== 'paid') {
      await emitWebhookEvent(tx, inv.organizationId, 'invoice.paid', {
        invoiceId: inv.id,
        patientId: inv.patientId,
      });
    }
    return toInvoice(tx, saved, p);
  });
}

/** Duplicate: a new draft with the same lines, for the same patient; billed items become typed lines. */
export async function duplicateInvoice(ctx: ServiceContext, id: string): Promise<Invoice> {
  return withTransaction(ctx, async (tx) => {
    const { inv, patient: p } = await findInvoice(tx, id);
    if (inv.kind !== 'invoice')
      throw new AppError('INVOICE_TRANSITION', 'A credit note is not duplicated.', {
        status: inv.status,
        action: 'duplicate',
      });
    const rows = await tx.db
      .select()
      .from(invoiceLine)
      .where(eq(invoiceLine.invoiceId, inv.id))
      .orderBy(asc(invoiceLine.position));
    const lines = rows.map((l) => {
      const once = l.source === 'appointment' || l.source === 'consultation';
      return linesFromRow(l, once ? { source: 'custom', sourceId: null, serviceDate: null } : {});
    });
    const dates = await datesAndCurrency(tx, p.organizationId, { currency: inv.currency });
    const copy = await insertInvoice(
      tx,
      p,
      { ...dates, notes: inv.notes },
      await checkLines(tx, p, lines, inv.currency),
    );
    await audit(tx, entry('invoice.duplicate', inv));
    await audit(tx, entry('invoice.create', copy));
    return toInvoice(tx, copy, p);
  });
}

function linesFromRow(l: LineRow, override: Partial<CheckedLine> = {}): CheckedLine {
  return {
    source: l.source,
    sourceId: l.sourceId,
    description: l.description,
    quantity: l.quantityHundredths / 100,
    unitPriceMinor: l.unitPriceMinor,
    taxRateBasisPoints: l.taxRateBp,
    serviceDate: l.serviceDate,
    packageSessions: l.packageSessions,
    packageProviderUserId: l.packageProviderUserId,
    ...override,
  };
}

/**
 * Cancels an invoice: a draft or a sent one nothing was paid on yet. Its appointments and
 * consultations become billable again; `reissue` puts them straight on a corrected draft.
 */
export async function cancelInvoice(
  ctx: ServiceContext,
  id: string,
  raw: CancelInvoiceInput,
): Promise<Invoice> {
  const input = cancelInvoiceSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { inv, patient: p } = await findInvoice(tx, id, { lock: true });
    if (
      inv.kind !== 'invoice' ||
      !['draft', 'sent', 'overdue'].includes(inv.status) ||
      inv.paidMinor > 0 ||
      inv.creditedMinor > 0 ||
      inv.adjustedMinor > 0
    ) {
      throw new AppError(
        'INVOICE_TRANSITION',
        'Only an invoice nothing was paid or credited on can be cancelled: issue a credit note instead.',
        {
          status: inv.status,
          action: 'cancel',
        },
      );
    }
    await releaseLines(tx, inv.id);
    const [cancelled] = await tx.db
      .update(invoice)
      .set({
        status: 'cancelled',
        cancelledAt: tx.now(),
        cancelReason: input.reason,
        updatedAt: tx.now(),
        version: inv.version + 1,
      })
      .where(eq(invoice.id, inv.id))
      .returning();
    await audit(tx, entry('invoice.cancel', inv));
    if (input.reissue) {
      const rows = await tx.db
        .select()
        .from(invoiceLine)
        .where(eq(invoiceLine.invoiceId, inv.id))
        .orderBy(asc(invoiceLine.position));
      const dates = await datesAndCurrency(tx, p.organizationId, { currency: inv.currency });
      const reissued = await insertInvoice(
        tx,
        p,
        { ...dates, notes: inv.notes, reissueOfId: inv.id },
        await checkLines(
          tx,
          p,
          rows.map((l) => linesFromRow(l)),
          inv.currency,
        ),
      );
      await audit(tx, entry('invoice.reissue', reissued));
    }
    return toInvoice(tx, cancelled!, p);
  });
}

/**
 * A credit note against a sent, overdue or paid invoice (lines in full or in part). It is issued at
 * once with its own number and reduces the invoice's balance; a wholly credited invoice nothing was
 * paid on is cancelled by it.
 */
export async function createCreditNote(
  ctx: ServiceContext,
  id: string,
  raw: CreditNoteInput,
): Promise<Invoice> {
  const input = creditNoteInputSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { inv, patient: p } = await findInvoice(tx, id, { lock: true });
    if (inv.kind !== 'invoice' || !['sent', 'overdue', 'paid'].includes(inv.status)) {
      throw new AppError('INVOICE_TRANSITION', 'Credit notes are issued against sent invoices.', {
        status: inv.status,
        action: 'credit',
      });
    }
    const rows = await tx.db
      .select()
      .from(invoiceLine)
      .where(eq(invoiceLine.invoiceId, inv.id))
      .orderBy(asc(invoiceLine.position));
    const chosen = input.lines
      ? input.lines.map((c, i) => {
          const l = rows.find((r) => r.id === c.lineId);
          if (!l || c.quantity * 100 > l.quantityHundredths)
            throw fieldError({ [`lines.${i}.quantity`]: 'quantityInvalid' });
          return linesFromRow(l, { quantity: c.quantity });
        })
      : rows.map((l) => linesFromRow(l));
    const lines = chosen.map((l) => ({
      ...l,
      source: 'custom' as const,
      sourceId: null,
      packageSessions: null,
      packageProviderUserId: null,
    }));
    const total = invoiceFigures(
      lines.map((l) => ({
        quantityHundredths: quantityHundredths(l.quantity),
        unitPriceMinor: l.unitPriceMinor,
        taxRateBasisPoints: l.taxRateBasisPoints,
      })),
    ).totalMinor;
    if (total > inv.totalMinor - inv.creditedMinor) throw fieldError({ lines: 'amountTooLarge' });
    const day = today(tx);
    const note = await insertInvoice(
      tx,
      p,
      {
        kind: 'credit_note',
        status: 'sent',
        issueDate: day,
        dueDate: day,
        currency: inv.currency,
        notes: input.reason,
        creditsInvoiceId: inv.id,
        sentAt: tx.now(),
      },
      lines,
    );
    const creditedMinor = inv.creditedMinor + note.totalMinor;
    const [credited] = await tx.db
      .update(invoice)
      .set({ creditedMinor })
      .where(eq(invoice.id, inv.id))
      .returning();
    let saved = await settle(tx, credited!);
    if (creditedMinor >= inv.totalMinor && saved.paidMinor === 0) {
      await releaseLines(tx, inv.id);
      [saved] = (await tx.db
        .update(invoice)
        .set({ status: 'cancelled', cancelledAt: tx.now(), cancelReason: input.reason, paidAt: null })
        .where(eq(invoice.id, inv.id))
        .returning()) as [InvoiceRow];
    }
    await audit(tx, entry('invoice.credit', inv));
    await audit(tx, entry('invoice.create', note));
    return toInvoice(tx, note, p);
  });
}

/**
 * The outcome of an insurance claim on its invoice (called by the claims module in its transaction):
 * the insurer's payment and the contractual adjustment replace those of an earlier adjudication of the
 * same claim, and the invoice's balance and status follow.
 */
export async function settleFromClaim(
  ctx: ServiceContext,
  invoiceId: string,
  claimId: string,
  outcome: { paidMinor: number; adjustmentMinor: number; paidOn: string; reference: string },
): Promise<{ totalMinor: number; balanceMinor: number; status: InvoiceStatus }> {
  const [inv] = await ctx.db.select().from(invoice).where(eq(invoice.id, invoiceId)).for('update');
  if (!inv) throw new AppError('NOT_FOUND');
  await ctx.db
    .update(invoicePayment)
    .set({ voidedAt: ctx.now() })
    .where(
      and(
        eq(invoicePayment.invoiceId, inv.id),
        eq(invoicePayment.claimId, claimId),
        isNull(invoicePayment.voidedAt),
      ),
    );
  const rows = [
    { kind: 'payment' as const, amountMinor: outcome.paidMinor, method: 'insurance' as const },
    { kind: 'adjustment' as const, amountMinor: outcome.adjustmentMinor, method: null },
  ].filter((r) => r.amountMinor > 0);
  if (rows.length) {
    await ctx.db.insert(invoicePayment).values(
      rows.map((r) => ({
        invoiceId: inv.id,
        ...r,
        paidOn: outcome.paidOn,
        reference: outcome.reference,
        claimId,
        recordedByUserId: actorUserId(ctx),
        createdAt: ctx.now(),
      })),
    );
  }
  const saved = inv.status === 'cancelled' || inv.status === 'draft' ? inv : await settle(ctx, inv);
  await audit(ctx, entry('invoice.insurance_settlement', inv));
  return { totalMinor: saved.totalMinor, balanceMinor: balanceOf(saved), status: saved.status };
}

/** The invoice a claim bills, for the claims module: in the caller's scope, with its lines. */
export async function invoiceForClaim(ctx: ServiceContext, id: string) {
  const { inv, patient: p } = await findInvoice(ctx, id);
  const lines = await ctx.db
    .select()
    .from(invoiceLine)
    .where(eq(invoiceLine.invoiceId, inv.id))
    .orderBy(asc(invoiceLine.position));
  return { inv, patient: p, lines };
}

/** A claim's invoice figures as the practice sees them (no scope: the claim was checked). */
export async function invoiceBalance(ctx: ServiceContext, invoiceId: string) {
  const [inv] = await ctx.db.select().from(invoice).where(eq(invoice.id, invoiceId));
  return inv ? { totalMinor: inv.totalMinor, balanceMinor: balanceOf(inv), status: inv.status } : null;
}

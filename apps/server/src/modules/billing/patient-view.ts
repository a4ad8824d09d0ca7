/**
 * The patient's own invoices and session packages (`/me/…`): invoices of the practices whose records
 * are linked to their account, issued ones only (never drafts), and only theirs: another patient's
 * invoice is NOT_FOUND. Reads are audited like the practice's.
 */
import type { Invoice, InvoiceSummary, SessionPackage } from '@verdant/shared';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { invoice, patient } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { readPackages } from './packages.ts';
import { entry, toInvoice, toSummary } from './service.ts';

function me(ctx: ServiceContext): string {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal.userId;
}

const mine = (userId: string) =>
  and(
    eq(patient.userId, userId),
    isNull(patient.deletedAt),
    isNull(invoice.deletedAt),
    ne(invoice.status, 'draft'),
  )!;

export async function myInvoices(ctx: ServiceContext): Promise<(InvoiceSummary & { practice: string })[]> {
  const userId = me(ctx);
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select({ inv: invoice, patient })
        .from(invoice)
        .innerJoin(patient, eq(patient.id, invoice.patientId))
        .where(mine(userId))
        .orderBy(desc(invoice.issueDate), desc(invoice.sequence))
        .limit(200);
      const names = await Promise.all(
        rows.map((r) => toInvoice(tx, r.inv, r.patient).then((v) => v.practice.name)),
      );
      return rows.map((r, i) => ({ ...toSummary(r.inv, r.patient), practice: names[i]! }));
    },
    (items) => items.map((i) => entry('invoice.list', { id: i.id, patientId: i.patient.id })),
  );
}

export async function myInvoice(
  ctx: ServiceContext,
  id: string,
): Promise<Invoice & { organizationId: string }> {
  const userId = me(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  return readAudited(
    ctx,
    async (tx) => {
      const [row] = await tx.db
        .select({ inv: invoice, patient })
        .from(invoice)
        .innerJoin(patient, eq(patient.id, invoice.patientId))
        .where(and(eq(invoice.id, id), mine(userId)));
      if (!row) throw new AppError('NOT_FOUND');
      return { ...(await toInvoice(tx, row.inv, row.patient)), organizationId: row.inv.organizationId };
    },
    (v) => [entry('invoice.read', { id: v.id, patientId: v.patient.id })],
  );
}

export async function myPackages(ctx: ServiceContext): Promise<SessionPackage[]> {
  const userId = me(ctx);
  const packages = await readPackages(ctx, and(eq(patient.userId, userId), isNull(patient.deletedAt)));
  return packages.filter((p) => p.status !== 'pending');
}

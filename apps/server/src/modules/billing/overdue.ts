/**
 * The recurring job that marks sent invoices overdue once their due date has passed (the day after
 * it, in UTC), hourly so a change of day is seen within the hour. One update claims them all, so two
 * workers never mark (or notify about) the same invoice twice; each is audited and its patient, when
 * they have an account, is told.
 */
import { invoiceNumberLabel } from '@verdant/shared';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { invoice, organization, patient } from '../../db/schema/index.ts';
import { auditMany } from '../../platform/audit.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { withTransaction } from '../../platform/service-context.ts';
import { notify } from '../notifications/index.ts';
import { entry } from './service.ts';

export const OVERDUE_JOB = 'billing.mark-overdue';

/** Marks every sent invoice due before today as overdue; returns how many. */
export async function markOverdue(ctx: ServiceContext): Promise<number> {
  const today = ctx.now().toISOString().slice(0, 10);
  return withTransaction(ctx, async (tx) => {
    const marked = await tx.db
      .update(invoice)
      .set({ status: 'overdue', updatedAt: tx.now(), version: sql`${invoice.version} + 1` })
      .where(
        and(
          eq(invoice.status, 'sent'),
          eq(invoice.kind, 'invoice'),
          lt(invoice.dueDate, today),
          isNull(invoice.deletedAt),
        ),
      )
      .returning();
    if (marked.length === 0) return 0;
    await auditMany(
      tx,
      marked.map((m) => entry('invoice.overdue', m)),
    );
    const people = await tx.db
      .select({ id: patient.id, userId: patient.userId, practice: organization.name })
      .from(patient)
      .innerJoin(organization, eq(organization.id, patient.organizationId))
      .where(inArray(patient.id, [...new Set(marked.map((m) => m.patientId))]));
    await notify(
      tx,
      marked.flatMap((m) => {
        const who = people.find((p) => p.id === m.patientId);
        return who?.userId
          ? [
              {
                userId: who.userId,
                kind: 'invoice.overdue' as const,
                titleKey: 'invoiceOverdue',
                params: { number: invoiceNumberLabel(m.kind, m.sequence), practice: who.practice },
                link: `/patient/billing?invoice=${m.id}`,
                patientId: m.patientId,
              },
            ]
          : [];
      }),
    );
    return marked.length;
  });
}

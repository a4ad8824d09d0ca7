/**
 * Results over time: a patient's series per analyte (the clinician's trend charts, in the analyte's
 * conventional unit), and the patient's own view, which holds reviewed orders (a result is the
 * patient's to read once a clinician has looked at it) and final ones the practice's automatic release
 * let through (ADR 0037).
 */
import { analyteName, analyteUnit, convertLabValue } from '@verdant/clinical';
import type { LabOrder, LabTrendSeries } from '@verdant/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { labOrder, labResult, patient } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { requireSide } from './scope.ts';
import { loadOrder, orderEntry } from './service.ts';

function seriesOf(rows: { r: typeof labResult.$inferSelect; status: string }[]): LabTrendSeries[] {
  const byLoinc = new Map<string, LabTrendSeries>();
  for (const { r } of rows) {
    const unit = analyteUnit(r.loinc) || r.unit;
    const conv = (v: number) => {
      try {
        return Math.round(convertLabValue(r.loinc, v, r.unit, unit) * 1000) / 1000;
      } catch {
        return v;
      }
    };
    const series = byLoinc.get(r.loinc) ?? { loinc: r.loinc, name: analyteName(r.loinc), unit, points: [] };
    series.points.push({
      orderId: r.orderId,
      at: r.enteredAt.toISOString(),
      value: conv(r.value),
      unit,
      flag: r.flag,
      referenceLow: r.referenceLow === null ? null : conv(r.referenceLow),
      referenceHigh: r.referenceHigh === null ? null : conv(r.referenceHigh),
    });
    byLoinc.set(r.loinc, series);
  }
  return [...byLoinc.values()];
}

/** Every current result of a patient the clinician sees, per analyte, oldest first. */
export async function patientTrends(ctx: ServiceContext, patientId: string): Promise<LabTrendSeries[]> {
  // the care team, or a laboratory or an insurer reading under a grant of `labs` (the policy decides: ADR 0044)
  if (!principalIn(ctx)?.roles.some((r) => r === 'lab' || r === 'insurance')) requireSide(ctx, 'practice');
  return readAudited(
    ctx,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId, { category: 'labs' });
      const rows = await tx.db
        .select({ r: labResult, status: labOrder.status })
        .from(labResult)
        .innerJoin(labOrder, eq(labOrder.id, labResult.orderId))
        .where(
          and(
            eq(labResult.patientId, p.id),
            eq(labOrder.organizationId, p.organizationId),
            eq(labResult.status, 'current'),
          ),
        )
        .orderBy(asc(labResult.enteredAt));
      return { patientId: p.id, series: seriesOf(rows) };
    },
    (r) => [
      {
        action: 'lab_result.trends',
        resourceType: 'patient',
        resourceId: r.patientId,
        patientId: r.patientId,
      },
    ],
  ).then((r) => r.series);
}

/** The patient's reviewed orders (every record linked to their account), newest first, with trends. */
export async function myLabResults(
  ctx: ServiceContext,
): Promise<{ orders: LabOrder[]; trends: LabTrendSeries[] }> {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return readAudited(
    ctx,
    async (tx) => {
      const records = await tx.db
        .select()
        .from(patient)
        .where(and(eq(patient.userId, principal.userId), isNull(patient.deletedAt)));
      const ids = records.map((r) => r.id);
      if (!ids.length) return { orders: [], trends: [] };
      const orders = await tx.db
        .select()
        .from(labOrder)
        .where(
          and(
            inArray(labOrder.patientId, ids),
            // reviewed, or final and released by the practice's automatic release (ADR 0037)
            or(
              eq(labOrder.status, 'reviewed'),
              and(eq(labOrder.status, 'final'), isNotNull(labOrder.releasedAt)),
            ),
          ),
        )
        .orderBy(desc(labOrder.orderedAt))
        .limit(100);
      const full = await Promise.all(
        orders.map(async (o) => {
          const loaded = await loadOrder(tx, o, records.find((r) => r.id === o.patientId)!);
          // what the patient reads: the reviewed values, no internal notes or lab workflow
          return {
            ...loaded,
            results: loaded.results.filter((r) => r.status === 'current'),
            notes: '',
            events: [],
          };
        }),
      );
      const rows = orders.length
        ? await tx.db
            .select({ r: labResult, status: labOrder.status })
            .from(labResult)
            .innerJoin(labOrder, eq(labOrder.id, labResult.orderId))
            .where(
              and(
                inArray(
                  labResult.orderId,
                  orders.map((o) => o.id),
                ),
                eq(labResult.status, 'current'),
              ),
            )
            .orderBy(asc(labResult.enteredAt))
        : [];
      return { orders: full, trends: seriesOf(rows) };
    },
    (r) => r.orders.map((o) => orderEntry('lab_order.patient_read', { id: o.id, patientId: o.patient.id })),
  );
}

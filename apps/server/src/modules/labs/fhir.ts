/**
 * A patient's lab orders and results as a FHIR R4 `Bundle` (type `collection`): the `Patient`, one
 * `ServiceRequest` per order addressed to a laboratory, one `DiagnosticReport` per order with results
 * and one `Observation` per current result (LOINC codes, UCUM units, the flag as a v3
 * ObservationInterpretation code, the range). Outside results have no request. Practice side only;
 * one `lab_order.fhir_export` audit event.
 */
import { analyteName, labOrderable } from '@verdant/clinical';
import { labOrderNumber } from '@verdant/shared';
import { asc, eq } from 'drizzle-orm';
import { labOrder, labResult } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { requireSide } from './scope.ts';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const NUMBER_SYSTEM = 'urn:verdant:lab-order-number';
const LOCAL_PANEL = 'urn:verdant:lab-panel';

/** The UCUM code of a unit as the reference table and laboratories spell it. */
export function ucumOf(unit: string): string {
  const map: Record<string, string> = {
    'mIU/L': 'm[IU]/L',
    'uIU/mL': 'u[IU]/mL',
    'IU/L': '[IU]/L',
    'mL/min/1.73m2': 'mL/min/{1.73_m2}',
    'mL/min/1.73 m2': 'mL/min/{1.73_m2}',
    'x10^3/uL': '10*3/uL',
    '10^3/uL': '10*3/uL',
    'K/uL': '10*3/uL',
    'x10^6/uL': '10*6/uL',
    '10^6/uL': '10*6/uL',
    'M/uL': '10*6/uL',
    '10^9/L': '10*9/L',
    '10^12/L': '10*12/L',
    'mcg/dL': 'ug/dL',
    'mcg/L': 'ug/L',
  };
  return map[unit] ?? unit.replace(/µ|μ/g, 'u');
}

const FLAG_CODE = { normal: 'N', low: 'L', high: 'H', critical_low: 'LL', critical_high: 'HH' } as const;

const GENDER = { female: 'female', male: 'male', other: 'other', undisclosed: 'unknown' } as const;

const requestStatus = (s: string) =>
  s === 'cancelled' ? 'revoked' : ['partial', 'final', 'reviewed'].includes(s) ? 'completed' : 'active';

type Json = Record<string, unknown>;

export async function labFhirBundle(ctx: ServiceContext, patientId: string): Promise<Json> {
  requireSide(ctx, 'practice');
  return readAudited(
    ctx,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId, { category: 'labs' });
      const orders = await tx.db
        .select()
        .from(labOrder)
        .where(eq(labOrder.patientId, p.id))
        .orderBy(asc(labOrder.orderedAt));
      const results = await tx.db
        .select()
        .from(labResult)
        .where(eq(labResult.patientId, p.id))
        .orderBy(asc(labResult.enteredAt));
      const subject = { reference: `urn:uuid:${p.id}` };
      const entries: Json[] = [
        {
          fullUrl: `urn:uuid:${p.id}`,
          resource: {
            resourceType: 'Patient',
            id: p.id,
            name: [{ family: p.lastName, given: [p.firstName] }],
            ...(p.gender ? { gender: GENDER[p.gender] } : {}),
            ...(p.dateOfBirth ? { birthDate: p.dateOfBirth } : {}),
          },
        },
      ];
      for (const o of orders.filter((x) => x.organizationId === p.organizationId)) {
        const number = labOrderNumber(o.sequence);
        const identifier = [{ system: NUMBER_SYSTEM, value: number }];
        const codes = o.codes.map((c) => ({
          system: c.startsWith('local:') ? LOCAL_PANEL : LOINC,
          code: c.startsWith('local:') ? c.slice(6) : c,
          display: labOrderable(c)?.name ?? analyteName(c),
        }));
        const code = { coding: codes, text: codes.map((c) => c.display).join(', ') };
        if (o.source === 'order') {
          entries.push({
            fullUrl: `urn:uuid:${o.id}`,
            resource: {
              resourceType: 'ServiceRequest',
              id: o.id,
              identifier,
              requisition: identifier[0],
              status: requestStatus(o.status),
              intent: 'order',
              priority: o.priority === 'urgent' ? 'urgent' : 'routine',
              code,
              subject,
              authoredOn: o.orderedAt.toISOString(),
              ...(o.notes ? { note: [{ text: o.notes }] } : {}),
            },
          });
        }
        const mine = results.filter((r) => r.orderId === o.id);
        const current = mine.filter((r) => r.status === 'current');
        if (!current.length) continue;
        const observationIds = current.map((r) => r.id);
        for (const r of current) {
          const corrected = mine.some((x) => x.loinc === r.loinc && x.status === 'superseded');
          const quantity = (value: number) => ({ value, unit: r.unit, system: UCUM, code: ucumOf(r.unit) });
          entries.push({
            fullUrl: `urn:uuid:${r.id}`,
            resource: {
              resourceType: 'Observation',
              id: r.id,
              status: corrected ? 'corrected' : 'final',
              category: [
                {
                  coding: [
                    {
                      system: 'http://terminology.hl7.org/CodeSystem/observation-category',
                      code: 'laboratory',
                    },
                  ],
                },
              ],
              code: { coding: [{ system: LOINC, code: r.loinc, display: analyteName(r.loinc) }] },
              subject,
              effectiveDateTime: o.orderedAt.toISOString(),
              issued: r.enteredAt.toISOString(),
              valueQuantity: quantity(r.value),
              interpretation: [{ coding: [{ system: INTERPRETATION, code: FLAG_CODE[r.flag] }] }],
              ...(r.referenceLow !== null || r.referenceHigh !== null
                ? {
                    referenceRange: [
                      {
                        ...(r.referenceLow !== null ? { low: quantity(r.referenceLow) } : {}),
                        ...(r.referenceHigh !== null ? { high: quantity(r.referenceHigh) } : {}),
                      },
                    ],
                  }
                : {}),
              ...(r.comment ? { note: [{ text: r.comment }] } : {}),
            },
          });
        }
        const amended = mine.some((x) => x.status === 'superseded');
        entries.push({
          fullUrl: `urn:uuid:${o.id.slice(0, 24)}${r12(o.id)}`,
          resource: {
            resourceType: 'DiagnosticReport',
            id: `report-${o.id}`,
            identifier,
            ...(o.source === 'order' ? { basedOn: [{ reference: `urn:uuid:${o.id}` }] } : {}),
            status: o.status === 'partial' ? 'partial' : amended ? 'amended' : 'final',
            category: [
              {
                coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }],
              },
            ],
            code,
            subject,
            effectiveDateTime: o.orderedAt.toISOString(),
            issued: o.updatedAt.toISOString(),
            result: observationIds.map((id) => ({ reference: `urn:uuid:${id}` })),
            ...(o.reviewComment ? { conclusion: o.reviewComment } : {}),
          },
        });
      }
      return {
        patientId: p.id,
        bundle: {
          resourceType: 'Bundle',
          type: 'collection',
          timestamp: tx.now().toISOString(),
          entry: entries,
        } as Json,
      };
    },
    (r) => [
      {
        action: 'lab_order.fhir_export',
        resourceType: 'patient',
        resourceId: r.patientId,
        patientId: r.patientId,
      },
    ],
  ).then((r) => r.bundle);
}

/** The last 12 hex digits of a uuid reversed: a second uuid per order for its report, stable across exports. */
function r12(id: string): string {
  return id.slice(24).split('').reverse().join('');
}

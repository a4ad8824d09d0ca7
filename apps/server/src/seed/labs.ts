/**
 * Demo lab orders between the demo practice and the demo laboratory, one in every status, with
 * results interpreted by the clinical package (some out of range, one critical not yet
 * acknowledged), so every account sees something true:
 * - Emma Rodriguez (the demo patient): two reviewed lipid / iron / vitamin D panels four months
 *   apart (her trends), a thyroid screen final twelve days ago that nobody reviewed and that the
 *   practice's automatic release (7 days) let through to her (ADR 0037), and a recent metabolic panel
 *   resulted but not reviewed yet (she does not see it);
 * - the demo dietitian: orders of her patients in every status, one critical potassium to acknowledge,
 *   an outside report she typed in;
 * - the demo medical professional: an HbA1c he ordered and reviewed, and the orders of the patients
 *   on his care team;
 * - the demo laboratory: the orders addressed to it (also one from the second practice), a held row of
 *   a result file that matched no order, and two orders it registered itself (ADR 0037): a walk-in
 *   patient of its own with a paper requisition from an outside clinician, and one for a patient of
 *   the demo practice (which the dietitian sees on her side).
 * Order numbers come from the installation's sequence, as in the app.
 */
import { analytesOf } from '@verdant/clinical';
import type { LabFasting, LabOrderStatus, LabPriority } from '@verdant/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  careTeamMember,
  labHeldResult,
  labOrder,
  labOrderEvent,
  labResult,
  patient,
} from '../db/schema/index.ts';
import { interpretEntry } from '../modules/labs/index.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface SeedValue {
  loinc: string;
  value: number;
  unit?: string;
  comment?: string;
}

interface SeedOrder {
  patientId: string;
  organizationId: string;
  laboratoryId: string | null;
  /** Null for an order the laboratory registered itself (`orderingClinician` says who asked). */
  orderedBy: string | null;
  orderingClinician?: string;
  /** Days before now a final order was released to the patient without a review. */
  releasedDaysAgo?: number;
  reviewer?: string;
  codes: string[];
  priority?: LabPriority;
  fasting?: LabFasting;
  notes?: string;
  /** Days before now it was ordered. */
  daysAgo: number;
  status: LabOrderStatus;
  values?: SeedValue[];
  reviewComment?: string;
  cancelReason?: string;
  outsideLaboratory?: string;
  acknowledged?: boolean;
}

const UNITS: Record<string, string> = {
  '2093-3': 'mg/dL',
  '13457-7': 'mg/dL',
  '2085-9': 'mg/dL',
  '2571-8': 'mg/dL',
  '43396-1': 'mg/dL',
  '2276-4': 'ng/mL',
  '2498-4': 'ug/dL',
  '62292-8': 'ng/mL',
  '4548-4': '%',
  '2345-7': 'mg/dL',
  '3094-0': 'mg/dL',
  '2160-0': 'mg/dL',
  '98979-8': 'mL/min/1.73m2',
  '2951-2': 'mmol/L',
  '2823-3': 'mmol/L',
  '2075-0': 'mmol/L',
  '2028-9': 'mmol/L',
  '17861-6': 'mg/dL',
  '2885-2': 'g/dL',
  '1751-7': 'g/dL',
  '1975-2': 'mg/dL',
  '6768-6': 'U/L',
  '1742-6': 'U/L',
  '1920-8': 'U/L',
  '3016-3': 'mIU/L',
  '3024-7': 'ng/dL',
};

const PATHS: Record<LabOrderStatus, LabOrderStatus[]> = {
  ordered: ['ordered'],
  received: ['ordered', 'received'],
  in_progress: ['ordered', 'received', 'in_progress'],
  partial: ['ordered', 'received', 'in_progress', 'partial'],
  final: ['ordered', 'received', 'in_progress', 'final'],
  reviewed: ['ordered', 'received', 'in_progress', 'final', 'reviewed'],
  cancelled: ['ordered', 'cancelled'],
};

async function addOrder(tx: DbOrTx, now: Date, labUser: string | undefined, s: SeedOrder): Promise<string> {
  const orderedAt = new Date(now.getTime() - s.daysAgo * DAY);
  const [p] = await tx.select({ gender: patient.gender }).from(patient).where(eq(patient.id, s.patientId));
  const sex = p?.gender === 'female' ? 'F' : p?.gender === 'male' ? 'M' : undefined;
  const outside = s.outsideLaboratory !== undefined;
  const path = outside ? (['reviewed'] as LabOrderStatus[]) : PATHS[s.status];
  // each step a few hours after the previous one; results the day after the draw
  const at = (i: number) => new Date(orderedAt.getTime() + i * 6 * HOUR);
  const resultedAt = at(path.indexOf('in_progress') + 1 || 1);
  const reviewedAt = s.status === 'reviewed' ? at(path.length - 1) : null;
  const finalAt = path.includes('final') ? at(path.indexOf('final')) : null;
  const walkIn = s.orderingClinician !== undefined;
  const [row] = await tx
    .insert(labOrder)
    .values({
      organizationId: s.organizationId,
      laboratoryId: s.laboratoryId,
      patientId: s.patientId,
      source: outside ? 'outside' : 'order',
      status: s.status,
      priority: s.priority ?? 'routine',
      fasting: s.fasting ?? 'none',
      codes: s.codes,
      analytes: outside ? s.codes : analytesOf(s.codes),
      notes: s.notes ?? '',
      outsideLaboratory: s.outsideLaboratory ?? null,
      orderedByUserId: s.orderedBy,
      orderingClinician: s.orderingClinician ?? null,
      registeredByLab: walkIn,
      finalAt,
      releasedAt: s.releasedDaysAgo !== undefined ? new Date(now.getTime() - s.releasedDaysAgo * DAY) : null,
      reviewComment: s.reviewComment ?? '',
      reviewedByUserId: reviewedAt ? (s.reviewer ?? s.orderedBy) : null,
      reviewedAt,
      cancelReason: s.cancelReason ?? '',
      orderedAt,
      updatedAt: at(path.length - 1),
    })
    .returning({ id: labOrder.id });
  const orderId = row!.id;
  await tx.insert(labOrderEvent).values(
    path.map((status, i) => ({
      orderId,
      organizationId: s.organizationId,
      status,
      userId: walkIn
        ? (labUser ?? null)
        : status === 'ordered' || status === 'reviewed' || (status === 'cancelled' && !labUser)
          ? s.orderedBy
          : status === 'cancelled'
            ? s.orderedBy
            : (labUser ?? null),
      note:
        status === 'cancelled'
          ? (s.cancelReason ?? '')
          : status === 'reviewed'
            ? (s.reviewComment ?? '')
            : status === 'ordered' && walkIn
              ? (s.orderingClinician ?? '')
              : '',
      at: at(i),
    })),
  );
  if (s.values?.length) {
    await tx.insert(labResult).values(
      s.values.map((v) => {
        const unit = v.unit ?? UNITS[v.loinc] ?? '';
        const read = interpretEntry({ loinc: v.loinc, value: v.value, unit }, sex);
        return {
          orderId,
          organizationId: s.organizationId,
          patientId: s.patientId,
          loinc: v.loinc,
          value: v.value,
          unit,
          ...read,
          comment: v.comment ?? '',
          status: 'current' as const,
          enteredByUserId: outside ? s.orderedBy : (labUser ?? null),
          enteredAt: outside ? orderedAt : resultedAt,
          acknowledgedAt:
            read.flag.startsWith('critical') && (s.acknowledged || reviewedAt) ? resultedAt : null,
          acknowledgedByUserId:
            read.flag.startsWith('critical') && (s.acknowledged || reviewedAt) ? s.orderedBy : null,
        };
      }),
    );
  }
  return orderId;
}

const LIPIDS = ['2093-3', '2571-8', '2085-9', '13457-7', '43396-1'];
const lipids = (chol: number, trig: number, hdl: number, ldl: number): SeedValue[] =>
  [chol, trig, hdl, ldl, chol - hdl].map((value, i) => ({ loinc: LIPIDS[i]!, value }));

export interface DemoLabsInput {
  practiceId: string;
  secondPracticeId: string;
  laboratoryId: string;
  users: Map<string, string>;
  now: Date;
}

/** Seeds the demo lab orders; returns how many. */
export async function seedDemoLabs(tx: DbOrTx, input: DemoLabsInput): Promise<number> {
  const { practiceId, secondPracticeId, laboratoryId, users, now } = input;
  const maya = users.get('dietitian');
  const daniel = users.get('medical');
  const noor = users.get('dietitian2');
  const lab = users.get('lab');
  const emmaUser = users.get('patient');
  if (!maya || !daniel) return 0;
  const practicePatients = await tx
    .select({ id: patient.id, userId: patient.userId, lastName: patient.lastName })
    .from(patient)
    .where(
      and(eq(patient.organizationId, practiceId), isNull(patient.deletedAt), eq(patient.status, 'active')),
    )
    .orderBy(asc(patient.lastName), asc(patient.firstName));
  const teams = await tx
    .select({ patientId: careTeamMember.patientId, userId: careTeamMember.userId })
    .from(careTeamMember)
    .where(
      inArray(
        careTeamMember.patientId,
        practicePatients.map((p) => p.id),
      ),
    );
  const on = (userId: string) => new Set(teams.filter((m) => m.userId === userId).map((m) => m.patientId));
  const mayas = on(maya);
  const daniels = on(daniel);
  const emma = practicePatients.find((p) => p.userId === emmaUser && mayas.has(p.id));
  const both = practicePatients.filter((p) => p.id !== emma?.id && mayas.has(p.id) && daniels.has(p.id));
  const mayaOnly = practicePatients.filter((p) => p.id !== emma?.id && mayas.has(p.id) && !daniels.has(p.id));
  const danielOnly = practicePatients.filter((p) => daniels.has(p.id) && !mayas.has(p.id));
  const pick = (list: typeof practicePatients, i: number) => list[i % Math.max(1, list.length)];
  const base = { organizationId: practiceId, laboratoryId, orderedBy: maya };
  const orders: SeedOrder[] = [];
  if (emma) {
    orders.push(
      {
        ...base,
        patientId: emma.id,
        codes: ['24331-1', '2276-4', '62292-8'],
        fasting: 'fast_12h',
        notes: 'Baseline before the iron-rich plan; tired for months.',
        daysAgo: 124,
        status: 'reviewed',
        values: [
          ...lipids(228, 168, 52, 142),
          { loinc: '2276-4', value: 11 },
          { loinc: '62292-8', value: 14 },
        ],
        reviewComment:
          'Iron stores and vitamin D are low, and cholesterol is a little high. We start iron-rich meals, a vitamin D supplement and more fibre; we check again in three months.',
      },
      {
        ...base,
        patientId: emma.id,
        codes: ['24331-1', '2276-4', '62292-8'],
        fasting: 'fast_12h',
        notes: 'Three-month follow-up of iron, vitamin D and lipids.',
        daysAgo: 33,
        status: 'reviewed',
        values: [
          ...lipids(204, 139, 56, 120),
          { loinc: '2276-4', value: 24 },
          { loinc: '62292-8', value: 27 },
        ],
        reviewComment:
          'Good progress: iron stores and vitamin D are back in range and cholesterol is close to the goal. Keep going.',
      },
      {
        ...base,
        patientId: emma.id,
        codes: ['local:thyroid'],
        notes: 'Tired despite iron back in range; thyroid screen.',
        daysAgo: 12.5,
        status: 'final',
        values: [
          { loinc: '3016-3', value: 2.3 },
          { loinc: '3024-7', value: 1.2 },
        ],
        // final twelve days ago, nobody reviewed it: the practice's 7-day automatic release shared it
        releasedDaysAgo: 4.9,
      },
      {
        ...base,
        patientId: emma.id,
        codes: ['4548-4', '24323-8'],
        fasting: 'fast_8h',
        daysAgo: 3,
        status: 'final',
        values: [
          { loinc: '4548-4', value: 5.8 },
          { loinc: '2345-7', value: 104 },
          { loinc: '3094-0', value: 14 },
          { loinc: '2160-0', value: 0.8 },
          { loinc: '98979-8', value: 96 },
          { loinc: '2951-2', value: 139 },
          { loinc: '2823-3', value: 4.2 },
          { loinc: '2075-0', value: 102 },
          { loinc: '2028-9', value: 25 },
          { loinc: '17861-6', value: 9.4 },
          { loinc: '2885-2', value: 7.1 },
          { loinc: '1751-7', value: 4.4 },
          { loinc: '1975-2', value: 0.6 },
          { loinc: '6768-6', value: 72 },
          { loinc: '1742-6', value: 24 },
          { loinc: '1920-8', value: 21 },
        ],
      },
    );
  }
  const p0 = pick(both, 0);
  const p1 = pick(both, 1);
  const p2 = pick(mayaOnly.length ? mayaOnly : both, 0);
  const p3 = pick(both, 2);
  const p4 = pick(mayaOnly.length ? mayaOnly : both, 1);
  const d0 = pick(danielOnly.length ? danielOnly : both, 0);
  if (p0)
    orders.push({
      ...base,
      patientId: p0.id,
      codes: ['58410-2'],
      priority: 'urgent',
      notes: 'Pale and short of breath on exertion; rule out anaemia.',
      daysAgo: 0.1,
      status: 'ordered',
    });
  if (p1) orders.push({ ...base, patientId: p1.id, codes: ['3016-3'], daysAgo: 1, status: 'received' });
  if (p2)
    orders.push({
      ...base,
      patientId: p2.id,
      codes: ['local:thyroid', '2132-9'],
      daysAgo: 2,
      status: 'in_progress',
      notes: 'Weight gain despite the plan; check thyroid and B12.',
    });
  if (p3)
    orders.push({
      ...base,
      patientId: p3.id,
      codes: ['24323-8'],
      priority: 'urgent',
      fasting: 'fast_8h',
      daysAgo: 1,
      status: 'partial',
      values: [
        { loinc: '2345-7', value: 131 },
        { loinc: '2951-2', value: 136 },
        { loinc: '2823-3', value: 6.6, comment: 'Repeated on a new sample: confirmed.' },
        { loinc: '2160-0', value: 1.5 },
      ],
    });
  if (p4)
    orders.push({
      ...base,
      patientId: p4.id,
      codes: ['2132-9'],
      daysAgo: 20,
      status: 'cancelled',
      cancelReason: 'The patient had this test at the hospital last week.',
    });
  if (p4)
    orders.push({
      ...base,
      laboratoryId: null,
      patientId: p4.id,
      codes: ['2132-9', '2284-8'],
      outsideLaboratory: 'St. Mary’s Hospital Laboratory',
      daysAgo: 9,
      status: 'reviewed',
      values: [
        { loinc: '2132-9', value: 182, unit: 'pg/mL' },
        { loinc: '2284-8', value: 6.2, unit: 'ng/mL' },
      ],
      notes: 'Hospital report brought by the patient.',
    });
  if (d0)
    orders.push({
      ...base,
      orderedBy: daniel,
      patientId: d0.id,
      codes: ['4548-4', '24331-1'],
      fasting: 'fast_12h',
      daysAgo: 45,
      status: 'reviewed',
      values: [{ loinc: '4548-4', value: 7.1 }, ...lipids(212, 188, 41, 133)],
      reviewComment: 'HbA1c in the diabetes range: medication review booked and referral to the dietitian.',
    });
  if (p0)
    orders.push({
      ...base,
      orderedBy: daniel,
      patientId: p0.id,
      codes: ['4548-4'],
      daysAgo: 70,
      status: 'reviewed',
      values: [{ loinc: '4548-4', value: 5.9 }],
      reviewComment: 'Prediabetes range: lifestyle plan with the dietitian.',
    });
  // the second practice also sends its orders to the demo laboratory
  if (noor) {
    const [harbor] = await tx
      .select({ id: patient.id })
      .from(patient)
      .where(and(eq(patient.organizationId, secondPracticeId), isNull(patient.deletedAt)))
      .orderBy(asc(patient.lastName))
      .limit(1);
    if (harbor)
      orders.push({
        organizationId: secondPracticeId,
        laboratoryId,
        orderedBy: noor,
        patientId: harbor.id,
        codes: ['62292-8'],
        daysAgo: 0.5,
        status: 'ordered',
      });
  }
  // orders the laboratory registered itself: a walk-in of its own, and one for a practice's patient
  const [walkIn] = await tx
    .insert(patient)
    .values({
      organizationId: laboratoryId,
      firstName: 'Lucas',
      lastName: 'Moreau',
      dateOfBirth: '1971-09-23',
      gender: 'male',
      createdAt: new Date(now.getTime() - 1 * DAY),
      updatedAt: new Date(now.getTime() - 1 * DAY),
    })
    .returning({ id: patient.id });
  orders.push({
    organizationId: laboratoryId,
    laboratoryId,
    orderedBy: null,
    orderingClinician: 'Dr. Sofía Marín (Clínica del Parque)',
    patientId: walkIn!.id,
    codes: ['24331-1', '1558-6'],
    fasting: 'fast_12h',
    notes: 'Paper requisition; fasting since 8 pm.',
    daysAgo: 0.3,
    status: 'in_progress',
  });
  if (p1)
    orders.push({
      organizationId: practiceId,
      laboratoryId,
      orderedBy: null,
      orderingClinician: 'Dr. Paul Weber (urgent care)',
      patientId: p1.id,
      codes: ['4548-4'],
      daysAgo: 0.2,
      status: 'received',
      notes: 'Walked in with a requisition from the urgent-care clinic.',
    });
  for (const o of orders) await addOrder(tx, now, lab, o);
  // a row of a result file that matched none of the laboratory's orders
  await tx.insert(labHeldResult).values({
    laboratoryId,
    orderNumber: 'LO-009999',
    loinc: '2093-3',
    value: '191',
    unit: 'mg/dL',
    reason: 'unknown_order',
    receivedAt: new Date(now.getTime() - 5 * HOUR),
  });
  return orders.length;
}

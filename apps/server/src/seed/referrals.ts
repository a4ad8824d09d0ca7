/**
 * Demo referrals (ADR 0042): one in each state between the demo medical, dietitian and fitness
 * accounts of the demo practice (on patients whose care team holds both sides, so what each screen
 * says is true), the scheduled one on a visit the calendar seed booked, and one sent to the second
 * practice's dietitian nine days ago (overdue, nothing shared: the patient has no account to
 * approve it). Deterministic: offsets from `now`. Seeded after the calendar.
 */
import type { ReferralEventKind, ReferralStatus } from '@verdant/shared';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appointment, careTeamMember, patient, referral, referralEvent } from '../db/schema/index.ts';

export interface DemoReferralsInput {
  practiceId: string;
  secondPracticeId: string;
  users: ReadonlyMap<string, string>;
  now: Date;
}

const DAY = 86_400_000;

type Who = 'dietitian' | 'medical' | 'fitness' | 'dietitian2';

interface Spec {
  patient: [string, string];
  from: Who;
  to: Who;
  status: ReferralStatus;
  urgency: 'routine' | 'soon' | 'urgent';
  reason: string;
  question: string;
  /** Days ago it was created; each step follows a day later. */
  days: number;
  declineReason?: string;
  closingReport?: string;
}

const SPECS: Spec[] = [
  {
    patient: ['James', 'Whitaker'],
    from: 'medical',
    to: 'fitness',
    status: 'draft',
    urgency: 'routine',
    reason: 'Type 2 diabetes and hypertension: a supervised exercise programme to support weight loss.',
    question: 'Which resistance and aerobic plan fits a 52-year-old starting from no regular exercise?',
    days: 0,
  },
  {
    patient: ['Aisha', 'Khan'],
    from: 'dietitian',
    to: 'medical',
    status: 'sent',
    urgency: 'soon',
    reason:
      'Polycystic ovary syndrome on metformin 500 mg twice daily; gastrointestinal side effects limit the diet plan.',
    question: 'Could the metformin dose or formulation be reviewed?',
    days: 2,
  },
  {
    patient: ['Lucas', 'Ferreira'],
    from: 'fitness',
    to: 'dietitian',
    status: 'accepted',
    urgency: 'routine',
    reason: 'Preparing for a half marathon; energy drops in the second hour of long runs.',
    question: 'A fuelling plan for training days and race day?',
    days: 5,
  },
  {
    patient: ['Chloé', 'Dubois'],
    from: 'dietitian',
    to: 'fitness',
    status: 'declined',
    urgency: 'routine',
    reason: 'Wants to build strength alongside the lactose-free plan.',
    question: 'Two sessions a week of beginner strength training?',
    days: 12,
    declineReason: 'No evening availability until March; Chloé prefers evenings. Please refer again then.',
  },
  {
    patient: ['James', 'Whitaker'],
    from: 'dietitian',
    to: 'medical',
    status: 'completed',
    urgency: 'urgent',
    reason: 'Fasting glucose above 9 mmol/L for three weeks despite following the plan.',
    question: 'Does the medication need adjusting?',
    days: 30,
    closingReport:
      'Seen on review: HbA1c 8.1 %. Metformin continued; empagliflozin 10 mg daily added. Please keep the 45 g carbohydrate-per-meal plan; recheck HbA1c in 3 months.',
  },
  {
    patient: ['Emma', 'Rodriguez'],
    from: 'medical',
    to: 'fitness',
    status: 'cancelled',
    urgency: 'routine',
    reason: 'Knee pain when running: a low-impact conditioning plan.',
    question: '',
    days: 20,
  },
  {
    patient: ['Isabella', 'García'],
    from: 'dietitian',
    to: 'dietitian2',
    status: 'sent',
    urgency: 'routine',
    reason:
      'Moving to your area next month; iron-deficiency anaemia and nut allergies. Continuity of nutrition care.',
    question: 'Could you take over her follow-up?',
    days: 9,
  },
];

const STEPS: Record<ReferralStatus, ReferralEventKind[]> = {
  draft: ['created'],
  sent: ['created', 'sent'],
  accepted: ['created', 'sent', 'accepted'],
  declined: ['created', 'sent', 'declined'],
  scheduled: ['created', 'sent', 'accepted', 'scheduled'],
  completed: ['created', 'sent', 'accepted', 'completed'],
  cancelled: ['created', 'sent', 'cancelled'],
};

export async function seedDemoReferrals(tx: DbOrTx, input: DemoReferralsInput): Promise<void> {
  const { users, now } = input;
  const person = (key: Who) => users.get(key);
  const orgOf = (key: Who) => (key === 'dietitian2' ? input.secondPracticeId : input.practiceId);
  const records = await tx
    .select({ id: patient.id, firstName: patient.firstName, lastName: patient.lastName })
    .from(patient)
    .where(and(eq(patient.organizationId, input.practiceId), isNull(patient.deletedAt)));
  const recordOf = (name: [string, string]) =>
    records.find((r) => r.firstName === name[0] && r.lastName === name[1])?.id;

  // the scheduled one: the dietitian's next visit booked by the calendar seed, for a patient the
  // medical professional also cares for (referred by them)
  const medical = person('medical');
  const dietitian = person('dietitian');
  const shared =
    medical && dietitian
      ? (
          await tx
            .select({ patientId: careTeamMember.patientId })
            .from(careTeamMember)
            .where(eq(careTeamMember.userId, medical))
        ).map((r) => r.patientId)
      : [];
  const [visit] =
    dietitian && shared.length
      ? await tx
          .select({ id: appointment.id, patientId: appointment.patientId })
          .from(appointment)
          .where(
            and(
              eq(appointment.providerUserId, dietitian),
              eq(appointment.status, 'scheduled'),
              gt(appointment.startsAt, now),
              inArray(appointment.patientId, shared),
            ),
          )
          .orderBy(asc(appointment.startsAt))
          .limit(1)
      : [];

  const specs: (Spec & { patientId: string; appointmentId?: string })[] = [];
  for (const s of SPECS) {
    const id = recordOf(s.patient);
    if (id) specs.push({ ...s, patientId: id });
  }
  if (visit?.patientId) {
    specs.push({
      patient: ['', ''],
      patientId: visit.patientId,
      appointmentId: visit.id,
      from: 'medical',
      to: 'dietitian',
      status: 'scheduled',
      urgency: 'soon',
      reason: 'Raised LDL cholesterol on the last panel; diet first before considering a statin.',
      question: 'A three-month cholesterol-lowering plan?',
      days: 6,
    });
  }

  for (const s of specs) {
    const from = person(s.from);
    const to = person(s.to);
    if (!from || !to) continue;
    const at = (step: number) => new Date(now.getTime() - s.days * DAY + step * 3_600_000 * 3);
    const steps = STEPS[s.status];
    const sentAt = steps.includes('sent') ? at(1) : null;
    const answered = steps.find((k) => k === 'accepted' || k === 'declined');
    const [row] = await tx
      .insert(referral)
      .values({
        organizationId: input.practiceId,
        patientId: s.patientId,
        senderUserId: from,
        recipientOrganizationId: orgOf(s.to),
        recipientUserId: to,
        recipientKind: s.to === 'dietitian2' ? 'dietitian' : s.to,
        status: s.status,
        urgency: s.urgency,
        reason: s.reason,
        question: s.question,
        // within the practice the care-team rules apply; to the second practice nothing is shared
        categories: s.to === 'dietitian2' ? [] : s.to === 'fitness' ? ['vitals'] : ['labs', 'vitals'],
        recipientPatientId: ['accepted', 'scheduled', 'completed'].includes(s.status) ? s.patientId : null,
        appointmentId: s.appointmentId ?? null,
        declineReason: s.declineReason ?? null,
        closingReport: s.closingReport ?? null,
        sentAt,
        answeredAt: answered ? at(steps.indexOf(answered)) : null,
        createdAt: at(0),
        updatedAt: at(steps.length - 1),
      })
      .returning({ id: referral.id });
    await tx.insert(referralEvent).values(
      steps.map((kind, i) => ({
        referralId: row!.id,
        organizationId: input.practiceId,
        kind,
        actorUserId: ['accepted', 'declined', 'scheduled', 'completed'].includes(kind) ? to : from,
        note: kind === 'declined' ? (s.declineReason ?? null) : null,
        at: at(i),
      })),
    );
  }
}

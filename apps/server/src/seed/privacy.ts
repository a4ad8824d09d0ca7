/**
 * Demo privacy data: Emma Rodriguez's care team of three (the dietitian, the medical
 * professional and the fitness professional) and a former member (Chris Taylor, with the dates in
 * the audit trail), what she withholds (body composition from the fitness professional), two active grants
 * (to the demo laboratory and the demo insurer), one pending access request from the second
 * practice's dietitian, a history of reads in her access log (the laboratory's read under its grant
 * among them), and one break-the-glass access (ADR 0038: Chris Taylor, no longer on her care team,
 * opened her record for an hour twelve days ago; the practice's administrator was told).
 * Deterministic: offsets from `now`.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  accessRequest,
  auditEvent,
  careTeamMember,
  consentDirective,
  emergencyAccess,
  notification,
  patient,
} from '../db/schema/index.ts';

export interface DemoPrivacyInput {
  practiceId: string;
  secondPracticeId: string;
  laboratoryId: string;
  insurerId: string;
  users: ReadonlyMap<string, string>;
  now: Date;
}

const DAY = 86_400_000;
const IP = '203.0.113.10';

export async function seedDemoPrivacy(tx: DbOrTx, input: DemoPrivacyInput): Promise<void> {
  const { users, now } = input;
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const emma = users.get('patient');
  const [record] = emma
    ? await tx
        .select({ id: patient.id })
        .from(patient)
        .where(
          and(
            eq(patient.userId, emma),
            eq(patient.organizationId, input.practiceId),
            isNull(patient.deletedAt),
          ),
        )
    : [];
  if (!emma || !record) return;
  const person = (key: string) => users.get(key)!;
  const team = ['dietitian', 'medical', 'fitness'] as const;
  const since = { dietitian: 190, medical: 120, fitness: 75 } as const;
  for (const key of team) {
    await tx
      .insert(careTeamMember)
      .values({
        patientId: record.id,
        userId: person(key),
        addedByUserId: person('staff'),
        addedAt: at(since[key]),
      })
      .onConflictDoUpdate({
        target: [careTeamMember.patientId, careTeamMember.userId],
        set: { addedAt: at(since[key]) },
      });
  }
  // a former member: added, then taken off at Emma's request
  await tx
    .delete(careTeamMember)
    .where(and(eq(careTeamMember.patientId, record.id), eq(careTeamMember.userId, person('multi'))));
  const event = (
    actor: string | null,
    action: string,
    resourceType: string,
    when: Date,
    extra: { resourceId?: string; organizationId?: string | null } = {},
  ) => ({
    actorUserId: actor,
    action,
    resourceType,
    resourceId: extra.resourceId ?? null,
    patientId: record.id,
    organizationId: extra.organizationId === undefined ? input.practiceId : extra.organizationId,
    at: when,
    ip: IP,
  });
  const events = [
    ...team.map((key) =>
      event(person('staff'), 'patient.care_team.add', 'user', at(since[key]), { resourceId: person(key) }),
    ),
    event(person('staff'), 'patient.care_team.add', 'user', at(160), { resourceId: person('multi') }),
    event(person('admin'), 'patient.care_team.remove', 'user', at(58), { resourceId: person('multi') }),
  ];

  // what she withholds, and what she shares outside the care team
  await tx.insert(consentDirective).values([
    {
      organizationId: input.practiceId,
      patientId: record.id,
      effect: 'deny',
      recipientKind: 'professional',
      recipientUserId: person('fitness'),
      categories: ['bia'],
      purpose: 'treatment',
      createdByUserId: emma,
      startsAt: at(40),
      createdAt: at(40),
      updatedAt: at(40),
    },
    {
      organizationId: input.practiceId,
      patientId: record.id,
      effect: 'permit',
      recipientKind: 'laboratory',
      recipientOrganizationId: input.laboratoryId,
      categories: ['demographics', 'labs'],
      purpose: 'treatment',
      createdByUserId: emma,
      startsAt: at(30),
      endsAt: new Date(now.getTime() + 150 * DAY),
      createdAt: at(30),
      updatedAt: at(30),
    },
    {
      organizationId: input.practiceId,
      patientId: record.id,
      effect: 'permit',
      recipientKind: 'insurer',
      recipientOrganizationId: input.insurerId,
      categories: ['demographics', 'billing'],
      purpose: 'payment',
      createdByUserId: emma,
      startsAt: at(20),
      createdAt: at(20),
      updatedAt: at(20),
    },
  ]);
  events.push(
    event(emma, 'consent.care_team.update', 'consent', at(40), {
      resourceId: person('fitness'),
      organizationId: null,
    }),
    event(emma, 'consent.grant', 'consent', at(30), { organizationId: null }),
    event(emma, 'consent.grant', 'consent', at(20), { organizationId: null }),
  );

  // the second practice's dietitian asks for a second opinion
  await tx.insert(accessRequest).values({
    organizationId: input.secondPracticeId,
    requestedByUserId: person('dietitian2'),
    patientEmail: 'patient@demo.verdant.health',
    patientUserId: emma,
    categories: ['demographics', 'diet_plans', 'vitals', 'labs'],
    purpose: 'care_coordination',
    reason: 'A second opinion on your nutrition plan before your sports season.',
    endsAt: new Date(now.getTime() + 90 * DAY),
    expiresAt: new Date(now.getTime() + 12 * DAY),
    createdAt: at(2),
  });

  // who read what, lately
  events.push(
    event(person('dietitian'), 'patient.read', 'patient', at(1, 3), { resourceId: record.id }),
    event(person('dietitian'), 'consultation.read', 'consultation', at(1, 2)),
    event(person('dietitian'), 'diet_plan.read', 'diet_plan', at(1, 2)),
    event(person('medical'), 'patient.read', 'patient', at(3, 5), { resourceId: record.id }),
    event(person('medical'), 'consultation.vitals.read', 'vital_sign_entry', at(3, 5)),
    event(person('staff'), 'appointment.read', 'appointment', at(4, 1)),
    event(person('fitness'), 'consultation.anthropometrics.read', 'anthropometric_entry', at(6, 2)),
    event(person('insurance'), 'claim.read', 'insurance_claim', at(9, 4), {
      organizationId: input.insurerId,
    }),
    event(emma, 'diet_plan.read', 'diet_plan', at(2, 6), { organizationId: null }),
    // the laboratory reads what her grant shares (the consent reason in her log)
    event(person('lab'), 'patient.read', 'patient', at(5, 2), {
      resourceId: record.id,
      organizationId: input.laboratoryId,
    }),
  );

  // break the glass: a professional of the practice off her care team, for one hour
  const opened = at(12, 3);
  const reason =
    'Emma felt faint during a group session; I checked her allergies and medication before calling an ambulance.';
  const [glass] = await tx
    .insert(emergencyAccess)
    .values({
      organizationId: input.practiceId,
      patientId: record.id,
      userId: person('multi'),
      reason,
      startsAt: opened,
      endsAt: new Date(opened.getTime() + 3_600_000),
      createdAt: opened,
    })
    .returning({ id: emergencyAccess.id });
  events.push(
    event(person('multi'), 'emergency_access.open', 'emergency_access', opened, { resourceId: glass!.id }),
    event(person('multi'), 'patient.read', 'patient', new Date(opened.getTime() + 60_000), {
      resourceId: record.id,
    }),
    event(person('multi'), 'consultation.list', 'consultation', new Date(opened.getTime() + 120_000)),
  );
  await tx.insert(notification).values({
    userId: person('admin'),
    kind: 'privacy.update',
    titleKey: 'emergencyAccessOpened',
    params: { patient: 'Emma Rodriguez', professional: 'Chris Taylor' },
    link: `/patients/${record.id}`,
    patientId: record.id,
    createdAt: opened,
  });
  await tx.insert(auditEvent).values(events);
}

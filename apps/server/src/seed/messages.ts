/**
 * Demo messages and notifications: conversations between the demo patient and her care team, within
 * the demo practice, with the demo laboratory and insurer (and the laboratory with the second
 * practice), each with messages over the last days and the latest ones unread by the other side; and
 * notifications for every demo account (new messages, appointments booked, moved, cancelled and
 * coming up, a patient who joined, a result, a claim). Runs after seed/calendar.ts.
 */
import type { DemoOrganizationKey, NotificationKind, NotificationParams } from '@verdant/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  appointment,
  conversation,
  conversationParticipant,
  message,
  notification,
  patient,
  providerProfile,
  user,
} from '../db/schema/index.ts';

export interface DemoMessagesInput {
  users: ReadonlyMap<string, string>;
  organizations: ReadonlyMap<DemoOrganizationKey, string>;
  now: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Line {
  /** Demo account key of the sender. */
  from: string;
  text: string;
  /** How long before the seed it was sent. */
  ago: number;
}

interface Thread {
  kind: 'care' | 'team' | 'partner';
  subject: string | null;
  /** Demo account keys with the organization they take part for (null: the patient). */
  people: [string, DemoOrganizationKey | null][];
  /** For care: the demo account whose record it is about. */
  about?: string;
  organization: DemoOrganizationKey;
  partner?: DemoOrganizationKey;
  lines: Line[];
  /** People who have read everything (the others have read up to their own last message). */
  readBy: string[];
}

const THREADS: Thread[] = [
  {
    kind: 'care',
    subject: 'Breakfast and iron',
    about: 'patient',
    organization: 'practice',
    people: [
      ['patient', null],
      ['dietitian', 'practice'],
    ],
    lines: [
      { from: 'patient', text: 'Hi Dr. Chen, can I have my iron tablet with breakfast?', ago: 50 * HOUR },
      {
        from: 'dietitian',
        text: 'Take it with orange juice rather than with coffee or milk: vitamin C helps absorption, calcium and coffee reduce it.',
        ago: 48 * HOUR,
      },
      { from: 'patient', text: 'Thanks! Oat porridge is fine then, with fruit?', ago: 30 * HOUR },
      {
        from: 'dietitian',
        text: 'Yes. I updated your plan with two iron-rich breakfasts; have a look before our next visit.',
        ago: 2 * HOUR,
      },
    ],
    readBy: ['dietitian'],
  },
  {
    kind: 'care',
    subject: 'Home blood pressure readings',
    about: 'patient',
    organization: 'practice',
    people: [
      ['patient', null],
      ['medical', 'practice'],
    ],
    lines: [
      {
        from: 'medical',
        text: 'Please take two readings each morning this week, seated, before coffee.',
        ago: 96 * HOUR,
      },
      { from: 'patient', text: 'This week: 118/76, 121/79, 117/75. Is that all right?', ago: 5 * HOUR },
    ],
    readBy: ['patient'],
  },
  {
    kind: 'care',
    subject: 'Training plan',
    about: 'multi',
    organization: 'practice',
    people: [
      ['multi', null],
      ['fitness', 'practice'],
    ],
    lines: [
      { from: 'fitness', text: 'Your deload week starts Monday: same lifts at 60 %.', ago: 70 * HOUR },
      { from: 'multi', text: 'My knee feels better. Can we add lunges back on Thursday?', ago: 3 * HOUR },
    ],
    readBy: ['multi'],
  },
  {
    kind: 'team',
    subject: 'Thursday schedule',
    organization: 'practice',
    people: [
      ['staff', 'practice'],
      ['dietitian', 'practice'],
      ['admin', 'practice'],
    ],
    lines: [
      { from: 'admin', text: 'The building closes at 4 pm on Thursday for maintenance.', ago: 26 * HOUR },
      {
        from: 'staff',
        text: 'I moved the late appointments to Friday morning and told the patients; the calendar is up to date.',
        ago: 90 * MINUTE,
      },
    ],
    readBy: ['staff'],
  },
  {
    kind: 'team',
    subject: 'Case review',
    organization: 'practice',
    people: [
      ['medical', 'practice'],
      ['dietitian', 'practice'],
      ['fitness', 'practice'],
    ],
    lines: [
      {
        from: 'dietitian',
        text: 'Shall we review the new diabetes referrals together on Wednesday?',
        ago: 20 * HOUR,
      },
      { from: 'fitness', text: 'Wednesday after 5 pm works for me.', ago: 8 * HOUR },
      { from: 'medical', text: 'Same. I will bring the latest HbA1c values.', ago: 45 * MINUTE },
    ],
    readBy: ['medical'],
  },
  {
    kind: 'team',
    subject: 'Invoices for March',
    organization: 'practice',
    people: [
      ['staff', 'practice'],
      ['admin', 'practice'],
    ],
    lines: [{ from: 'admin', text: 'Could you send the March invoices by Friday?', ago: 4 * HOUR }],
    readBy: ['admin'],
  },
  {
    kind: 'partner',
    subject: 'Sample pickup',
    organization: 'practice',
    partner: 'laboratory',
    people: [
      ['dietitian', 'practice'],
      ['lab', 'laboratory'],
    ],
    lines: [
      { from: 'dietitian', text: 'Could you collect two samples at our clinic on Friday?', ago: 28 * HOUR },
      {
        from: 'lab',
        text: 'Yes, our courier comes at 9:30. Please label the tubes with the order numbers.',
        ago: 6 * HOUR,
      },
    ],
    readBy: ['lab'],
  },
  {
    kind: 'partner',
    subject: 'Lipid panel turnaround',
    organization: 'practice',
    partner: 'laboratory',
    people: [
      ['medical', 'practice'],
      ['lab', 'laboratory'],
    ],
    lines: [{ from: 'medical', text: 'What is your turnaround for a lipid panel this week?', ago: 2 * HOUR }],
    readBy: ['medical'],
  },
  {
    kind: 'partner',
    subject: 'Coverage of nutrition counselling',
    organization: 'practice',
    partner: 'insurer',
    people: [
      ['staff', 'practice'],
      ['insurance', 'insurer'],
    ],
    lines: [
      {
        from: 'staff',
        text: 'Does the Silver plan cover six nutrition counselling visits a year, or four?',
        ago: 52 * HOUR,
      },
      {
        from: 'insurance',
        text: 'Six visits a year with a referral on file. Send us the referral and we confirm within two days.',
        ago: 7 * HOUR,
      },
      { from: 'staff', text: 'Thank you, sending it today.', ago: 30 * MINUTE },
    ],
    readBy: ['staff'],
  },
  {
    kind: 'partner',
    subject: 'New account',
    organization: 'practice2',
    partner: 'laboratory',
    people: [
      ['dietitian2', 'practice2'],
      ['lab', 'laboratory'],
    ],
    lines: [
      {
        from: 'dietitian2',
        text: 'Hello, Harbor Nutrition Clinic would like to send you our blood tests.',
        ago: 30 * HOUR,
      },
      {
        from: 'lab',
        text: 'Welcome! Orders placed in Verdant reach us directly; results come back the same way.',
        ago: 3 * HOUR,
      },
    ],
    readBy: ['lab'],
  },
];

export async function seedDemoMessages(tx: DbOrTx, input: DemoMessagesInput): Promise<void> {
  const { users, organizations, now } = input;
  const at = (ago: number) => new Date(now.getTime() - ago);
  // names as the app shows them: a professional's profile name, else the account's
  const shown = await tx
    .select({ id: user.id, name: sql<string>`coalesce(${providerProfile.displayName}, ${user.name})` })
    .from(user)
    .leftJoin(providerProfile, eq(providerProfile.userId, user.id))
    .where(inArray(user.id, [...users.values()]));
  const senderName = (key: string) => shown.find((u) => u.id === users.get(key))?.name ?? key;
  const recordOf = async (key: string) => {
    const [row] = await tx
      .select({ id: patient.id })
      .from(patient)
      .where(
        and(
          eq(patient.userId, users.get(key) ?? ''),
          eq(patient.organizationId, organizations.get('practice') ?? ''),
          isNull(patient.deletedAt),
        ),
      );
    return row?.id ?? null;
  };

  const notes: (typeof notification.$inferInsert)[] = [];
  for (const th of THREADS) {
    const people = th.people.filter(([key]) => users.has(key));
    const organizationId = organizations.get(th.organization);
    if (people.length < 2 || !organizationId) continue;
    const patientId = th.about ? await recordOf(th.about) : null;
    if (th.kind === 'care' && !patientId) continue;
    const first = th.lines[0]!;
    const last = th.lines.at(-1)!;
    const [c] = await tx
      .insert(conversation)
      .values({
        kind: th.kind,
        organizationId,
        partnerOrganizationId: th.partner ? (organizations.get(th.partner) ?? null) : null,
        patientId,
        subject: th.subject,
        createdByUserId: users.get(first.from) ?? null,
        createdAt: at(first.ago),
        lastMessageAt: at(last.ago),
      })
      .returning({ id: conversation.id });
    await tx.insert(message).values(
      th.lines.map((l) => ({
        conversationId: c!.id,
        senderUserId: users.get(l.from)!,
        text: l.text,
        createdAt: at(l.ago),
      })),
    );
    await tx.insert(conversationParticipant).values(
      people.map(([key, org]) => {
        const own = th.lines.filter((l) => l.from === key).at(-1);
        return {
          conversationId: c!.id,
          userId: users.get(key)!,
          organizationId: org ? (organizations.get(org) ?? null) : null,
          lastReadAt: th.readBy.includes(key) ? at(last.ago) : own ? at(own.ago) : null,
          joinedAt: at(first.ago),
        };
      }),
    );
    // one unread notification per conversation for each person with unread messages
    for (const [key] of people) {
      if (th.readBy.includes(key) || last.from === key) continue;
      const sender = th.lines.filter((l) => l.from !== key).at(-1)!;
      notes.push({
        userId: users.get(key)!,
        kind: 'message.new',
        titleKey: 'messageNew',
        params: { sender: senderName(sender.from) },
        link: `/messages?c=${c!.id}`,
        patientId,
        createdAt: at(sender.ago),
      });
    }
  }

  // Appointments: booked, moved and cancelled recently, and tomorrow's reminders.
  const note = (
    key: string,
    kind: NotificationKind,
    titleKey: string,
    params: NotificationParams,
    link: string | null,
    ago: number,
    read: boolean,
    patientId: string | null = null,
  ) => {
    const userId = users.get(key);
    if (!userId) return;
    notes.push({
      userId,
      kind,
      titleKey,
      params,
      link,
      patientId,
      createdAt: at(ago),
      readAt: read ? at(ago - 5 * MINUTE) : null,
    });
  };
  const upcoming = await tx
    .select()
    .from(appointment)
    .where(
      and(
        eq(appointment.status, 'scheduled'),
        gt(appointment.startsAt, now),
        isNotNull(appointment.patientId),
        inArray(appointment.providerUserId, [...users.values()]),
      ),
    )
    .orderBy(asc(appointment.startsAt));
  const keyOf = new Map([...users].map(([k, v]) => [v, k]));
  const cancelled = await tx
    .select()
    .from(appointment)
    .where(and(eq(appointment.status, 'cancelled'), inArray(appointment.providerUserId, [...users.values()])))
    .limit(3);
  const names = await tx
    .select({ id: patient.id, first: patient.firstName, last: patient.lastName, userId: patient.userId })
    .from(patient)
    .where(
      inArray(
        patient.id,
        [...upcoming, ...cancelled].map((a) => a.patientId!),
      ),
    );
  const nameOf = (patientId: string | null) => {
    const p = names.find((n) => n.id === patientId);
    return p ? `${p.first} ${p.last}` : '';
  };
  const seen = new Set<string>();
  for (const [i, a] of upcoming.entries()) {
    const provider = keyOf.get(a.providerUserId)!;
    const params = { who: nameOf(a.patientId), service: a.serviceName, start: a.startsAt.toISOString() };
    if (!seen.has(provider)) {
      seen.add(provider);
      note(
        provider,
        'appointment.booked',
        'appointmentBooked',
        params,
        `/calendar?appointment=${a.id}`,
        (i + 3) * HOUR,
        false,
        a.patientId,
      );
      continue;
    }
    if (seen.has(`${provider}:moved`)) continue;
    seen.add(`${provider}:moved`);
    note(
      provider,
      'appointment.rescheduled',
      'appointmentMoved',
      params,
      `/calendar?appointment=${a.id}`,
      30 * HOUR,
      true,
      a.patientId,
    );
  }
  const emmaNext = upcoming.find(
    (a) => names.find((n) => n.id === a.patientId)?.userId === users.get('patient'),
  );
  if (emmaNext) {
    const provider = keyOf.get(emmaNext.providerUserId) ?? 'dietitian';
    const params = {
      who: senderName(provider),
      service: emmaNext.serviceName,
      start: emmaNext.startsAt.toISOString(),
    };
    note(
      'patient',
      'appointment.reminder',
      'appointmentReminder',
      params,
      `/patient/calendar?appointment=${emmaNext.id}`,
      HOUR,
      false,
      emmaNext.patientId,
    );
    note(
      'patient',
      'appointment.booked',
      'appointmentBooked',
      params,
      `/patient/calendar?appointment=${emmaNext.id}`,
      72 * HOUR,
      true,
      emmaNext.patientId,
    );
  }
  for (const a of cancelled) {
    const provider = keyOf.get(a.providerUserId)!;
    note(
      provider,
      'appointment.cancelled',
      'appointmentCancelled',
      {
        who: nameOf(a.patientId),
        service: a.serviceName,
        start: a.startsAt.toISOString(),
      },
      `/calendar?appointment=${a.id}`,
      100 * HOUR,
      true,
      a.patientId,
    );
  }
  const emmaRecord = await recordOf('patient');
  note(
    'dietitian',
    'invitation.accepted',
    'invitationAccepted',
    { patient: 'Emma Rodriguez' },
    emmaRecord ? `/patients/${emmaRecord}` : null,
    200 * HOUR,
    true,
    emmaRecord,
  );
  note(
    'admin',
    'invitation.accepted',
    'invitationAccepted',
    { patient: 'Chris Taylor' },
    null,
    150 * HOUR,
    true,
  );
  note('insurance', 'claim.updated', 'claimUpdated', { claim: 'VD-2026-0142' }, null, 9 * HOUR, false);
  if (notes.length) await tx.insert(notification).values(notes);
}

/**
 * The demo calendar: a week of appointments on each side of the first start for every demo
 * professional (the practice's dietitian, medical and fitness professionals and the multi-role
 * account, the laboratory's sample collections, the second practice's dietitian), on their working
 * hours and never overlapping: past ones completed (one no-show and one cancellation each), today's
 * and the coming week's scheduled, in person, by video and by phone. The demo patient has past visits
 * with her care team and a blood draw at the laboratory. Runs after seed/appointments.ts and
 * seed/patients.ts (it uses their records and care teams) in the same transaction.
 */
import type { AppointmentType, DemoOrganizationKey } from '@verdant/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  appointment,
  careTeamMember,
  patient,
  providerProfile,
  providerService,
} from '../db/schema/index.ts';
import {
  addDays,
  computeSlots,
  type Interval,
  localDateOf,
  newConfirmationCode,
  overlaps,
} from '../modules/scheduling/index.ts';
import { bookedPlace } from '../modules/booking/index.ts';
import { insertPublishedProfile, type SeedProfile } from './public-site.ts';

const weekdays = (days: number[], start: string, end: string) =>
  days.map((weekday) => ({ weekday, start, end }));

/** The laboratory's own (unlisted) schedule: sample collection at its draw station. */
export const LAB_PROFILE: SeedProfile = {
  type: 'lab',
  displayName: 'Verdant Demo Laboratory',
  headline: 'Blood draws and sample collection',
  specialties: ['Blood tests', 'Glucose tolerance'],
  languages: ['en', 'es'],
  city: 'Austin',
  country: 'United States',
  online: false,
  inPerson: true,
  bio: 'Walk-in draw station and booked collections.',
  timeZone: 'America/Chicago',
  services: [
    { name: 'Blood draw', durationMinutes: 15, priceMinor: 2500, currency: 'USD' },
    { name: 'Glucose tolerance test', durationMinutes: 120, priceMinor: 9000, currency: 'USD' },
    { name: 'Sample drop-off review', durationMinutes: 30, priceMinor: 0, currency: 'USD' },
  ],
  availability: weekdays([1, 2, 3, 4, 5], '07:00', '15:00'),
};

/** The second practice's dietitian (unlisted: Harbor Nutrition Clinic books by phone). */
export const HARBOR_PROFILE: SeedProfile = {
  type: 'dietitian',
  displayName: 'Noor Haddad, RD',
  headline: 'Family nutrition and food allergies',
  specialties: ['Pediatric nutrition', 'Food allergies'],
  languages: ['en', 'ar'],
  city: 'Boston',
  country: 'United States',
  online: true,
  inPerson: true,
  bio: 'Dietitian at Harbor Nutrition Clinic.',
  timeZone: 'America/New_York',
  services: [
    { name: 'Family nutrition consultation', durationMinutes: 60, priceMinor: 11000, currency: 'USD' },
    { name: 'Allergy follow-up', durationMinutes: 30, priceMinor: 6000, currency: 'USD' },
  ],
  availability: weekdays([1, 2, 3, 4, 5], '09:00', '17:00'),
};

interface Provider {
  userId: string;
  organizationId: string;
  profile: typeof providerProfile.$inferSelect;
  services: (typeof providerService.$inferSelect)[];
  busy: Interval[];
  /** Patients to book, in turn. */
  patients: string[];
}

export interface DemoCalendarInput {
  users: ReadonlyMap<string, string>;
  organizations: ReadonlyMap<DemoOrganizationKey, string>;
  now: Date;
}

const DAY = 86_400_000;

export async function seedDemoCalendar(tx: DbOrTx, input: DemoCalendarInput): Promise<number> {
  const { users, organizations, now } = input;
  const lab = users.get('lab');
  const laboratory = organizations.get('laboratory');
  const noor = users.get('dietitian2');
  const harbor = organizations.get('practice2');
  if (lab && laboratory) await insertPublishedProfile(tx, lab, laboratory, LAB_PROFILE, now, false);
  if (noor && harbor) await insertPublishedProfile(tx, noor, harbor, HARBOR_PROFILE, now, false);

  // The laboratory's records: the demo patient (linked to her account) and three of the practice's
  // patients, as its bookings would have made them.
  const emma = users.get('patient');
  const practice = organizations.get('practice');
  const labRecords: string[] = [];
  if (lab && laboratory && practice) {
    const sources = await tx
      .select()
      .from(patient)
      .where(
        and(eq(patient.organizationId, practice), isNull(patient.deletedAt), eq(patient.status, 'active')),
      )
      .orderBy(asc(patient.lastName));
    const chosen = [
      ...sources.filter((p) => p.userId === emma),
      ...sources.filter((p) => p.userId === null).slice(0, 3),
    ];
    for (const p of chosen) {
      const [row] = await tx
        .insert(patient)
        .values({
          organizationId: laboratory,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          phone: p.phone,
          dateOfBirth: p.dateOfBirth,
          gender: p.gender,
          platformAccess: p.userId ? 'platform_user' : 'none',
          userId: p.userId,
          createdAt: new Date(now.getTime() - 40 * DAY),
        })
        .returning({ id: patient.id });
      labRecords.push(row!.id);
      await tx.insert(careTeamMember).values({ patientId: row!.id, userId: lab });
    }
  }

  const providers: Provider[] = [];
  for (const key of ['dietitian', 'medical', 'fitness', 'multi', 'lab', 'dietitian2']) {
    const userId = users.get(key);
    if (!userId) continue;
    const [profile] = await tx.select().from(providerProfile).where(eq(providerProfile.userId, userId));
    if (!profile) continue;
    const services = await tx
      .select()
      .from(providerService)
      .where(eq(providerService.profileId, profile.id))
      .orderBy(asc(providerService.position));
    const team = await tx
      .select({ id: patient.id, userId: patient.userId })
      .from(careTeamMember)
      .innerJoin(patient, eq(patient.id, careTeamMember.patientId))
      .where(
        and(
          eq(careTeamMember.userId, userId),
          eq(patient.organizationId, profile.organizationId),
          eq(patient.status, 'active'),
          isNull(patient.deletedAt),
        ),
      )
      .orderBy(asc(patient.lastName), asc(patient.firstName));
    const booked = await tx
      .select({ start: appointment.startsAt, end: appointment.endsAt })
      .from(appointment)
      .where(eq(appointment.providerUserId, userId));
    providers.push({
      userId,
      organizationId: profile.organizationId,
      profile,
      services,
      busy: booked.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
      // the demo patient first where she is on the team: her own calendar shows past visits too
      patients: [...team.filter((p) => p.userId === emma), ...team.filter((p) => p.userId !== emma)].map(
        (p) => p.id,
      ),
    });
  }

  // Patients never hold two appointments at once.
  const patientBusy = new Map<string, Interval[]>();
  const existing = await tx
    .select({ patientId: appointment.patientId, start: appointment.startsAt, end: appointment.endsAt })
    .from(appointment)
    .where(
      inArray(
        appointment.providerUserId,
        providers.map((p) => p.userId),
      ),
    );
  for (const e of existing) {
    if (!e.patientId) continue;
    patientBusy.set(e.patientId, [
      ...(patientBusy.get(e.patientId) ?? []),
      { start: e.start.getTime(), end: e.end.getTime() },
    ]);
  }

  let created = 0;
  for (const [pi, pr] of providers.entries()) {
    if (pr.patients.length === 0 || pr.services.length === 0) continue;
    const tz = pr.profile.timeZone;
    const today = localDateOf(now.getTime(), tz);
    let turn = 0;
    let pastVisits = 0;
    for (let d = -6; d <= 6; d++) {
      // past days: two visits; today: three; the coming week: one more each day (seed/appointments.ts
      // has already booked some)
      const wanted = d < 0 ? 2 : d === 0 ? 3 : 1;
      const date = addDays(today, d);
      const day = computeSlots({
        timeZone: tz,
        availability: pr.profile.availability,
        durationMinutes: 15,
        from: date,
        days: 1,
        busy: [],
        now: 0,
      });
      if (day.length === 0) continue;
      for (let k = 0; k < wanted; k++) {
        const service = pr.services[(turn + k) % pr.services.length]!;
        const duration = service.durationMinutes;
        const candidates = computeSlots({
          timeZone: tz,
          availability: pr.profile.availability,
          durationMinutes: duration,
          from: date,
          days: 1,
          busy: pr.busy,
          now: 0,
        });
        const patientId = pr.patients[turn % pr.patients.length]!;
        const free = candidates.filter(
          (s) => !(patientBusy.get(patientId) ?? []).some((b) => overlaps(s, b)),
        );
        const slot = free[(k * 5 + turn + pi * 2) % Math.max(free.length, 1)];
        turn++;
        if (!slot) continue;
        const past = slot.end <= now.getTime();
        // of each professional's past visits, the second was missed and the third cancelled
        const pastIndex = past ? pastVisits++ : -1;
        const status = !past
          ? 'scheduled'
          : pastIndex === 1
            ? 'no-show'
            : pastIndex === 2
              ? 'cancelled'
              : 'completed';
        const type = service.mode ?? typeOf(pr.profile, turn);
        const code = newConfirmationCode();
        await tx.insert(appointment).values({
          organizationId: pr.organizationId,
          providerUserId: pr.userId,
          providerProfileId: pr.profile.id,
          patientId,
          serviceId: service.id,
          serviceName: service.name,
          serviceDurationMinutes: duration,
          servicePriceMinor: service.priceMinor,
          serviceCurrency: service.currency,
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          timeZone: tz,
          status,
          type,
          location: type === 'phone' ? '+1 555 0100' : bookedPlace(pr.profile, { mode: type }).location,
          videoUrl: type === 'video' ? `https://video.example.com/verdant/${code.toLowerCase()}` : null,
          notes: status === 'no-show' ? 'Did not come; left a voicemail to rebook.' : null,
          cancelReason: status === 'cancelled' ? 'Asked to move to next week.' : null,
          sequence: status === 'cancelled' ? 1 : 0,
          confirmationCode: code,
          bookedByUserId: pr.userId,
          confirmedAt: new Date(slot.start - 10 * DAY),
          reminderSentAt: past ? new Date(slot.start - DAY) : null,
          createdAt: new Date(slot.start - 10 * DAY),
          updatedAt: new Date(Math.min(slot.end, now.getTime())),
        });
        if (status !== 'cancelled') {
          pr.busy.push(slot);
          patientBusy.set(patientId, [...(patientBusy.get(patientId) ?? []), slot]);
        }
        created++;
      }
    }
  }
  return created;
}

/** In person, by video or by phone, as the profile offers (a varied mix), for a service without a mode. */
function typeOf(profile: typeof providerProfile.$inferSelect, turn: number): AppointmentType {
  if (!profile.online) return 'in_person';
  if (!profile.inPerson) return turn % 4 === 3 ? 'phone' : 'video';
  return turn % 3 === 1 ? 'video' : turn % 5 === 4 ? 'phone' : 'in_person';
}

/**
 * Demo appointments, seeded with the demo accounts (db/seed/demo.ts) after the public profiles: every
 * demo professional (and the multi-role account, on an unlisted profile of their own) has upcoming
 * appointments, and the demo patient (and the multi-role account as a patient) has some with the
 * demo professionals. Times are open slots of each profile's hours counted from the day after the
 * seed, so a fresh demo always shows upcoming appointments; patients never hold two at once.
 */
import { DEMO_ACCOUNTS } from '@verdant/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { bookedPlace, bookedSlot } from '../modules/booking/index.ts';
import {
  addDays,
  computeSlots,
  type Interval,
  localDateOf,
  newConfirmationCode,
  overlaps,
} from '../modules/scheduling/index.ts';
import {
  appointment,
  organization,
  patient,
  providerProfile,
  providerService,
  user,
} from '../db/schema/index.ts';
import { insertPublishedProfile, MULTI_PROFILE, type SeedProfile } from './public-site.ts';

/** Patients of the demo practice without an account (invented people, reserved example.com e-mail). */
const RECORD_PATIENTS = {
  olivia: { firstName: 'Olivia', lastName: 'Martins', email: 'olivia.martins@example.com' },
  noah: { firstName: 'Noah', lastName: 'Schmidt', email: 'noah.schmidt@example.com' },
  sofia: { firstName: 'Sofía', lastName: 'Herrera', email: 'sofia.herrera@example.com' },
  lucas: { firstName: 'Lucas', lastName: 'Moreau', email: 'lucas.moreau@example.com' },
  ava: { firstName: 'Ava', lastName: 'Thompson', email: 'ava.thompson@example.com' },
  ethan: { firstName: 'Ethan', lastName: 'Brooks', email: 'ethan.brooks@example.com' },
  mia: { firstName: 'Mia', lastName: 'Kowalski', email: 'mia.kowalski@example.com' },
} as const;

type ProviderKey = 'dietitian' | 'medical' | 'fitness' | 'multi';
type PatientKey = 'patient' | 'multi' | keyof typeof RECORD_PATIENTS;

interface Planned {
  provider: ProviderKey;
  patient: PatientKey;
  /** Index of the profile's service. */
  service: number;
  /** The n-th day with open hours, counted from the day after the seed in the provider's zone. */
  day: number;
  /** The n-th open slot of that day (wraps). */
  slot: number;
}

export const DEMO_APPOINTMENT_PLAN: readonly Planned[] = [
  { provider: 'dietitian', patient: 'patient', service: 1, day: 0, slot: 2 },
  { provider: 'dietitian', patient: 'olivia', service: 0, day: 0, slot: 8 },
  { provider: 'dietitian', patient: 'noah', service: 2, day: 1, slot: 1 },
  { provider: 'dietitian', patient: 'patient', service: 0, day: 6, slot: 3 },
  { provider: 'medical', patient: 'patient', service: 0, day: 2, slot: 1 },
  { provider: 'medical', patient: 'sofia', service: 1, day: 0, slot: 0 },
  { provider: 'medical', patient: 'lucas', service: 2, day: 1, slot: 4 },
  { provider: 'fitness', patient: 'patient', service: 0, day: 4, slot: 1 },
  { provider: 'fitness', patient: 'multi', service: 2, day: 1, slot: 2 },
  { provider: 'fitness', patient: 'ava', service: 1, day: 0, slot: 3 },
  { provider: 'multi', patient: 'ethan', service: 0, day: 0, slot: 1 },
  { provider: 'multi', patient: 'mia', service: 1, day: 2, slot: 2 },
];

const SEARCH_DAYS = 28;

export async function seedDemoAppointments(tx: DbOrTx, now = new Date()): Promise<number> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const users = await tx
    .select({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(inArray(user.email, emails));
  const userOf = (key: string) => {
    const email = DEMO_ACCOUNTS.find((a) => a.key === key)?.email;
    return users.find((u) => u.email === email);
  };
  const [practice] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.joinCode, 'DEMO-PRAC'));
  if (!practice) return 0;

  // The multi-role account's unlisted profile.
  const multi = userOf('multi');
  if (multi) await insertPublishedProfile(tx, multi.id, practice.id, MULTI_PROFILE, now, false);

  // Providers: their profile and services.
  const providers = new Map<
    ProviderKey,
    {
      userId: string;
      profileId: string;
      profile: typeof providerProfile.$inferSelect;
      timeZone: string;
      availability: SeedProfile['availability'];
      services: (typeof providerService.$inferSelect)[];
      busy: Interval[];
    }
  >();
  for (const key of ['dietitian', 'medical', 'fitness', 'multi'] as const) {
    const u = userOf(key);
    if (!u) continue;
    const [profile] = await tx.select().from(providerProfile).where(eq(providerProfile.userId, u.id));
    if (!profile) continue;
    const services = await tx
      .select()
      .from(providerService)
      .where(eq(providerService.profileId, profile.id))
      .orderBy(providerService.position);
    providers.set(key, {
      userId: u.id,
      profileId: profile.id,
      profile,
      timeZone: profile.timeZone,
      availability: profile.availability,
      services,
      busy: [],
    });
  }

  // Patients: records of the demo practice, linked to the demo accounts where there is one.
  const patients = new Map<PatientKey, { id: string; userId: string | null; busy: Interval[] }>();
  for (const key of ['patient', 'multi'] as const) {
    const u = userOf(key);
    if (!u) continue;
    const [row] = await tx
      .insert(patient)
      .values({
        organizationId: practice.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        platformAccess: 'platform_user',
        userId: u.id,
      })
      .returning({ id: patient.id });
    patients.set(key, { id: row!.id, userId: u.id, busy: [] });
  }
  for (const [key, p] of Object.entries(RECORD_PATIENTS) as [
    keyof typeof RECORD_PATIENTS,
    (typeof RECORD_PATIENTS)[keyof typeof RECORD_PATIENTS],
  ][]) {
    const [row] = await tx
      .insert(patient)
      .values({ organizationId: practice.id, ...p, platformAccess: 'none' })
      .returning({ id: patient.id });
    patients.set(key, { id: row!.id, userId: null, busy: [] });
  }

  let created = 0;
  for (const plan of DEMO_APPOINTMENT_PLAN) {
    const pr = providers.get(plan.provider);
    const pa = patients.get(plan.patient);
    const service = pr?.services[plan.service];
    if (!pr || !pa || !service) continue;
    const slots = computeSlots({
      timeZone: pr.timeZone,
      availability: pr.availability,
      durationMinutes: service.durationMinutes,
      from: addDays(localDateOf(now.getTime(), pr.timeZone), 1),
      days: SEARCH_DAYS,
      busy: pr.busy,
      now: now.getTime(),
    }).filter((s) => !pa.busy.some((b) => overlaps(s, b)));
    const days = [...new Set(slots.map((s) => localDateOf(s.start, pr.timeZone)))];
    const date = days[Math.min(plan.day, days.length - 1)];
    const ofDay = slots.filter((s) => localDateOf(s.start, pr.timeZone) === date);
    const slot = ofDay[plan.slot % Math.max(ofDay.length, 1)];
    if (!slot) continue;
    await tx.insert(appointment).values({
      organizationId: practice.id,
      providerProfileId: pr.profileId,
      patientId: pa.id,
      ...bookedSlot(pr, service, slot),
      ...bookedPlace(pr.profile, service),
      status: 'scheduled',
      confirmationCode: newConfirmationCode(),
      bookedByUserId: pa.userId,
      createdAt: now,
      updatedAt: now,
    });
    pr.busy.push(slot);
    pa.busy.push(slot);
    created++;
  }
  return created;
}

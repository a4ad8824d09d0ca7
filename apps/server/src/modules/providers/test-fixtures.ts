/** Fixtures for the public-site integration tests: professionals with a saved provider profile. */
import type { ProviderProfileInput, ProviderType } from '@verdant/shared';
import type { TestApp, TestClient } from '../../test/app.ts';

export const ALL_WEEK_UTC = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '00:00',
  end: '24:00',
}));

export function profileInput(over: Partial<ProviderProfileInput> = {}): ProviderProfileInput {
  return {
    type: 'dietitian',
    displayName: 'Ana Ruiz',
    headline: 'Sports and clinical nutrition',
    specialties: ['Sports nutrition', 'Diabetes'],
    languages: ['es', 'en'],
    city: 'Madrid',
    country: 'Spain',
    online: true,
    inPerson: true,
    bio: 'Registered dietitian.',
    timeZone: 'UTC',
    services: [
      { name: 'First visit', durationMinutes: 60, priceMinor: 6000, currency: 'EUR' },
      { name: 'Follow-up', durationMinutes: 30, priceMinor: 3500, currency: 'EUR' },
    ],
    availability: ALL_WEEK_UTC,
    // Far from the defaults' limits unless a test sets them (booking.security.int.test.ts does).
    bookingWindowDays: 365,
    maxNewPatientsPerDay: 100,
    published: true,
    ...over,
  };
}

export interface ProviderFixture {
  userId: string;
  email: string;
  client: TestClient;
  organizationId: string;
  profileId: string;
  serviceIds: string[];
}

/** A signed-in professional of a new practice with a saved (by default published) profile. */
export async function createProvider(
  t: TestApp,
  over: Partial<ProviderProfileInput> = {},
  organizationId?: string,
): Promise<ProviderFixture> {
  const input = profileInput(over);
  const orgId = organizationId ?? (await t.createPractice(`${input.displayName} practice`));
  const role = input.type as ProviderType;
  const u = await t.signedIn({
    roles: [role],
    firstName: input.displayName.split(' ')[0] ?? 'Pro',
    lastName: input.displayName.split(' ').slice(1).join(' ') || 'Fessional',
    memberships: [{ organizationId: orgId, orgRole: 'owner' }],
  });
  const res = await u.client.put('/api/v1/me/provider-profile', input);
  if (res.status !== 200) throw new Error(`profile save failed: ${res.status} ${res.text}`);
  return {
    userId: u.id,
    email: u.email,
    client: u.client,
    organizationId: orgId,
    profileId: res.body.id,
    serviceIds: res.body.services.map((s: { id: string }) => s.id),
  };
}

/**
 * Books the first open slot of a profile as a signed-out visitor and confirms it from the hold
 * e-mail, as the visitor would: a scheduled appointment with a patient record. Returns its id.
 */
export async function bookConfirmed(
  t: TestApp,
  profileId: string,
  serviceId: string,
  patient: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const slots = await t.client().get(`/api/v1/providers/${profileId}/slots?serviceId=${serviceId}&days=3`);
  const booked = await t.client().post('/api/v1/bookings', {
    providerId: profileId,
    serviceId,
    start: slots.body.slots[0].start,
    patient: { ...patient, phone: '+1 555 010 2030' },
  });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${booked.text}`);
  const token = (await t.linkFromEmail(patient.email, undefined)).searchParams.get('token');
  const confirmed = await t.client().post(`/api/v1/bookings/${booked.body.id}/confirm`, { token });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${confirmed.text}`);
  return booked.body.id;
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment, patient, providerService } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { computeSlots } from '../scheduling/index.ts';
import { createProvider, type ProviderFixture, profileInput } from './test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('my provider profile', () => {
  it('is 404 before it exists, then saved and read back; services keep their ids', async () => {
    const org = await t.createPractice('Clinic A');
    const me = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: org, orgRole: 'owner' }],
    });
    expect((await me.client.get('/api/v1/me/provider-profile')).status).toBe(404);

    const saved = await me.client.put('/api/v1/me/provider-profile', profileInput({ published: false }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      type: 'dietitian',
      displayName: 'Ana Ruiz',
      specialties: ['Sports nutrition', 'Diabetes'],
      languages: ['es', 'en'],
      timeZone: 'UTC',
      published: false,
    });
    expect(saved.body.services).toHaveLength(2);
    const [first, second] = saved.body.services;

    const update = await me.client.put(
      '/api/v1/me/provider-profile',
      profileInput({
        published: true,
        services: [
          { ...first, priceMinor: 6500 },
          { name: 'Group class', durationMinutes: 90, priceMinor: 2000, currency: 'EUR' },
        ],
      }),
    );
    expect(update.status).toBe(200);
    expect(update.body.id).toBe(saved.body.id);
    expect(
      update.body.services.map((s: { id: string; name: string; priceMinor: number }) => [
        s.name,
        s.priceMinor,
      ]),
    ).toEqual([
      ['First visit', 6500],
      ['Group class', 2000],
    ]);
    expect(update.body.services[0].id).toBe(first.id);
    const stored = await t.database.db
      .select()
      .from(providerService)
      .where(eq(providerService.id, second.id));
    expect(stored).toHaveLength(0);
    expect((await me.client.get('/api/v1/me/provider-profile')).body).toEqual(update.body);
  });

  it('validates with dotted keys and changes nothing', async () => {
    const p = await createProvider(t, { displayName: 'Valid Vera', published: false });
    const res = await p.client.put('/api/v1/me/provider-profile', {
      ...profileInput({ published: true }),
      displayName: '',
      timeZone: 'Mars/Olympus',
      services: [{ name: '', durationMinutes: 3, priceMinor: -1, currency: 'XXX' }],
      availability: [{ weekday: 8, start: '10:00', end: '09:00' }],
      languages: ['english'],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      displayName: 'displayNameRequired',
      timeZone: 'timeZoneInvalid',
      'services.0.name': 'nameRequired',
      'services.0.durationMinutes': 'durationOutOfRange',
      'services.0.priceMinor': 'priceInvalid',
      'services.0.currency': 'currencyInvalid',
      'availability.0.weekday': 'invalidOption',
      'availability.0.end': 'timeRangeInvalid',
      'languages.0': 'languageInvalid',
    });
    expect((await p.client.get('/api/v1/me/provider-profile')).body.displayName).toBe('Valid Vera');
  });

  it('needs the role of the type and a practice; other roles are refused', async () => {
    const org = await t.createPractice('Clinic B');
    const fit = await t.signedIn({
      roles: ['fitness'],
      memberships: [{ organizationId: org, orgRole: 'member' }],
    });
    const wrongType = await fit.client.put('/api/v1/me/provider-profile', profileInput({ type: 'medical' }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details.fields).toEqual({ type: 'invalidOption' });
    const loner = await t.signedIn({ roles: ['medical'], memberships: [] });
    const noOrg = await loner.client.put('/api/v1/me/provider-profile', profileInput({ type: 'medical' }));
    expect(noOrg.status).toBe(403);
    const pat = await t.signedIn({ roles: ['patient', 'staff'] });
    expect((await pat.client.get('/api/v1/me/provider-profile')).status).toBe(403);
    expect((await pat.client.put('/api/v1/me/provider-profile', profileInput())).status).toBe(403);
    expect((await t.client().get('/api/v1/me/provider-profile')).status).toBe(401);
  });
});

describe('directory search', () => {
  const made: Record<string, ProviderFixture> = {};
  beforeAll(async () => {
    const specs = [
      {
        key: 'lucia',
        displayName: 'Lucía Fernández',
        type: 'dietitian',
        specialties: ['Nutrición deportiva', 'Vegan diets'],
        languages: ['es'],
        city: 'Sevilla',
        country: 'Spain',
        online: false,
        inPerson: true,
      },
      {
        key: 'mark',
        displayName: 'Mark Olsen',
        type: 'medical',
        specialties: ['Cardiology', 'Diabetes management'],
        languages: ['en', 'da'],
        city: 'Copenhagen',
        country: 'Denmark',
        online: true,
        inPerson: true,
      },
      {
        key: 'nora',
        displayName: 'Nora Smith',
        type: 'fitness',
        specialties: ['Strength training', 'Sports nutrition'],
        languages: ['en'],
        city: null,
        country: null,
        online: true,
        inPerson: false,
      },
      {
        key: 'omar',
        displayName: 'Omar Haddad',
        type: 'dietitian',
        specialties: ['Diabetes', 'Sports nutrition'],
        languages: ['en', 'ar', 'fr'],
        city: 'Lyon',
        country: 'France',
        online: true,
        inPerson: true,
      },
      {
        key: 'hidden',
        displayName: 'Hidden Hannah',
        type: 'dietitian',
        specialties: ['Sports nutrition'],
        languages: ['en'],
        city: 'Sevilla',
        country: 'Spain',
        online: true,
        inPerson: true,
        published: false,
      },
    ] as const;
    for (const { key, ...spec } of specs) {
      made[key] = await createProvider(t, {
        ...spec,
        specialties: [...spec.specialties],
        languages: [...spec.languages],
        city: spec.city ?? undefined,
        country: spec.country ?? undefined,
        published: 'published' in spec ? spec.published : true,
      } as never);
    }
  });

  const search = async (qs: string) => {
    const res = await t.client().get(`/api/v1/providers?${qs}`);
    expect(res.status, res.text).toBe(200);
    return res.body as {
      items: { id: string; displayName: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };
  const names = (r: { items: { displayName: string }[] }) => r.items.map((i) => i.displayName);
  const mine = (r: { items: { displayName: string }[] }) =>
    names(r).filter((n) =>
      ['Lucía Fernández', 'Mark Olsen', 'Nora Smith', 'Omar Haddad', 'Hidden Hannah'].includes(n),
    );

  it('lists published providers only, by name, with the card fields', async () => {
    const all = await search('pageSize=50');
    expect(mine(all)).toEqual(['Lucía Fernández', 'Mark Olsen', 'Nora Smith', 'Omar Haddad']);
    const omar = all.items.find((i) => i.displayName === 'Omar Haddad');
    expect(omar).toEqual({
      id: made.omar!.profileId,
      type: 'dietitian',
      displayName: 'Omar Haddad',
      headline: 'Sports and clinical nutrition',
      specialties: ['Diabetes', 'Sports nutrition'],
      languages: ['en', 'ar', 'fr'],
      city: 'Lyon',
      country: 'France',
      online: true,
      inPerson: true,
      fromPriceMinor: 3500,
      currency: 'EUR',
    });
  });

  it('matches name and specialty words by prefix, case- and accent-insensitively, every word', async () => {
    expect(mine(await search('q=lucia'))).toEqual(['Lucía Fernández']);
    expect(mine(await search('q=LUCÍA%20fern'))).toEqual(['Lucía Fernández']);
    expect(mine(await search('q=NUTRICION'))).toEqual(['Lucía Fernández']);
    expect(mine(await search('q=sports%20nutrition'))).toEqual(['Nora Smith', 'Omar Haddad']);
    expect(mine(await search('q=omar%20diabetes'))).toEqual(['Omar Haddad']);
    expect(mine(await search('q=100%25'))).toEqual([]);
  });

  it('filters by type, specialty, language, location and mode', async () => {
    expect(mine(await search('type=dietitian'))).toEqual(['Lucía Fernández', 'Omar Haddad']);
    expect(mine(await search('specialty=sports%20NUTRITION'))).toEqual(['Nora Smith', 'Omar Haddad']);
    expect(mine(await search('language=es'))).toEqual(['Lucía Fernández']);
    expect(mine(await search('language=EN&type=medical'))).toEqual(['Mark Olsen']);
    expect(mine(await search('location=sevilla'))).toEqual(['Lucía Fernández']);
    expect(mine(await search('location=denmark'))).toEqual(['Mark Olsen']);
    expect(mine(await search('mode=online'))).toEqual(['Mark Olsen', 'Nora Smith', 'Omar Haddad']);
    expect(mine(await search('mode=in_person&language=en'))).toEqual(['Mark Olsen', 'Omar Haddad']);
    expect(mine(await search('q=&type=&mode=&language='))).toHaveLength(4);
  });

  it('matches specialty words, not only the exact specialty name', async () => {
    expect(mine(await search('specialty=diabetes'))).toEqual(['Mark Olsen', 'Omar Haddad']);
    expect(mine(await search('specialty=Diabetes%20management'))).toEqual(['Mark Olsen']);
    expect(mine(await search('specialty=management'))).toEqual(['Mark Olsen']);
    expect(mine(await search('specialty=cardio'))).toEqual(['Mark Olsen']);
    expect(mine(await search('specialty=NUTRICI%C3%93N'))).toEqual(['Lucía Fernández']);
    expect(mine(await search('specialty=nutrition%20sports&type=fitness'))).toEqual(['Nora Smith']);
    // The name is not a specialty.
    expect(mine(await search('specialty=olsen'))).toEqual([]);
    expect(mine(await search('specialty=diabetes%20vegan'))).toEqual([]);
  });

  it('paginates with a total', async () => {
    const all = await search('q=sports&pageSize=50');
    expect(all.total).toBeGreaterThanOrEqual(3);
    const pages = [];
    for (let page = 1; page <= all.total; page++) {
      const r = await search(`q=sports&pageSize=1&page=${page}`);
      expect(r).toMatchObject({ page, pageSize: 1, total: all.total });
      pages.push(...r.items);
    }
    expect(pages).toEqual(all.items);
    expect((await search(`q=sports&pageSize=1&page=${all.total + 1}`)).items).toEqual([]);
    const p2 = await search('q=sports&pageSize=2&page=2');
    expect(p2.items).toEqual(all.items.slice(2, 4));
    const bad = await t.client().get('/api/v1/providers?type=wizard&mode=teleport&pageSize=500&language=eng');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      type: 'invalidOption',
      mode: 'invalidOption',
      pageSize: 'numberInvalid',
      language: 'languageInvalid',
    });
  });

  it('follows profile edits: renamed, unpublished and republished', async () => {
    const p = await createProvider(t, { displayName: 'Zed Before', specialties: ['Zymurgy'] });
    expect(names(await search('q=zymurgy'))).toEqual(['Zed Before']);
    const renamed = await p.client.put(
      '/api/v1/me/provider-profile',
      profileInput({ displayName: 'Zed After', specialties: ['Zymurgy'] }),
    );
    expect(renamed.status).toBe(200);
    expect(names(await search('q=zym'))).toEqual(['Zed After']);
    expect(names(await search('q=before'))).toEqual([]);
    await p.client.put(
      '/api/v1/me/provider-profile',
      profileInput({ displayName: 'Zed After', specialties: ['Zymurgy'], published: false }),
    );
    expect((await search('q=zymurgy')).total).toBe(0);
    expect((await t.client().get(`/api/v1/providers/${p.profileId}`)).status).toBe(404);
    await p.client.put(
      '/api/v1/me/provider-profile',
      profileInput({ displayName: 'Zed After', specialties: ['Zymurgy'] }),
    );
    expect((await search('q=zymurgy')).items.map((i) => i.id)).toEqual([p.profileId]);
  });

  it('shows a published profile and hides an unpublished one', async () => {
    const res = await t.client().get(`/api/v1/providers/${made.mark!.profileId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: made.mark!.profileId,
      type: 'medical',
      displayName: 'Mark Olsen',
      timeZone: 'UTC',
      bio: 'Registered dietitian.',
    });
    expect(res.body.services.map((s: { name: string }) => s.name)).toEqual(['First visit', 'Follow-up']);
    expect(res.body.availability).toHaveLength(7);
    for (const id of [made.hidden!.profileId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await t.client().get(`/api/v1/providers/${id}`)).status).toBe(404);
      expect((await t.client().get(`/api/v1/providers/${id}/slots?serviceId=x`)).status).toBe(404);
    }
  });
});

describe('open slots', () => {
  it('are the availability in the provider zone minus appointments minus the past', async () => {
    const p = await createProvider(t, {
      displayName: 'Slot Sam',
      timeZone: 'America/New_York',
      availability: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
    });
    const res = await t.client().get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/New_York');
    const slots: { start: string; end: string }[] = res.body.slots;
    expect(slots.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const s of slots) {
      expect(Date.parse(s.start)).toBeGreaterThanOrEqual(now - 5_000);
      expect(Date.parse(s.end) - Date.parse(s.start)).toBe(60 * 60_000);
      expect(s.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(s.start));
      expect(['09:00', '09:30', '10:00', '10:30', '11:00']).toContain(local);
    }
    // At most 14 days ahead.
    expect(Date.parse(slots.at(-1)!.start) - now).toBeLessThan(15 * 86_400_000);

    // An appointment removes the slots it overlaps.
    const target = slots[2]!;
    const [pat] = await t.database.db
      .insert(patient)
      .values({ organizationId: p.organizationId, firstName: 'A', lastName: 'B', email: 'ab@example.test' })
      .returning({ id: patient.id });
    await t.database.db.insert(appointment).values({
      organizationId: p.organizationId,
      providerUserId: p.userId,
      providerProfileId: p.profileId,
      patientId: pat!.id,
      serviceName: 'First visit',
      serviceDurationMinutes: 60,
      servicePriceMinor: 6000,
      serviceCurrency: 'EUR',
      startsAt: new Date(target.start),
      endsAt: new Date(target.end),
      timeZone: 'America/New_York',
      confirmationCode: 'ABCDEFGH',
    });
    const after = (
      await t.client().get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[0]}`)
    ).body.slots as typeof slots;
    const overlapping = slots.filter(
      (s) => Date.parse(s.start) < Date.parse(target.end) && Date.parse(target.start) < Date.parse(s.end),
    );
    expect(overlapping.length).toBeGreaterThanOrEqual(2);
    for (const s of overlapping) expect(after.map((x) => x.start)).not.toContain(s.start);
    expect(after.length).toBe(slots.length - overlapping.length);

    // A cancelled appointment frees them again.
    await t.database.db
      .update(appointment)
      .set({ status: 'cancelled' })
      .where(eq(appointment.providerUserId, p.userId));
    expect(
      (await t.client().get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[0]}`)).body
        .slots,
    ).toHaveLength(slots.length);
  });

  it('respects from, days and the service, and validates', async () => {
    const p = await createProvider(t, { displayName: 'Range Rita', timeZone: 'Europe/Madrid' });
    const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await t
      .client()
      .get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[1]}&from=${from}&days=2`);
    expect(res.status).toBe(200);
    const expected = computeSlots({
      timeZone: 'Europe/Madrid',
      availability: profileInput().availability,
      durationMinutes: 30,
      from,
      days: 2,
      busy: [],
      now: Date.now(),
    });
    expect(res.body.slots).toHaveLength(expected.length);
    expect(
      res.body.slots[0].start.slice(0, 10) >=
        new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    ).toBe(true);
    const bad = await t
      .client()
      .get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[1]}&from=2026-02-30&days=15`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ from: 'dateInvalid', days: 'numberInvalid' });
    const wrong = await t
      .client()
      .get(`/api/v1/providers/${p.profileId}/slots?serviceId=00000000-0000-4000-8000-000000000000`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields).toEqual({ serviceId: 'serviceInvalid' });
  });
});

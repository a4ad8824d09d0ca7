import { todayInTimeZone } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';

let t: TestApp;
let admin: TestClient;
let adminEmail: string;
let admin2Email: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signedIn({ roles: ['admin'] });
  admin = a.client;
  adminEmail = a.email;
  admin2Email = (await t.createUser({ roles: ['admin', 'dietitian'] })).email;
});
afterAll(async () => {
  await t.close();
});

const inThreeDays = todayInTimeZone('UTC', new Date(Date.now() + 3 * 86_400_000));

const request = (email = uniqueEmail('lead')) => ({
  personal: { firstName: 'Ana', lastName: 'Ruiz', email, phone: '+34 600 123 456', jobTitle: 'Owner' },
  organization: {
    name: 'Clínica Ruiz',
    type: 'dietitian_practice',
    size: '2-10',
    country: 'Spain',
    website: 'clinicaruiz.example',
  },
  usage: {
    professions: ['dietitian', 'staff'],
    patientVolume: '50-200',
    currentTools: 'Spreadsheets',
    interests: ['diet_plans', 'billing'],
  },
  scheduling: {
    preferredDate: inThreeDays,
    preferredTime: 'morning',
    timeZone: 'Europe/Madrid',
    contactMethod: 'video',
    notes: 'Mornings are best',
  },
});

async function count(table: 'demo_request' | 'outbox_email'): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  );
  return row!.n;
}

describe('POST /api/v1/demo-requests', () => {
  it('stores the request, e-mails every administrator and acknowledges to the requester', async () => {
    const email = uniqueEmail('lead');
    const res = await t.client().post('/api/v1/demo-requests', request(email));
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    for (const to of [adminEmail, admin2Email]) {
      const mail = await t.lastEmailTo(to);
      expect(mail!.subject).toBe('Demo request: Clínica Ruiz (Ana Ruiz)');
      expect(mail!.text).toContain(email);
      expect(mail!.text).toContain('Interests: diet_plans, billing');
    }
    const ack = await t.lastEmailTo(email);
    expect(ack!.subject).toBe('We received your Verdant demo request');
    expect(ack!.text).toContain('within 24 hours');
  });

  it('acknowledges in Spanish when the browser prefers Spanish', async () => {
    const email = uniqueEmail('es');
    await t.client().post('/api/v1/demo-requests', request(email), { headers: { 'accept-language': 'es' } });
    expect((await t.lastEmailTo(email))!.text).toContain('en menos de 24 horas');
  });

  it('reports every invalid field by dotted path and changes nothing', async () => {
    const before = { requests: await count('demo_request'), emails: await count('outbox_email') };
    const res = await t.client().post('/api/v1/demo-requests', {
      personal: { firstName: '', lastName: ' ', email: 'not-an-email', phone: 'call me' },
      organization: { name: '', type: 'spaceship', size: '3', country: '' },
      usage: { professions: [], patientVolume: 'lots', interests: [] },
      scheduling: {
        preferredDate: '2020-01-01',
        preferredTime: 'noon',
        timeZone: 'Moon/Base',
        contactMethod: 'fax',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details.fields).toEqual({
      'personal.firstName': 'firstNameRequired',
      'personal.lastName': 'lastNameRequired',
      'personal.email': 'emailInvalid',
      'personal.phone': 'phoneInvalid',
      'organization.name': 'organizationNameRequired',
      'organization.type': 'invalidOption',
      'organization.size': 'invalidOption',
      'organization.country': 'countryRequired',
      'usage.professions': 'selectAtLeastOne',
      'usage.patientVolume': 'invalidOption',
      'usage.interests': 'selectAtLeastOne',
      'scheduling.preferredDate': 'dateInPast',
      'scheduling.preferredTime': 'invalidOption',
      'scheduling.timeZone': 'timeZoneInvalid',
      'scheduling.contactMethod': 'invalidOption',
    });
    const empty = await t.client().post('/api/v1/demo-requests', {});
    expect(empty.body.error.details.fields).toEqual({
      personal: 'required',
      organization: 'required',
      usage: 'required',
      scheduling: 'required',
    });
    expect({ requests: await count('demo_request'), emails: await count('outbox_email') }).toEqual(before);
  });

  it('honours Idempotency-Key', async () => {
    const client = t.client();
    const body = request();
    const first = await client.post('/api/v1/demo-requests', body, {
      headers: { 'idempotency-key': 'demo-1' },
    });
    const before = { requests: await count('demo_request'), emails: await count('outbox_email') };
    const again = await client.post('/api/v1/demo-requests', body, {
      headers: { 'idempotency-key': 'demo-1' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect({ requests: await count('demo_request'), emails: await count('outbox_email') }).toEqual(before);
    // Another caller's key space is separate only by scope; a different body with the same key conflicts.
    const conflict = await client.post('/api/v1/demo-requests', request(), {
      headers: { 'idempotency-key': 'demo-1' },
    });
    expect(conflict.status).toBe(409);
  });

  it('is rate-limited per address (5 an hour)', async () => {
    const client = t.client();
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/v1/demo-requests', request())).status).toBe(201);
    const limited = await client.post('/api/v1/demo-requests', request());
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect((await t.client().post('/api/v1/demo-requests', request())).status).toBe(201);
  });
});

describe('admin demo requests', () => {
  it('lists newest first with status filter and cursor, and updates status and notes', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.client().post('/api/v1/demo-requests', request())).body.id);
    const page1 = await admin.get('/api/v1/admin/demo-requests?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.items[0]).toMatchObject({
      id: ids[2],
      status: 'new',
      notes: '',
      personal: { firstName: 'Ana', lastName: 'Ruiz', phone: '+34 600 123 456', jobTitle: 'Owner' },
      organization: {
        name: 'Clínica Ruiz',
        type: 'dietitian_practice',
        size: '2-10',
        country: 'Spain',
        website: 'https://clinicaruiz.example',
      },
      usage: {
        professions: ['dietitian', 'staff'],
        patientVolume: '50-200',
        currentTools: 'Spreadsheets',
        interests: ['diet_plans', 'billing'],
      },
      scheduling: {
        preferredDate: inThreeDays,
        preferredTime: 'morning',
        timeZone: 'Europe/Madrid',
        contactMethod: 'video',
        notes: 'Mornings are best',
      },
    });
    const page2 = await admin.get(`/api/v1/admin/demo-requests?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items[0].id).toBe(ids[0]);

    const patched = await admin.patch(`/api/v1/admin/demo-requests/${ids[1]}`, {
      status: 'contacted',
      notes: 'Called, demo on Tuesday',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: ids[1], status: 'contacted', notes: 'Called, demo on Tuesday' });
    const contacted = await admin.get('/api/v1/admin/demo-requests?status=contacted');
    expect(contacted.body.items.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    expect((await admin.get('/api/v1/admin/demo-requests?status=')).status).toBe(200);

    const bad = await admin.patch(`/api/v1/admin/demo-requests/${ids[1]}`, { status: 'won' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ status: 'invalidOption' });
    expect((await admin.patch(`/api/v1/admin/demo-requests/${ids[1]}`, {})).status).toBe(400);
    expect(
      (
        await admin.patch('/api/v1/admin/demo-requests/00000000-0000-4000-8000-000000000000', {
          status: 'closed',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses other roles and anonymous callers', async () => {
    const staff = (await t.signedIn({ roles: ['staff', 'dietitian'] })).client;
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await staff.get('/api/v1/admin/demo-requests')).status).toBe(403);
    expect((await staff.patch(`/api/v1/admin/demo-requests/${id}`, { status: 'closed' })).status).toBe(403);
    expect((await t.client().get('/api/v1/admin/demo-requests')).status).toBe(401);
    expect((await t.client().patch(`/api/v1/admin/demo-requests/${id}`, { status: 'closed' })).status).toBe(
      401,
    );
  });
});

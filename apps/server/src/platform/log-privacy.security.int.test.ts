/**
 * Logs carry ids and domains, never the names, e-mail addresses or free text people submit: a
 * booking confirmed from its e-mail, a contact message and a sign-in (with their e-mails delivered
 * through the job worker) leave none of the submitted values in the captured log lines, and neither
 * does a query that fails with them as its parameters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../test/app.ts';
import { createProvider, type ProviderFixture } from '../modules/providers/test-fixtures.ts';

let t: TestApp;
let provider: ProviderFixture;
beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  await t.createUser({ roles: ['admin'] });
});
afterAll(async () => {
  await t.close();
});

describe('log privacy', () => {
  it('booking, contact and sign-in flows log none of the submitted names, addresses or text', async () => {
    const email = uniqueEmail('privacy');
    const secrets = ['Wilhelmina', 'Quixotehart', email, 'Sciatica since March'];
    const from = t.logs.length;

    const slots = await t
      .client()
      .get(`/api/v1/providers/${provider.profileId}/slots?serviceId=${provider.serviceIds[0]}&days=3`);
    const booked = await t.client().post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: slots.body.slots[0].start,
      patient: { firstName: 'Wilhelmina', lastName: 'Quixotehart', email, phone: '+1 555 010 2030' },
      notes: 'Sciatica since March',
    });
    expect(booked.status).toBe(201);
    // Confirming tells the provider who booked (by e-mail, never in the log).
    const link = await t.linkFromEmail(email, undefined);
    const confirmed = await t.client().post(`/api/v1/bookings/${link.searchParams.get('id')}/confirm`, {
      token: link.searchParams.get('token'),
    });
    expect(confirmed.status).toBe(200);

    const contact = await t.client().post('/api/v1/contact', {
      name: 'Wilhelmina Quixotehart',
      email,
      message: 'Sciatica since March',
    });
    expect(contact.status).toBe(202);

    const user = await t.createUser({ roles: ['dietitian'] });
    const signIn = await t
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password-1' });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    secrets.push(user.email);

    await t.runJobs();
    const logged = t.logs.slice(from).join('\n');
    expect(logged.length).toBeGreaterThan(0);
    for (const value of secrets) expect(logged).not.toContain(value);
  });

  it('a query that fails logs its SQL, never its parameters', async () => {
    // Every insert of a contact message fails inside the database, with the submitted values bound.
    const { db } = t.database;
    await db.execute(
      sql.raw(`create function refuse_contact() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_contact before insert on contact_message
        for each row execute function refuse_contact()`),
    );
    try {
      const from = t.logs.length;
      const res = await t.client().post('/api/v1/contact', {
        name: 'Bartholomew Zanzibarre',
        email: 'bartholomew@privacy.example',
        message: 'Since Monday:\nMigraines after the new medication\nand nausea',
      });
      expect(res.status).toBe(500);
      const logged = t.logs.slice(from).join('\n');
      expect(logged).toContain('params: [redacted]');
      for (const value of [
        'Bartholomew',
        'Zanzibarre',
        'bartholomew@privacy.example',
        'Migraines',
        'nausea',
      ]) {
        expect(logged).not.toContain(value);
      }
    } finally {
      await db.execute(sql.raw('drop trigger refuse_contact on contact_message'));
      await db.execute(sql.raw('drop function refuse_contact()'));
    }
  });
});

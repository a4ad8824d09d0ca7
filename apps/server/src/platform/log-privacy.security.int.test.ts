/**
 * Logs carry ids and domains, never the names, e-mail addresses or free text people submit: a
 * booking, a contact message and a sign-in (with their e-mails delivered through the job worker)
 * leave none of the submitted values in the captured log lines.
 */
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
});

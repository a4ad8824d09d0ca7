/**
 * A user's stored language: set at sign-up and invitation from the interface language, changed when
 * the signed-in user switches language, and the language of every e-mail to them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../test/app.ts';
import { bookConfirmed, createProvider } from '../providers/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function languageOf(email: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ language: user.language })
    .from(user)
    .where(eq(user.email, email));
  return row?.language;
}

const signUp = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.client().post(
    '/api/v1/auth/sign-up',
    {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      ...extra,
    },
    { headers },
  );

describe("a user's language", () => {
  it('is the interface language at sign-up (sent, else Accept-Language, else English); the verification e-mail is in it', async () => {
    const es = uniqueEmail('es');
    expect((await signUp(es, { language: 'es' })).status).toBe(201);
    expect(await languageOf(es)).toBe('es');
    expect((await t.lastEmailTo(es))?.subject).toBe('Confirma tu dirección de correo');

    const header = uniqueEmail('header');
    expect((await signUp(header, {}, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' })).status).toBe(201);
    expect(await languageOf(header)).toBe('es');

    const en = uniqueEmail('en');
    expect((await signUp(en, {}, { 'accept-language': 'fr-FR' })).status).toBe(201);
    expect(await languageOf(en)).toBe('en');
    expect((await t.lastEmailTo(en))?.subject).toBe('Verify your email address');

    const refused = await signUp(uniqueEmail('fr'), { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields).toEqual({ language: expect.any(String) });
  });

  it('follows the signed-in user switching language; the password-reset e-mail is written in it', async () => {
    const u = await t.signedIn({ roles: ['dietitian'] });
    expect((await u.client.put('/api/v1/me/language', { language: 'es' })).status).toBe(204);
    expect(await languageOf(u.email)).toBe('es');
    expect((await u.client.put('/api/v1/me/language', { language: 'de' })).status).toBe(400);
    expect((await t.client().put('/api/v1/me/language', { language: 'es' })).status).toBe(401);

    await t.client().post('/api/auth/request-password-reset', { email: u.email });
    await t.runJobs();
    expect((await t.lastEmailTo(u.email))?.subject).toBe('Restablece tu contraseña');

    expect((await u.client.put('/api/v1/me/language', { language: 'en' })).status).toBe(204);
    await t.client().post('/api/auth/request-password-reset', { email: u.email });
    await t.runJobs();
    expect((await t.lastEmailTo(u.email))?.subject).toBe('Reset your password');
  });

  it('an invitation sent from a Spanish interface makes a Spanish account and e-mails it in Spanish; accepting in English makes it English', async () => {
    const staff = await t.signedIn({ roles: ['staff'] });
    const email = uniqueEmail('invitee');
    const created = await staff.client.post('/api/v1/patients', {
      firstName: 'Lucía',
      lastName: 'Gómez',
      email,
    });
    expect(created.status).toBe(201);
    const sent = await staff.client.post(`/api/v1/patients/${created.body.id}/invitation`, undefined, {
      headers: { 'accept-language': 'es' },
    });
    expect(sent.status).toBe(200);
    expect(await languageOf(email)).toBe('es');
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe('Test Practice te invita a Verdant');
    expect(mail?.text).toContain(`Tu dirección para iniciar sesión: ${email}`);

    const link = await t.linkFromEmail(email);
    const accepted = await t
      .client()
      .post(
        '/api/v1/invitations/accept',
        { token: link.searchParams.get('invite'), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
        { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
      );
    expect(accepted.status, accepted.text).toBe(200);
    expect(await languageOf(email)).toBe('en');
  });

  it("a provider's booking and cancellation notices are in the provider's language", async () => {
    const provider = await createProvider(t);
    expect((await provider.client.put('/api/v1/me/language', { language: 'es' })).status).toBe(204);
    const patient = uniqueEmail('booker');
    await bookConfirmed(t, provider.profileId, provider.serviceIds[0]!, {
      firstName: 'Eva',
      lastName: 'Lind',
      email: patient,
    });
    const notice = await t.lastEmailTo(provider.email);
    expect(notice?.subject).toMatch(/^Nueva cita: Eva Lind, /);
    expect(notice?.text).toContain('Correo del paciente');
    // the patient's own e-mail stays in the language the booking was made in
    expect((await t.lastEmailTo(patient))?.subject).toMatch(/^Appointment confirmed with /);

    await t.runJobs();
    const booked = t.mail.messages.findLast((m) => m.to === patient)!;
    const cancel = /\/booking\/cancel\?id=([^&\s]+)&token=(\S+)/.exec(booked.text)!;
    const res = await t
      .client()
      .post(`/api/v1/bookings/${cancel[1]}/cancel`, { token: decodeURIComponent(cancel[2]!) });
    expect(res.status, res.text).toBe(200);
    expect((await t.lastEmailTo(provider.email))?.subject).toMatch(/^Cita anulada: Eva Lind, /);
  });

  it('contact messages reach only platform administrators, each in their own language', async () => {
    const platform = await t.platformOrganizationId();
    const practice = await t.createPractice('Language Practice');
    const es = await t.createUser({
      roles: ['admin'],
      memberships: [{ organizationId: platform, orgRole: 'member' }],
      language: 'es',
    });
    const practiceAdmin = await t.createUser({
      roles: ['admin'],
      memberships: [{ organizationId: practice, orgRole: 'owner' }],
    });
    const res = await t.client().post('/api/v1/contact', {
      name: 'Sam Lee',
      email: 'sam@example.test',
      message: '¿Tenéis tarifas para grupos?',
      topic: 'sales',
    });
    expect(res.status).toBe(202);
    const mail = await t.lastEmailTo(es.email);
    expect(mail?.subject).toBe('Contacto (sales): Sam Lee');
    expect(mail?.text).toContain('Responder a: sam@example.test');
    expect(mail?.text).toContain('¿Tenéis tarifas para grupos?');
    expect(await t.lastEmailTo(practiceAdmin.email)).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, patient, patientInvitation, user, userRoles } from '../../db/schema/index.ts';
import { systemContext } from '../../platform/service-context.ts';
import { createTestApp, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../test/app.ts';
import { bookConfirmed, createProvider, type ProviderFixture } from '../providers/test-fixtures.ts';
import { createInvitation, hashInvitationToken, INVITATION_TTL_MS } from './service.ts';

let t: TestApp;
let provider: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
});
afterAll(async () => {
  await t.close();
});

/** Books as a signed-out visitor, confirms, and returns the invitation token of the booked e-mail. */
async function bookAndInvite(email = uniqueEmail('invitee')): Promise<{ email: string; token: string }> {
  await bookConfirmed(t, provider.profileId, provider.serviceIds[0]!, {
    firstName: 'Lucía',
    lastName: 'Gómez',
    email,
  });
  const mail = await t.lastEmailTo(email);
  const link = /https?:\/\/\S+\/auth\?invite=\S+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();
  return { email, token: new URL(link!).searchParams.get('invite')! };
}

const accept = (token: string, password = TEST_PASSWORD, confirmPassword = password) =>
  t.client().post('/api/v1/invitations/accept', { token, password, confirmPassword });

describe('invitations', () => {
  it('stores only a hash of the token, with a 14-day expiry', async () => {
    const { email, token } = await bookAndInvite();
    const [row] = await t.database.db
      .select()
      .from(patientInvitation)
      .where(eq(patientInvitation.email, email));
    expect(row!.tokenHash).toBe(hashInvitationToken(token));
    expect(row!.tokenHash).not.toContain(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - INVITATION_TTL_MS)).toBeLessThan(60_000);
  });

  it('shows who is invited, sets the password, links the patient, verifies the e-mail and signs in', async () => {
    const { email, token } = await bookAndInvite();
    const preview = await t.client().post('/api/v1/invitations/lookup', { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      status: 'valid',
      email,
      firstName: 'Lucía',
      practiceName: expect.any(String),
    });

    // the password rules of sign-up apply (length, confirmation); nothing changes on bad input
    const bad = await accept(token, 'short', 'other');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      password: 'passwordTooShort',
      confirmPassword: 'passwordsDoNotMatch',
    });
    const empty = await t.client().post('/api/v1/invitations/accept', { token });
    expect(empty.body.error.details.fields).toMatchObject({ password: 'passwordRequired' });
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);

    const ok = await accept(token);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ email });

    const db = t.database.db;
    const [u] = await db.select().from(user).where(eq(user.email, email));
    expect(u).toMatchObject({ emailVerified: true, profileComplete: true, firstName: 'Lucía' });
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, u!.id));
    expect(roles.map((r) => r.role)).toEqual(['patient']);
    const [p] = await db.select().from(patient).where(eq(patient.email, email));
    expect(p).toMatchObject({ userId: u!.id, platformAccess: 'platform_user' });
    const audits = await db.select().from(auditEvent).where(eq(auditEvent.patientId, p!.id));
    expect(audits.map((a) => a.action)).toContain('invitation.accept');

    // the password just set signs in, and lands on the patient dashboard
    const client = t.client();
    expect((await client.signIn(email)).status).toBe(200);
    const me = await client.get('/api/v1/me');
    expect(me.body.landingRoute).toBe('/patient/dashboard');

    // single use
    const again = await accept(token, 'another-password-123');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'INVALID_TOKEN', details: { invitation: 'used' } });
    expect((await t.client().post('/api/v1/invitations/lookup', { token })).body.status).toBe('used');
    expect((await t.client().signIn(email)).status).toBe(200);
  });

  it('says expired after the expiry, and invalid for an unknown token, revealing nothing', async () => {
    const [pat] = await t.database.db
      .insert(patient)
      .values({
        organizationId: provider.organizationId,
        firstName: 'Old',
        lastName: 'Link',
        email: uniqueEmail('old'),
      })
      .returning({ id: patient.id });
    const longAgo = new Date(Date.now() - INVITATION_TTL_MS - 1000);
    const { token } = await createInvitation(
      { ...systemContext(t.deps, 'test'), now: () => longAgo },
      { patientId: pat!.id, email: 'old@example.test' },
    );
    const preview = await t.client().post('/api/v1/invitations/lookup', { token });
    expect(preview.body.status).toBe('expired');
    const res = await accept(token);
    expect(res.body.error).toMatchObject({ code: 'INVALID_TOKEN', details: { invitation: 'expired' } });

    const unknown = await t.client().post('/api/v1/invitations/lookup', { token: 'x'.repeat(43) });
    expect(unknown.body).toEqual({ status: 'invalid' });
    // A truncated link (a mail client that cut it) is just an invalid link, not a form error.
    const truncated = await t.client().post('/api/v1/invitations/lookup', { token: 'not-a-real-token' });
    expect(truncated.status).toBe(200);
    expect(truncated.body).toEqual({ status: 'invalid' });
    expect((await accept('y'.repeat(43))).body.error.details).toEqual({ invitation: 'invalid' });
  });

  it('activates an existing unverified account with that e-mail (password set, e-mail verified)', async () => {
    const email = uniqueEmail('existing');
    await t.createUser({ email, emailVerified: false, profileComplete: false });
    const { token } = await bookAndInvite(email);
    const res = await accept(token, 'a-brand-new-password');
    expect(res.status, res.text).toBe(200);
    const [u] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(u!.emailVerified).toBe(true);
    expect((await t.client().signIn(email, 'a-brand-new-password')).status).toBe(200);
    expect((await t.client().signIn(email, TEST_PASSWORD)).status).toBe(401);
  });

  it('two concurrent accepts of one link: exactly one succeeds', async () => {
    const { token } = await bookAndInvite();
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

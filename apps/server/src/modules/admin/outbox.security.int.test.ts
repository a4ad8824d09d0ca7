// security: an administrator reading the outbox must not be able to take over an account.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, outboxEmail } from '../../db/schema/index.ts';
import { MAIL_CAPS } from '../../platform/limits.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The newest message delivered to an address, and the token of its link. */
function delivered(to: string) {
  const mail = t.mail.messages.findLast((m) => m.to === to);
  const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
  return { mail, token: link ? new URL(link).searchParams.get('token') : null };
}

describe('security: the e-mail outbox never shows a one-time link', () => {
  it('lists and shows a reset e-mail without its link or token, only that one was sent and when it expires', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const { email } = await t.createUser();
    expect((await t.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
    await t.runJobs();
    const { mail, token } = delivered(email);
    // the owner's message carries the real link
    expect(mail?.text).toContain(`${t.config.baseUrl}/reset-password?token=`);
    expect(mail?.html).toContain(`${t.config.baseUrl}/reset-password?token=`);
    expect(token).toBeTruthy();

    const list = await admin.client.get('/api/v1/admin/outbox?limit=100');
    expect(list.status).toBe(200);
    const item = list.body.items.find((m: { to: string }) => m.to === email);
    expect(item).toMatchObject({
      to: email,
      subject: 'Reset your password',
      oneTimeLink: { kind: 'password-reset' },
    });
    const expires = new Date(item.oneTimeLink.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(50 * 60_000);
    expect(expires).toBeLessThanOrEqual(60 * 60_000);

    const one = await admin.client.get(`/api/v1/admin/outbox/${item.id}`);
    expect(one.status).toBe(200);
    for (const body of [list.text, one.text]) {
      expect(body).not.toContain(token!);
      expect(body).not.toContain('token=');
      expect(body).not.toContain('/reset-password?');
    }
    expect(one.body.text).toContain('[one-time link: sent to the recipient only]');
    expect(one.body).not.toHaveProperty('oneTimeLinkUrl');
    // nor does the database keep the link once the message is delivered
    const [row] = await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.id, item.id));
    expect(row?.oneTimeLinkUrl).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token!);
  });

  it('hides verification links too', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const email = uniqueEmail('verify');
    await t.client().post('/api/auth/sign-up/email', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      password: 'correct-horse-battery',
    });
    const token = await t.tokenFromEmail(email, 'Verify your email address');
    const list = await admin.client.get('/api/v1/admin/outbox?limit=100');
    const item = list.body.items.find((m: { to: string }) => m.to === email);
    expect(item.oneTimeLink.kind).toBe('email-verification');
    const one = await admin.client.get(`/api/v1/admin/outbox/${item.id}`);
    expect(list.text + one.text).not.toContain(token);
    expect(one.text).not.toContain('/auth/callback?token');
  });

  it('resends a fresh reset link to the owner; the old one stops working', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const { email } = await t.createUser();
    await t.client().post('/api/auth/request-password-reset', { email });
    const oldToken = await t.tokenFromEmail(email, 'Reset your password');
    const [row] = await t.database.db
      .select({ id: outboxEmail.id })
      .from(outboxEmail)
      .where(eq(outboxEmail.to, email));

    const resent = await admin.client.post(`/api/v1/admin/outbox/${row!.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.text).not.toContain('token');
    expect(resent.body.id).not.toBe(row!.id);
    const newToken = await t.tokenFromEmail(email, 'Reset your password');
    expect(newToken).not.toBe(oldToken);

    const client = t.client();
    const stale = await client.post('/api/auth/reset-password', {
      token: oldToken,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(stale.body.error.code).toBe('INVALID_TOKEN');
    const ok = await client.post('/api/auth/reset-password', {
      token: newToken,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(ok.status).toBe(200);

    const audited = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, admin.id), eq(auditEvent.action, 'outbox.resend')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.resourceId).toBe(row!.id);
  });

  it('resends a fresh verification link; the old one stops working; a verified address is refused', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const email = uniqueEmail('resend-verify');
    await t.client().post('/api/auth/sign-up/email', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      password: 'correct-horse-battery',
    });
    const oldToken = await t.tokenFromEmail(email, 'Verify your email address');
    const [row] = await t.database.db
      .select({ id: outboxEmail.id })
      .from(outboxEmail)
      .where(eq(outboxEmail.to, email));
    // Verification links are signed tokens with a one-second issue time: resend in a later second.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await admin.client.post(`/api/v1/admin/outbox/${row!.id}/resend`)).status).toBe(202);
    const newToken = await t.tokenFromEmail(email, 'Verify your email address');
    expect(newToken).not.toBe(oldToken);

    const stale = await t.client().get(`/api/auth/verify-email?token=${encodeURIComponent(oldToken)}`);
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('INVALID_TOKEN');
    const fresh = await t.client().get(`/api/auth/verify-email?token=${encodeURIComponent(newToken)}`);
    expect(fresh.status).toBe(200);

    const again = await admin.client.post(`/api/v1/admin/outbox/${row!.id}/resend`);
    expect(again.status).toBe(409);
  });

  it('a resend the per-address cap suppresses says so, and reports no message as sent', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const { email } = await t.createUser();
    // The owner asks for reset links until the cap (MAIL_CAPS) is reached.
    for (let i = 0; i < MAIL_CAPS['password-reset'].limit; i++) {
      await t.client().post('/api/auth/request-password-reset', { email });
      await t.runJobs();
    }
    const rows = await t.database.db
      .select({ id: outboxEmail.id })
      .from(outboxEmail)
      .where(eq(outboxEmail.to, email));
    expect(rows).toHaveLength(MAIL_CAPS['password-reset'].limit);
    const delivered = t.mail.messages.filter((m) => m.to === email).length;

    const res = await admin.client.post(`/api/v1/admin/outbox/${rows[0]!.id}/resend`);
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'mailSuppressed' } });
    expect(res.body).not.toHaveProperty('id');
    // nothing new was written or sent
    await t.runJobs();
    expect(
      await t.database.db.select({ id: outboxEmail.id }).from(outboxEmail).where(eq(outboxEmail.to, email)),
    ).toHaveLength(rows.length);
    expect(t.mail.messages.filter((m) => m.to === email)).toHaveLength(delivered);
    const audited = await t.database.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, admin.id), eq(auditEvent.resourceId, rows[0]!.id)));
    expect(audited.map((a) => a.action)).toContain('outbox.resend.suppressed');
    expect(audited.map((a) => a.action)).not.toContain('outbox.resend');
  });

  it('refuses to resend an e-mail without a one-time link', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const id = await t.deps.mailer.enqueue({ to: uniqueEmail('plain'), subject: 'Hello', text: 'Hi' });
    const res = await admin.client.post(`/api/v1/admin/outbox/${id}/resend`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  });

  it('audits every outbox read: the list and each message', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const id = await t.deps.mailer.enqueue({ to: uniqueEmail('audit'), subject: 'Audit', text: 'x' });
    await admin.client.get('/api/v1/admin/outbox');
    await admin.client.get(`/api/v1/admin/outbox/${id}`);
    const events = await t.database.db
      .select({ action: auditEvent.action, resourceId: auditEvent.resourceId })
      .from(auditEvent)
      .where(eq(auditEvent.actorUserId, admin.id));
    expect(events).toEqual(
      expect.arrayContaining([
        { action: 'outbox.list', resourceId: null },
        { action: 'outbox.read', resourceId: id },
      ]),
    );
  });
});

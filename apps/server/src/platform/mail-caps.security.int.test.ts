// security: per-recipient e-mail caps, the verification re-send cooldown, and verification links that
// sign nobody in (decision 0018).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_LINK_SECONDS } from '../auth/auth.ts';
import { mailSuppressed, outboxEmail, verification } from '../db/schema/index.ts';
import { createProvider } from '../modules/providers/test-fixtures.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../test/app.ts';
import { MAIL_CAPS, VERIFICATION_RESEND_COOLDOWN_SECONDS } from './limits.ts';

let t: TestApp;
let admin: TestClient;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signedIn({ roles: ['admin'] });
  admin = a.client;
  adminEmail = a.email;
});
afterAll(async () => {
  await t?.close();
});

let ipSeq = 0;
/** A client from a fresh address: the per-client request limits are not what is tested here. */
const freshClient = () => t.client(`198.51.100.${++ipSeq}`);

async function outboxCount(to: string, subject?: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: outboxEmail.id })
    .from(outboxEmail)
    .where(subject ? and(eq(outboxEmail.to, to), eq(outboxEmail.subject, subject)) : eq(outboxEmail.to, to));
  return rows.length;
}

async function suppressedCount(kind: string): Promise<number> {
  const [row] = await t.database.db.select().from(mailSuppressed).where(eq(mailSuppressed.kind, kind));
  return row?.count ?? 0;
}

const RESET = 'Reset your password';
const VERIFY = 'Verify your email address';
const NEW_PASSWORD = 'a-brand-new-passphrase';

describe('security: at most MAIL_CAPS e-mails of one kind reach one address', () => {
  it('the 4th reset request within the hour is suppressed; every request is answered alike', async () => {
    const { email } = await t.createUser();
    const before = await suppressedCount('password-reset');
    const answers = new Set<string>();
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      // from a different client address each time, as in the report (8 addresses, 8 e-mails)
      const res = await freshClient().post('/api/auth/request-password-reset', {
        email: email.toUpperCase(),
      });
      answers.add(`${res.status} ${res.text}`);
      await t.runJobs();
      if (i < 3) tokens.push(await t.tokenFromEmail(email, RESET));
    }
    expect(answers.size).toBe(1);
    expect([...answers][0]).toMatch(/^200 /);
    expect(await outboxCount(email, RESET)).toBe(MAIL_CAPS['password-reset'].limit);
    expect(await suppressedCount('password-reset')).toBe(before + 1);
    // the suppressed request cancelled nothing: the newest link the owner received still works
    const ok = await t
      .client()
      .post('/api/auth/reset-password', { token: tokens[2], newPassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    // the log line names the kind and a count, never the address
    const line = t.logs.find((l) => l.includes('e-mail suppressed') && l.includes('password-reset'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ kind: 'password-reset', reason: 'cap' });
    expect(t.logs.filter((l) => l.includes('e-mail suppressed')).join('\n')).not.toContain(email);
  });

  it('an unknown address answers exactly like a capped known one', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await freshClient().post('/api/auth/request-password-reset', { email: ghost });
    const { email } = await t.createUser();
    let last = '';
    for (let i = 0; i < 4; i++) {
      const r = await freshClient().post('/api/auth/request-password-reset', { email });
      last = `${r.status} ${r.text}`;
    }
    expect(last).toBe(`${res.status} ${res.text}`);
  });

  it('demo-request acknowledgements and administrator notices are capped too', async () => {
    const lead = uniqueEmail('lead');
    for (let i = 0; i < 4; i++) {
      const res = await freshClient().post('/api/v1/demo-requests', demoRequest(lead));
      expect(res.status).toBe(201);
    }
    expect(await outboxCount(lead)).toBe(MAIL_CAPS['demo-request-ack'].limit);

    const adminBefore = await outboxCount(adminEmail);
    const noticeCap = MAIL_CAPS['contact-notice'].limit;
    const suppressedBefore = await suppressedCount('contact-notice');
    for (let i = 0; i < noticeCap + 2; i++) {
      const res = await freshClient().post('/api/v1/contact', {
        name: 'Sam Lee',
        email: uniqueEmail('sender'),
        message: 'Buy our pills',
      });
      expect(res.status).toBe(202);
    }
    const contactNotices = (await outboxCount(adminEmail)) - adminBefore;
    expect(contactNotices).toBeLessThanOrEqual(noticeCap);
    expect(await suppressedCount('contact-notice')).toBeGreaterThanOrEqual(suppressedBefore + 2);
  });

  it('administrators see the suppressed count per kind, without addresses', async () => {
    const res = await admin.get('/api/v1/admin/mail-suppressed');
    expect(res.status).toBe(200);
    const reset = res.body.items.find((i: { kind: string }) => i.kind === 'password-reset');
    expect(reset.count).toBe(await suppressedCount('password-reset'));
    expect(reset.count).toBeGreaterThanOrEqual(1);
    expect(reset.cap).toEqual(MAIL_CAPS['password-reset']);
    expect(res.body.total).toBeGreaterThanOrEqual(reset.count);
    expect(res.text).not.toMatch(/@/);
    const patient = await t.signedIn({ roles: ['patient'] });
    expect((await patient.client.get('/api/v1/admin/mail-suppressed')).status).toBe(403);
  });
});

async function signUp(email: string, client = t.client()) {
  const res = await client.post('/api/auth/sign-up/email', {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email,
    password: 'correct-horse-battery',
  });
  expect(res.status).toBe(200);
}

describe('security: booking notices to providers are a kind of their own', () => {
  it('a flood of other mail to a provider does not silence their booking notices, nor they other mail', async () => {
    const provider = await createProvider(t);
    // Another kind (a message naming none) reaches its cap at the provider's address.
    for (let i = 0; i < MAIL_CAPS.other.limit; i++) {
      expect(
        await t.deps.mailer.enqueue({ to: provider.email, subject: `Other ${i}`, text: 'x' }),
      ).not.toBeNull();
    }
    expect(await t.deps.mailer.enqueue({ to: provider.email, subject: 'Other over', text: 'x' })).toBeNull();

    // A booking still tells the provider.
    const patientUser = await t.signedIn({ roles: ['patient'] });
    const slots = await t
      .client()
      .get(`/api/v1/providers/${provider.profileId}/slots?serviceId=${provider.serviceIds[0]}&days=7`);
    const booked = await patientUser.client.post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: slots.body.slots[0].start,
    });
    expect(booked.status).toBe(201);
    const notice = await t.lastEmailTo(provider.email);
    expect(notice?.subject).toMatch(/^New booking: /);

    // Booking notices at their own cap leave the other kinds alone.
    for (let i = 1; i < MAIL_CAPS['booking-notice'].limit; i++) {
      await t.deps.mailer.enqueue({ kind: 'booking-notice', to: provider.email, subject: 'n', text: 'x' });
    }
    expect(
      await t.deps.mailer.enqueue({ kind: 'booking-notice', to: provider.email, subject: 'n', text: 'x' }),
    ).toBeNull();
    expect(
      await t.deps.mailer.enqueue({
        kind: 'organization-decision',
        to: provider.email,
        subject: 'd',
        text: 'x',
      }),
    ).not.toBeNull();
  });
});

describe('security: signing in to an unverified account does not flood its address', () => {
  it('sends at most one verification e-mail within the cooldown, then one more after it', async () => {
    const email = uniqueEmail('unverified');
    await signUp(email);
    expect(await outboxCount(email, VERIFY)).toBe(1);
    for (let i = 0; i < 10; i++) {
      const res = await freshClient().signIn(email, 'correct-horse-battery');
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    }
    expect(await outboxCount(email, VERIFY)).toBe(1);
    const resend = await freshClient().post('/api/auth/send-verification-email', { email });
    expect(resend.status).toBe(200);
    expect(await outboxCount(email, VERIFY)).toBe(1);

    // the cooldown is over: the next sign-in sends one fresh link (and only one)
    const [owner] = await t.database.db
      .select({ id: verification.id })
      .from(verification)
      .where(sql`${verification.identifier} like 'email-verification-latest:%'`);
    expect(owner).toBeDefined();
    await t.database.db.execute(
      sql`update verification set expires_at = expires_at - make_interval(secs => ${VERIFICATION_RESEND_COOLDOWN_SECONDS + 1}) where identifier like 'email-verification-latest:%'`,
    );
    await freshClient().signIn(email, 'correct-horse-battery');
    await freshClient().signIn(email, 'correct-horse-battery');
    expect(await outboxCount(email, VERIFY)).toBe(2);
    expect(VERIFICATION_RESEND_COOLDOWN_SECONDS).toBeLessThan(VERIFICATION_LINK_SECONDS);
  });

  it('past the cooldown the per-address cap still holds', async () => {
    const email = uniqueEmail('unverified-cap');
    await signUp(email);
    for (let i = 0; i < 5; i++) {
      await t.database.db.execute(
        sql`update verification set expires_at = now() where identifier like 'email-verification-latest:%'`,
      );
      await freshClient().signIn(email, 'correct-horse-battery');
    }
    expect(await outboxCount(email, VERIFY)).toBe(MAIL_CAPS['email-verification'].limit);
  });
});

describe('security: a verification link confirms the address and signs nobody in', () => {
  it('no session cookie, get-session answers null; the address is verified and the password signs in', async () => {
    const email = uniqueEmail('verify');
    await signUp(email);
    const token = await t.tokenFromEmail(email, VERIFY);
    const clicker = t.client();
    const res = await clicker.get(
      `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent('/sign-in?verified=1')}`,
    );
    expect([200, 302]).toContain(res.status);
    expect(res.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c))).toEqual([]);
    const session = await clicker.get('/api/auth/get-session');
    expect(session.body).toBeNull();
    expect((await t.client().signIn(email, 'correct-horse-battery')).status).toBe(200);
  });
});

function demoRequest(email: string) {
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return {
    personal: { firstName: 'Ana', lastName: 'Ruiz', email, phone: '+34 600 123 456', jobTitle: 'Owner' },
    organization: { name: 'Clínica Ruiz', type: 'dietitian_practice', size: '2-10', country: 'Spain' },
    usage: { professions: ['dietitian'], patientVolume: '50-200', interests: ['diet_plans'] },
    scheduling: {
      preferredDate: inThreeDays,
      preferredTime: 'morning',
      timeZone: 'UTC',
      contactMethod: 'video',
    },
  };
}

// security: a Google sign-in's names and picture pass the one profile validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'test-client', GOOGLE_CLIENT_SECRET: 'test-secret' });
});
afterAll(async () => {
  await t?.close();
});

/** An unsigned id token: better-auth's Google provider decodes the profile from it. */
function idToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'g-1', email: 'g@example.test', email_verified: true, ...claims })}.`;
}

/** What better-auth would store for a new user signing in with this Google profile. */
async function userFromGoogle(claims: Record<string, unknown>) {
  const context = await t.deps.auth.$context;
  const google = context.socialProviders.find((p) => p.id === 'google');
  if (!google) throw new Error('google is not configured');
  const info = await google.getUserInfo({ idToken: idToken(claims) } as never);
  return info?.user as Record<string, unknown>;
}

describe('security: Google profile', () => {
  it('keeps a well-formed profile, name derived from the given and family names', async () => {
    const u = await userFromGoogle({
      given_name: ' Ana ',
      family_name: 'Ruiz',
      name: 'Someone Else',
      picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
    expect(u).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      name: 'Ana Ruiz',
      image: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
  });

  for (const picture of [
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://x.test/a.png',
  ]) {
    it(`drops a picture that is not an https URL (${picture.slice(0, 12)})`, async () => {
      const u = await userFromGoogle({ given_name: 'Ana', family_name: 'Ruiz', picture });
      expect('image' in u && u.image === undefined).toBe(true);
    });
  }

  it('cuts a 20,000-character name to the profile limit and never keeps the provider name', async () => {
    const u = await userFromGoogle({
      given_name: 'x'.repeat(20_000),
      family_name: '\u0000Ruiz\n',
      name: 'y'.repeat(20_000),
    });
    expect(u.firstName).toBe('x'.repeat(100));
    expect(u.lastName).toBe('Ruiz');
    expect(u.name).toBe(`${'x'.repeat(100)} Ruiz`);
  });

  it('a profile without names or picture stores blanks, not the provider name', async () => {
    const u = await userFromGoogle({ name: 'Injected Name' });
    expect(u).toMatchObject({ firstName: '', lastName: '', name: '' });
    expect(u.image).toBeUndefined();
  });
});

// security: one validation for every way a profile changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LONG = 'x'.repeat(20_000);

/** Each bad profile change and the field error it must get. */
const BAD_CHANGES: [string, Record<string, unknown>, Record<string, string>][] = [
  ['a null name', { name: null }, { name: 'nameNotAllowed' }],
  ['a name unrelated to first/last', { name: 'Someone Else' }, { name: 'nameNotAllowed' }],
  ['a 20,000-character first name', { firstName: LONG }, { firstName: 'nameTooLong' }],
  ['a blank first name', { firstName: '   ' }, { firstName: 'firstNameRequired' }],
  ['a blank last name', { lastName: '' }, { lastName: 'lastNameRequired' }],
  ['a javascript: picture', { image: 'javascript:alert(1)' }, { image: 'imageInvalid' }],
  ['a data: picture', { image: 'data:text/html,<script>alert(1)</script>' }, { image: 'imageInvalid' }],
  ['an http: picture', { image: 'http://example.com/a.png' }, { image: 'imageInvalid' }],
];

async function profileOf(id: string) {
  const [row] = await t.database.db
    .select({ name: user.name, firstName: user.firstName, lastName: user.lastName, image: user.image })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

/** Bad cases every route that takes profile fields must refuse (second security issue, 6). */
const BAD_PROFILE_FIELDS: [string, Record<string, unknown>, Record<string, string>][] = [
  ['a 20,000-character first name', { firstName: LONG }, { firstName: 'nameTooLong' }],
  ['a 20,000-character last name', { lastName: LONG }, { lastName: 'nameTooLong' }],
  ['a blank first name', { firstName: '   ' }, { firstName: 'firstNameRequired' }],
  ['a blank last name', { lastName: '' }, { lastName: 'lastNameRequired' }],
  ['a name unrelated to first/last', { name: 'Someone Else' }, { name: 'nameNotAllowed' }],
  ['a javascript: picture', { image: 'javascript:alert(1)' }, { image: 'imageInvalid' }],
  ['a data: picture', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }, { image: 'imageInvalid' }],
];

const SIGN_UP_ROUTES = ['POST /api/auth/sign-up/email', 'POST /api/v1/auth/sign-up'] as const;

describe('security: profile validation', () => {
  for (const route of ['POST /api/auth/update-user', 'PATCH /api/v1/me'] as const) {
    for (const [what, body, fields] of BAD_CHANGES) {
      it(`${route} refuses ${what} and changes nothing`, async () => {
        const me = await t.signedIn({ firstName: 'Ana', lastName: 'Ruiz' });
        const before = await profileOf(me.id);
        const res =
          route === 'PATCH /api/v1/me'
            ? await me.client.patch('/api/v1/me', body)
            : await me.client.post('/api/auth/update-user', body);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        // PATCH /me may ignore `name` like any unknown field only if it refuses it: it must refuse
        expect(res.body.error.details.fields).toEqual(fields);
        expect(await profileOf(me.id)).toEqual(before);
      });
    }
  }

  for (const route of SIGN_UP_ROUTES) {
    for (const [what, extra, fields] of BAD_PROFILE_FIELDS) {
      it(`${route} refuses ${what} and creates no account`, async () => {
        const email = uniqueEmail('su');
        const body = {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email,
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          ...extra,
        };
        const res = await t.client().post(route.slice('POST '.length), body);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details.fields).toEqual(fields);
        expect(await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toEqual(
          [],
        );
      });
    }
  }

  it('POST /api/v1/me/complete-signup never changes the profile, whatever profile fields it is sent', async () => {
    const me = await t.signedIn({ firstName: 'Ana', lastName: 'Ruiz', profileComplete: false });
    const before = await profileOf(me.id);
    const bad = Object.assign({}, ...BAD_PROFILE_FIELDS.map(([, extra]) => extra));
    const res = await me.client.post('/api/v1/me/complete-signup', { roles: ['patient'], ...bad });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz', name: 'Ana Ruiz' });
    expect(await profileOf(me.id)).toEqual(before);
  });

  it('sign-up accepts the name the better-auth client sends (first and last name, any spacing)', async () => {
    const email = uniqueEmail('su');
    const ok = await t.client().post('/api/auth/sign-up/email', {
      firstName: ' Ana ',
      lastName: 'Ruiz',
      name: ' Ana   Ruiz',
      email,
      password: TEST_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ name: 'Ana Ruiz', firstName: 'Ana', lastName: 'Ruiz', image: null });
  });

  it('update-user keeps name = first + last name', async () => {
    const me = await t.signedIn({ firstName: 'Ana', lastName: 'Ruiz' });
    const res = await me.client.post('/api/auth/update-user', { firstName: '  Lucía ' });
    expect(res.status).toBe(200);
    expect(await profileOf(me.id)).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Ruiz',
      name: 'Lucía Ruiz',
    });
    const pic = await me.client.post('/api/auth/update-user', { image: 'https://example.com/me.png' });
    expect(pic.status).toBe(200);
    expect((await profileOf(me.id))?.image).toBe('https://example.com/me.png');
  });

  it('sign-up refuses a bad picture and the same bad names, and derives the name', async () => {
    const base = { firstName: 'Ana', lastName: 'Ruiz', password: TEST_PASSWORD };
    for (const [extra, fields] of [
      [{ image: 'javascript:alert(1)' }, { image: 'imageInvalid' }],
      [{ firstName: LONG }, { firstName: 'nameTooLong' }],
      [{ lastName: '  ' }, { lastName: 'lastNameRequired' }],
    ] as const) {
      const res = await t
        .client()
        .post('/api/auth/sign-up/email', { ...base, email: uniqueEmail('su'), ...extra });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields).toEqual(fields);
    }
    const email = uniqueEmail('su');
    const ok = await t.client().post('/api/auth/sign-up/email', { ...base, email });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ name: 'Ana Ruiz', image: null });
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { contactMessage } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let adminA: string;
let adminB: string;

beforeAll(async () => {
  t = await createTestApp();
  adminA = (await t.createUser({ roles: ['admin'] })).email;
  adminB = (await t.createUser({ roles: ['admin'] })).email;
  await t.createUser({ roles: ['dietitian'] });
});
afterAll(async () => {
  await t.close();
});

async function emails(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from outbox_email`),
  );
  return row!.n;
}

describe('POST /api/v1/contact', () => {
  it('stores the message and e-mails every administrator (and nobody else)', async () => {
    const before = await emails();
    const res = await t.client().post('/api/v1/contact', {
      name: 'Sam Lee',
      email: 'sam@example.test',
      message: 'Do you support group practices?',
      topic: 'sales',
    });
    expect(res.status).toBe(202);
    const [row] = await t.database.db.select().from(contactMessage).where(eq(contactMessage.id, res.body.id));
    expect(row).toMatchObject({
      name: 'Sam Lee',
      email: 'sam@example.test',
      topic: 'sales',
      message: 'Do you support group practices?',
    });
    expect((await emails()) - before).toBe(2);
    for (const to of [adminA, adminB]) {
      const mail = await t.lastEmailTo(to);
      expect(mail!.subject).toBe('Contact (sales): Sam Lee');
      expect(mail!.text).toContain('Do you support group practices?');
      expect(mail!.text).toContain('Reply to: sam@example.test');
    }
    await t.runJobs();
    expect(
      t.mail.messages
        .filter((m) => m.subject === 'Contact (sales): Sam Lee')
        .map((m) => m.to)
        .sort(),
    ).toEqual([adminA, adminB].sort());
  });

  it('refuses invalid input and changes nothing', async () => {
    const before = await emails();
    const res = await t
      .client()
      .post('/api/v1/contact', { name: ' ', email: 'x@', message: '', topic: 'gossip' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      message: 'messageRequired',
      topic: 'invalidOption',
    });
    expect(await emails()).toBe(before);
  });

  it('is rate-limited per address', async () => {
    const client = t.client();
    const body = { name: 'Spam', email: 'spam@example.test', message: 'Hello' };
    for (let i = 0; i < 5; i++) expect((await client.post('/api/v1/contact', body)).status).toBe(202);
    const limited = await client.post('/api/v1/contact', body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

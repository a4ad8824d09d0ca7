/**
 * Notifications: `notify` writes in the caller's transaction, the user lists and marks theirs (never
 * another's), chooses which kinds also go by e-mail, and reading those about a patient is audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, notification, outboxEmail, patient } from '../../db/schema/index.ts';
import { systemContext, withTransaction } from '../../platform/service-context.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { notify } from './index.ts';

let t: TestApp;
let maya: Awaited<ReturnType<TestApp['signedIn']>>;
let sam: Awaited<ReturnType<TestApp['signedIn']>>;

const ctx = () =>
  systemContext(
    { db: t.database.db, logger: t.deps.logger, mailer: t.deps.mailer, config: t.config },
    'test',
  );

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.signedIn({ roles: ['dietitian'], firstName: 'Maya', lastName: 'Chen' });
  sam = await t.signedIn({ roles: ['staff'], firstName: 'Sam', lastName: 'Desk' });
});
afterAll(async () => {
  await t.close();
});

describe('notify', () => {
  it('commits with the change that emits it, or not at all', async () => {
    await expect(
      withTransaction(ctx(), async (tx) => {
        await notify(tx, {
          userId: sam.id,
          kind: 'lab.result',
          titleKey: 'labResult',
          params: { test: 'HbA1c' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(notification).where(eq(notification.userId, sam.id))).toEqual(
      [],
    );
    await withTransaction(ctx(), (tx) =>
      notify(tx, {
        userId: sam.id,
        kind: 'lab.result',
        titleKey: 'labResult',
        params: { test: 'HbA1c' },
        link: '/labs',
      }),
    );
    const page = await sam.client.get('/api/v1/notifications');
    expect(page.body).toMatchObject({
      unread: 1,
      items: [
        { kind: 'lab.result', titleKey: 'labResult', params: { test: 'HbA1c' }, link: '/labs', readAt: null },
      ],
    });
    // by e-mail by default (the catalogue's short text: that there is something new, and the link)
    const [mail] = await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, sam.email));
    expect(mail!.subject).toBe('Something new for you in Verdant');
    expect(mail!.text).toContain('http://localhost:3000/labs');
  });

  it('goes by e-mail only for the kinds the user keeps on', async () => {
    const prefs = await maya.client.put('/api/v1/notifications/preferences', {
      email: { 'message.new': false },
    });
    expect(prefs.body.email['message.new']).toBe(false);
    expect(prefs.body.email['appointment.cancelled']).toBe(true);
    const started = await sam.client.post('/api/v1/conversations', {
      kind: 'team',
      userIds: [maya.id],
      text: 'Hi',
    });
    expect(started.status).toBe(201);
    expect((await maya.client.get('/api/v1/notifications')).body.unread).toBe(1);
    expect(await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, maya.email))).toEqual([]);
  });
});

describe('the list', () => {
  it("marks one and all read; another user's is not found", async () => {
    const [mine] = (await sam.client.get('/api/v1/notifications')).body.items;
    expect((await maya.client.post(`/api/v1/notifications/${mine.id}/read`)).status).toBe(404);
    const read = await sam.client.post(`/api/v1/notifications/${mine.id}/read`);
    expect(read.body.readAt).not.toBeNull();
    expect((await sam.client.get('/api/v1/notifications?unread=true')).body.items).toEqual([]);
    expect((await maya.client.post('/api/v1/notifications/read-all')).body).toEqual({ unread: 0 });
    expect((await maya.client.get('/api/v1/notifications')).body.unread).toBe(0);
  });

  it('pages newest first', async () => {
    await withTransaction(ctx(), (tx) =>
      notify(
        tx,
        Array.from({ length: 5 }, (_, i) => ({
          userId: maya.id,
          kind: 'invoice.issued' as const,
          titleKey: 'invoiceIssued',
          params: { n: i },
          email: false as const,
        })),
      ),
    );
    const first = await maya.client.get('/api/v1/notifications?limit=3');
    expect(first.body.items).toHaveLength(3);
    const second = await maya.client.get(
      `/api/v1/notifications?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    const ids = [...first.body.items, ...second.body.items].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(6);
  });

  it('reading notifications about a patient is audited against them', async () => {
    const patientId = crypto.randomUUID();
    // a patient record to point at
    const practice = await t.testPractice();
    await t.database.db
      .insert(patient)
      .values({ id: patientId, organizationId: practice, firstName: 'Pat', lastName: 'Example' });
    await withTransaction(ctx(), (tx) =>
      notify(tx, { userId: maya.id, kind: 'lab.result', titleKey: 'labResult', patientId, email: false }),
    );
    await maya.client.get('/api/v1/notifications');
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'notification.read'), eq(auditEvent.actorUserId, maya.id)));
    expect(events.at(-1)).toMatchObject({ patientId });
  });
});

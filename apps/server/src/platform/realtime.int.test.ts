/**
 * The event stream (platform/realtime.ts) over real HTTP: a change reaches the other party's open
 * tab, a reconnect with Last-Event-ID loses nothing, notifications and stored events carry ids only,
 * and a stream is released when its client goes or its session ends. On PostgreSQL the same runs
 * across two app instances sharing one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { realtimeEvent } from '../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/app.ts';
import { openStream, type Served, serveOnLoopback } from '../test/sse.ts';

interface Pair {
  a: TestApp;
  b: TestApp;
  servedA: Served;
  servedB: Served;
}

async function colleagues(t: TestApp) {
  const sender = await t.signedIn({ roles: ['dietitian'], firstName: 'Maya', lastName: 'Sender' });
  const reader = await t.signedIn({ roles: ['staff'], firstName: 'Sam', lastName: 'Reader' });
  const started = await sender.client.post('/api/v1/conversations', {
    kind: 'team',
    userIds: [reader.id],
    text: 'The new scale arrived.',
  });
  expect(started.status, started.text).toBe(201);
  return { sender, reader, conversationId: started.body.id as string };
}

/** A client of `app` holding `from`'s session (the same user on another instance). */
function sameSession(app: TestApp, from: TestClient): TestClient {
  const copy = app.client();
  for (const [k, v] of from.cookies) copy.cookies.set(k, v);
  return copy;
}

function streamCases(pair: () => Pair) {
  it("a message posted on one instance reaches the other participant's open tab on the other", async () => {
    const { a, b, servedB } = pair();
    const { sender, reader, conversationId } = await colleagues(a);
    // read: the next message rings the bell again (one unread notification per conversation)
    expect((await reader.client.post(`/api/v1/conversations/${conversationId}/read`)).status).toBe(200);
    const tab = await openStream(servedB.url, sameSession(b, reader.client));
    expect(tab.status).toBe(200);
    await tab.next((e) => e.event === 'ready');
    const sent = await sender.client.post(`/api/v1/conversations/${conversationId}/messages`, {
      text: 'Can you unpack it?',
    });
    expect(sent.status).toBe(201);
    const arrived = await tab.next((e) => e.event === 'message');
    expect(JSON.parse(arrived.data)).toEqual({ id: conversationId });
    // the notification of the message reaches it too
    await tab.next((e) => e.event === 'notification');
    tab.close();
  });

  it('a tab that reconnects with Last-Event-ID gets everything sent while it was away, in order', async () => {
    const { a, b, servedA, servedB } = pair();
    const { sender, reader, conversationId } = await colleagues(a);
    const first = await openStream(servedB.url, sameSession(b, reader.client));
    await first.next((e) => e.event === 'ready');
    const lastSeen = first.lastId();
    first.close();
    for (const text of ['One', 'Two', 'Three']) {
      expect(
        (await sender.client.post(`/api/v1/conversations/${conversationId}/messages`, { text })).status,
      ).toBe(201);
    }
    const again = await openStream(servedA.url, reader.client, { lastEventId: lastSeen });
    await again.next((e) => e.event === 'ready');
    // three messages, no new notification: the conversation's first one is still unread
    await again.next(() => again.events.filter((e) => e.event === 'message').length === 3);
    const ids = again.events.filter((e) => e.id && e.event !== 'ready').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids.every((id) => id > Number(lastSeen))).toBe(true);
    expect(again.events.filter((e) => e.event === 'notification')).toHaveLength(0);
    // a new tab (no Last-Event-ID) starts from now: nothing replayed
    const fresh = await openStream(servedA.url, reader.client);
    await fresh.next((e) => e.event === 'ready');
    await new Promise((r) => setTimeout(r, 300));
    expect(fresh.events.map((e) => e.event)).toEqual(['ready']);
    again.close();
    fresh.close();
  });
}

describe('the event stream on one instance', () => {
  let t: TestApp;
  let served: Served;
  beforeAll(async () => {
    t = await createTestApp();
    served = await serveOnLoopback(t);
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });
  streamCases(() => ({ a: t, b: t, servedA: served, servedB: served }));

  it('is refused without a session', async () => {
    const res = await fetch(`${served.url}/api/v1/events`);
    expect(res.status).toBe(401);
  });

  it('notifications and stored events name users and ids only, never content', async () => {
    const payloads: string[] = [];
    const unlisten = await t.database.listen('verdant_events', (p) => payloads.push(p));
    const { sender, reader, conversationId } = await colleagues(t);
    await sender.client.post(`/api/v1/conversations/${conversationId}/messages`, { text: 'Secret words 42' });
    await new Promise((r) => setTimeout(r, 200));
    await unlisten();
    expect(payloads.length).toBeGreaterThan(0);
    expect(new Set(payloads)).toEqual(new Set([sender.id, reader.id]));
    const rows = await t.database.db.select().from(realtimeEvent);
    expect(JSON.stringify(rows)).not.toContain('Secret words');
    expect(rows.every((r) => r.seq !== null)).toBe(true);
  });

  it('releases a stream when its client goes, and ends it when its session does', async () => {
    const { reader } = await colleagues(t);
    const before = t.deps.realtime.size;
    const tab = await openStream(served.url, reader.client);
    await tab.next((e) => e.event === 'ready');
    expect(t.deps.realtime.size).toBe(before + 1);
    tab.close();
    await expect.poll(() => t.deps.realtime.size, { timeout: 5000 }).toBe(before);

    const other = await openStream(served.url, reader.client);
    await other.next((e) => e.event === 'ready');
    expect((await reader.client.post('/api/auth/sign-out', {})).status).toBe(200);
    await t.deps.realtime.checkSessions();
    await other.next((e) => e.event === 'end');
    await other.ended;
    await expect.poll(() => t.deps.realtime.size, { timeout: 5000 }).toBe(before);
  });

  it('a Last-Event-ID the server no longer holds gets `reset` (read everything again)', async () => {
    const { sender, reader, conversationId } = await colleagues(t);
    await sender.client.post(`/api/v1/conversations/${conversationId}/messages`, { text: 'x' });
    const tab = await openStream(served.url, reader.client, { lastEventId: '0' });
    expect((await tab.next(() => true)).event).toBe('reset');
    tab.close();
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'the event stream across two instances sharing one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    let servedA: Served;
    let servedB: Served;
    beforeAll(async () => {
      a = await createTestApp();
      const url = (a.database as { url?: string }).url;
      if (!url) throw new Error('the PostgreSQL clone has no url');
      b = await createTestApp({}, { database: await openDatabase({ kind: 'postgres', url, poolSize: 3 }) });
      servedA = await serveOnLoopback(a);
      servedB = await serveOnLoopback(b);
    });
    afterAll(async () => {
      await servedB?.close();
      await servedA?.close();
      await b?.close();
      await a?.close();
    });
    streamCases(() => ({ a, b, servedA, servedB }));
  },
);

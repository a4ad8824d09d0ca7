import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { type DeviceStore, openDeviceStore } from './device-store.ts';
import { createOutbox, type OutboxItem } from './outbox.ts';

/** A real IndexedDB (fake-indexeddb) per test: what the phone keeps. */
function deviceStore(): DeviceStore {
  return openDeviceStore(new IDBFactory())!;
}

const mood = (n: number) => ({
  kind: 'mood',
  date: `2026-11-${String(n).padStart(2, '0')}`,
  method: 'POST' as const,
  path: '/api/v1/me/wellness/mood',
  body: { date: `2026-11-${String(n).padStart(2, '0')}`, mood: 3, note: null },
});

/**
 * A server that keeps what it was sent by Idempotency-Key, like platform/create-guard.ts: a key it
 * already answered creates nothing and answers the same again.
 */
function fakeServer() {
  const records: { key: string; body: unknown }[] = [];
  const answered = new Map<string, number>();
  const calls: string[] = [];
  let down = false;
  let refuse: ((item: OutboxItem) => ApiError | null) | null = null;
  return {
    records,
    calls,
    setDown: (v: boolean) => {
      down = v;
    },
    setRefuse: (fn: typeof refuse) => {
      refuse = fn;
    },
    send: async (item: OutboxItem) => {
      calls.push(item.id);
      if (down) throw new ApiError('UNAVAILABLE', 0, 'Failed to fetch');
      const refused = refuse?.(item);
      if (refused) throw refused;
      if (!answered.has(item.id)) {
        records.push({ key: item.id, body: item.body });
        answered.set(item.id, records.length - 1);
      }
      return records[answered.get(item.id)!];
    },
  };
}

function outboxWith(store: DeviceStore, server: ReturnType<typeof fakeServer>) {
  let id = 0;
  let clock = 1_000;
  return createOutbox({
    store,
    send: server.send,
    now: () => clock++,
    newId: () => `key-${++id}`,
    exclusive: (fn) => fn(),
  });
}

describe('the outbox', () => {
  it('sends the queued changes once online, oldest first, and empties itself', async () => {
    const store = deviceStore();
    const server = fakeServer();
    const outbox = outboxWith(store, server);
    await outbox.enqueue('u1', mood(1));
    await outbox.enqueue('u1', mood(2));
    await outbox.enqueue('u1', mood(3));
    expect((await outbox.list('u1')).map((i) => i.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);

    const result = await outbox.flush('u1');
    expect(result.sent.map((i) => i.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(server.records.map((r) => (r.body as { date: string }).date)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('keeps everything, in order, while the server cannot be reached, and sends it later', async () => {
    const store = deviceStore();
    const server = fakeServer();
    const outbox = outboxWith(store, server);
    await outbox.enqueue('u1', mood(1));
    await outbox.enqueue('u1', mood(2));
    server.setDown(true);
    const offline = await outbox.flush('u1');
    expect(offline).toMatchObject({ sent: [], failed: [], waiting: 2 });
    // stopped at the first: the second was not tried out of turn
    expect(server.calls).toEqual(['key-1']);
    const kept = await outbox.list('u1');
    expect(kept.map((i) => [i.id, i.state, i.attempts])).toEqual([
      ['key-1', 'waiting', 1],
      ['key-2', 'waiting', 0],
    ]);

    server.setDown(false);
    const online = await outbox.flush('u1');
    expect(online.sent.map((i) => i.id)).toEqual(['key-1', 'key-2']);
    expect(server.records).toHaveLength(2);
  });

  it('sends a change whose answer was lost with the same key, so the server makes it once', async () => {
    const store = deviceStore();
    const server = fakeServer();
    let lose = true;
    const outbox = createOutbox({
      store,
      // the server receives it, but the answer never reaches the phone (the connection dropped)
      send: async (item) => {
        const answer = await server.send(item);
        if (lose) {
          lose = false;
          throw new ApiError('UNAVAILABLE', 0, 'Failed to fetch');
        }
        return answer;
      },
      newId: () => 'the-key',
      exclusive: (fn) => fn(),
    });
    await outbox.enqueue('u1', mood(1));
    expect((await outbox.flush('u1')).waiting).toBe(1);
    expect((await outbox.flush('u1')).sent).toHaveLength(1);
    expect(server.calls).toEqual(['the-key', 'the-key']);
    expect(server.records).toHaveLength(1);
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('keeps a change the server refused as failed, with its reason, and goes on with the next', async () => {
    const store = deviceStore();
    const server = fakeServer();
    const outbox = outboxWith(store, server);
    server.setRefuse((item) =>
      item.date === '2026-11-01'
        ? new ApiError('VALIDATION_FAILED', 422, 'invalid', { fields: { date: 'activityLocked' } })
        : null,
    );
    await outbox.enqueue('u1', mood(1));
    await outbox.enqueue('u1', mood(2));
    const result = await outbox.flush('u1');
    expect(result.sent.map((i) => i.date)).toEqual(['2026-11-02']);
    expect(result.failed.map((i) => i.date)).toEqual(['2026-11-01']);
    const [kept] = await outbox.list('u1');
    expect(kept).toMatchObject({
      id: 'key-1',
      state: 'failed',
      error: { code: 'VALIDATION_FAILED', status: 422, fields: { date: 'activityLocked' } },
    });

    // a failed change is not sent again by itself…
    await outbox.flush('u1');
    expect(server.calls.filter((c) => c === 'key-1')).toHaveLength(1);
    // …but "try again" sends it, with its own key
    server.setRefuse(null);
    await outbox.retry('key-1');
    expect((await outbox.flush('u1')).sent.map((i) => i.id)).toEqual(['key-1']);
    expect(await outbox.list('u1')).toEqual([]);

    await outbox.enqueue('u1', mood(4));
    server.setRefuse(() => new ApiError('VALIDATION_FAILED', 422));
    await outbox.flush('u1');
    await outbox.discard('key-3');
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('treats rate limits, server errors, sign-in and a key still in progress as "later", in order', async () => {
    const store = deviceStore();
    const server = fakeServer();
    const outbox = outboxWith(store, server);
    await outbox.enqueue('u1', mood(1));
    await outbox.enqueue('u1', mood(2));
    for (const error of [
      new ApiError('RATE_LIMITED', 429),
      new ApiError('INTERNAL', 500),
      new ApiError('UNAUTHENTICATED', 401),
      new ApiError('CONFLICT', 409, 'busy', { reason: 'idempotencyKeyInProgress' }),
    ]) {
      server.setRefuse(() => error);
      expect(await outbox.flush('u1')).toMatchObject({ sent: [], failed: [], waiting: 2 });
    }
    expect((await outbox.list('u1')).every((i) => i.state === 'waiting')).toBe(true);
  });

  it('counts a delete whose entry is already gone as done', async () => {
    const store = deviceStore();
    const outbox = createOutbox({
      store,
      send: async () => {
        throw new ApiError('NOT_FOUND', 404);
      },
      exclusive: (fn) => fn(),
    });
    await outbox.enqueue('u1', {
      kind: 'activityDelete',
      date: '2026-11-01',
      method: 'DELETE',
      path: '/api/v1/me/wellness/activity/2026-11-01',
    });
    expect((await outbox.flush('u1')).sent).toHaveLength(1);
  });

  it("keeps each user's changes apart and sends only the signed-in user's", async () => {
    const store = deviceStore();
    const server = fakeServer();
    const outbox = outboxWith(store, server);
    await outbox.enqueue('u1', mood(1));
    await outbox.enqueue('u2', mood(2));
    await outbox.flush('u2');
    expect(server.records.map((r) => (r.body as { date: string }).date)).toEqual(['2026-11-02']);
    expect((await outbox.list('u1')).map((i) => i.date)).toEqual(['2026-11-01']);
    await store.clearOthers('outbox', 'u2');
    expect(await outbox.list('u1')).toEqual([]);
  });

  it('a flush asked for while one runs runs again after it, so nothing queued meanwhile waits', async () => {
    const store = deviceStore();
    const server = fakeServer();
    const outbox = outboxWith(store, server);
    await outbox.enqueue('u1', mood(1));
    const first = outbox.flush('u1');
    await outbox.enqueue('u1', mood(2));
    const second = outbox.flush('u1');
    await Promise.all([first, second]);
    expect(server.records).toHaveLength(2);
    expect(await outbox.list('u1')).toEqual([]);
    // each change went out exactly once
    expect(new Set(server.calls).size).toBe(server.calls.length);
  });
});

// What the virtual users do (the mix and think times are justified in docs/decisions/0059): signed-in
// professionals and patients, each with the app's live stream open, and anonymous visitors of the
// public site. Every call is timed under an operation name; every acknowledged write is ledgered.
import type { AckedWrite, Ledger, Observed } from './acked.ts';
import { type Client, HttpError, type SseStream } from './client.ts';
import type { Recorder } from './stats.ts';

export type Role = 'professional' | 'patient' | 'visitor';

export interface RunControl {
  /** True once the run is over: users finish their current step and stop. */
  stopped(): boolean;
  /** Think times are multiplied by this (1 = the documented ones). */
  thinkScale: number;
  /** Seconds between two autosaves of a draft (the web app saves every few seconds while typing). */
  autosaveSeconds: number;
  recorder: Recorder;
  ledger: Ledger;
  /** Whether the web app is built (the public HTML pages answer); else visitors read the API only. */
  htmlPages: boolean;
  /** A random number in [0, 1): seeded per run. */
  random(): number;
}

export interface VirtualUser {
  n: number;
  role: Role;
  email: string | null;
  client: Client;
  stream?: SseStream;
  /** Conversations waiting for their `message` event on this user's stream: id → POST start. */
  pending: Map<string, number>;
}

const PAGE_SIZE = 25;
const SEARCH_TERMS = ['Load Patient 1', 'Rodrigez', 'emma', 'Patient 3', 'smith', 'gar', 'Load'];
/** How long a sent message may take to arrive on the sender's own stream before it counts as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Diet plans are written by dietitians only (the diet-plans routes' WRITERS): the demo medical
 * professional's 403s were the only errors of the first target runs. Generated professionals are dietitians.
 */
const writesDietPlans = (vu: VirtualUser) => !vu.email?.startsWith('medical@');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits a think time of [min, max] seconds (scaled), in steps so a stopped run ends promptly. */
async function think(run: RunControl, minS: number, maxS: number): Promise<void> {
  const until = Date.now() + (minS + run.random() * (maxS - minS)) * 1000 * run.thinkScale;
  while (!run.stopped() && Date.now() < until) await sleep(Math.max(0, Math.min(500, until - Date.now())));
}

const chance = (run: RunControl, p: number) => run.random() < p;
const pick = <T>(run: RunControl, list: readonly T[]): T | undefined =>
  list[Math.floor(run.random() * list.length)];

function errorKind(err: unknown): string {
  if (err instanceof HttpError) return `${err.status} ${err.code}`;
  return (err as Error)?.message?.slice(0, 60) ?? String(err);
}

/** One timed call; answers other than `ok` statuses are errors (their status and error code are kept). */
async function call<T = Record<string, unknown>>(
  run: RunControl,
  vu: VirtualUser,
  name: string,
  method: string,
  path: string,
  body?: unknown,
  options: { ok?: readonly number[]; headers?: Record<string, string> } = {},
): Promise<T> {
  // once the run is over a user stops where it is (its remaining steps would skip their think times)
  if (run.stopped()) throw new Error('stopped');
  const t0 = performance.now();
  try {
    const res = await vu.client.send(method, path, body, options.headers);
    if (!(options.ok ?? [200, 201]).includes(res.status)) {
      let code = '';
      try {
        code = res.json<{ error?: { code?: string } }>().error?.code ?? '';
      } catch {}
      throw new HttpError(res.status, code);
    }
    run.recorder.ok(name, performance.now() - t0);
    return (res.body && res.body[0] === '{' ? res.json<T>() : (res.body as unknown)) as T;
  } catch (err) {
    run.recorder.error(name, errorKind(err));
    throw err;
  }
}

/**
 * A timed write whose 2xx answer is ledgered as acknowledged (read back after the run, acked.ts);
 * `ack` says what was acknowledged, from the answer.
 */
async function ackedCall<T = Record<string, unknown>>(
  run: RunControl,
  vu: VirtualUser,
  name: string,
  method: string,
  path: string,
  body: unknown,
  ack: (answer: T) => AckedWrite,
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  const answer = await call<T>(run, vu, name, method, path, body, options);
  run.ledger.ack(ack(answer));
  return answer;
}

/**
 * A task of two acknowledged writes with a think between (book then cancel, issue then pay): the
 * first, what follows it at once (`then`, e.g. sending the invoice), the pause, the second.
 */
async function twoWrites<T>(
  run: RunControl,
  first: () => Promise<T>,
  pause: readonly [number, number],
  second: (first: T) => Promise<unknown>,
  then?: (first: T) => Promise<unknown>,
): Promise<void> {
  const a = await first();
  if (then) await then(a);
  await think(run, pause[0], pause[1]);
  await second(a);
}

/** Runs a step; its failure (already recorded) ends only that step. */
async function step(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch {
    // recorded by `call`
  }
}

export async function signIn(run: RunControl, vu: VirtualUser, password: string): Promise<void> {
  await call(run, vu, 'auth.sign-in', 'POST', '/api/auth/sign-in/email', {
    email: vu.email,
    password,
    rememberMe: true,
  });
  vu.stream = vu.client.stream((event, data, at) => {
    if (event !== 'message') return;
    try {
      const id = (JSON.parse(data) as { id: string }).id;
      const started = vu.pending.get(id);
      if (started !== undefined) {
        vu.pending.delete(id);
        run.recorder.ok('message.deliver', at - started);
      }
    } catch {}
  });
}

/** Sends a message and waits (in the background) for it on the sender's own stream. */
async function sendMessage(run: RunControl, vu: VirtualUser, conversationId: string, text: string) {
  const started = performance.now();
  vu.pending.set(conversationId, started);
  const m = await call<{ id: string }>(
    run,
    vu,
    'message.send',
    'POST',
    `/api/v1/conversations/${conversationId}/messages`,
    {
      text,
    },
  ).catch((err) => {
    vu.pending.delete(conversationId);
    throw err;
  });
  run.ledger.ack({ kind: 'message', owner: vu.n, conversationId, id: m.id });
  setTimeout(() => {
    if (vu.pending.get(conversationId) === started) {
      vu.pending.delete(conversationId);
      run.recorder.error('message.deliver', vu.stream?.connected ? 'not delivered in 10 s' : 'stream down');
    }
  }, DELIVERY_TIMEOUT_MS).unref();
}

interface PatientRow {
  id: string;
  /** `platform_user`: the person has an account (a care conversation can reach them). */
  platformAccess: string;
}

let slotCounter = 0;
/** A future start no other booking of this run takes: a run-specific day far ahead, 30-minute steps. */
function nextStart(runDayOffset: number): string {
  const k = slotCounter++;
  const day = new Date(Date.UTC(2030, 0, 1) + (runDayOffset + Math.floor(k / 16)) * 86_400_000);
  day.setUTCHours(8 + Math.floor((k % 16) / 2), (k % 2) * 30, 0, 0);
  return day.toISOString().replace('.000Z', 'Z');
}

const DIET_TARGETS = {
  calories: { target: 1850, min: 1758, max: 1943 },
  protein: { target: 92.5, min: 83.3, max: 101.8 },
  carbs: { target: 231.3, min: 208.1, max: 254.4 },
  fat: { target: 61.7, min: 55.5, max: 67.8 },
  fiber: { target: 25.9, min: 25.9, max: 51.8 },
};

/** A professional's working loop: find a patient, open the record, write the visit, then one task. */
export async function professional(run: RunControl, vu: VirtualUser, runDayOffset: number): Promise<void> {
  const conversations = new Map<string, string>(); // patient id → conversation id
  while (!run.stopped()) {
    let patients: PatientRow[] = [];
    await step(async () => {
      patients = (
        await call<{ items: PatientRow[] }>(
          run,
          vu,
          'patients.list',
          'GET',
          `/api/v1/patients?pageSize=${PAGE_SIZE}`,
        )
      ).items;
    });
    await think(run, 2, 6);
    await step(async () => {
      const q = encodeURIComponent(pick(run, SEARCH_TERMS)!);
      await call(run, vu, 'patients.search', 'GET', `/api/v1/patients?q=${q}&pageSize=${PAGE_SIZE}`);
    });
    await think(run, 2, 5);
    const p = pick(run, patients);
    if (!p) {
      await think(run, 5, 10);
      continue;
    }
    await step(async () => {
      await call(run, vu, 'patients.open', 'GET', `/api/v1/patients/${p.id}`);
      await call(run, vu, 'labs.read', 'GET', `/api/v1/patients/${p.id}/lab-results`);
      await call(run, vu, 'documents.list', 'GET', `/api/v1/patients/${p.id}/documents`);
    });
    await think(run, 3, 8);
    // the visit's notes: a draft autosaved every few seconds while typing
    await step(async () => {
      const c = await call<{ id: string; version: number }>(
        run,
        vu,
        'consultation.create',
        'POST',
        '/api/v1/consultations',
        {
          patientId: p.id,
          occurredAt: new Date().toISOString(),
          sessionType: 'follow-up',
        },
      );
      let version = c.version;
      const saves = 6 + Math.floor(run.random() * 7);
      let text = '';
      for (let k = 1; k <= saves && !run.stopped(); k++) {
        await sleep(run.autosaveSeconds * 1000 * run.thinkScale);
        text += ` Note ${k}: patient reports steady progress.`;
        const saved = await call<{ version: number }>(
          run,
          vu,
          'consultation.autosave',
          'PATCH',
          `/api/v1/consultations/${c.id}`,
          {
            version,
            summary: text.trim(),
          },
        );
        version = saved.version;
        run.ledger.ack({ kind: 'consultation', owner: vu.n, id: c.id, version, summary: text.trim() });
      }
    });
    // one task of the day
    // only a patient with an account can be written to; for the others the visit is booked instead
    let r = run.random();
    if (r < 0.35 && p.platformAccess !== 'platform_user') r = 0.35 + run.random() * 0.25;
    if (r < 0.35) {
      await step(async () => {
        const text = `Load test message ${Date.now()}`;
        const known = conversations.get(p.id);
        if (known) return await sendMessage(run, vu, known, text);
        const c = await call<{ id: string }>(
          run,
          vu,
          'conversation.create',
          'POST',
          '/api/v1/conversations',
          {
            kind: 'care',
            patientId: p.id,
            text,
          },
        );
        conversations.set(p.id, c.id);
      });
    } else if (r < 0.6) {
      await step(() =>
        twoWrites(
          run,
          () =>
            ackedCall<{ id: string }>(
              run,
              vu,
              'appointment.book',
              'POST',
              '/api/v1/appointments',
              {
                patientId: p.id,
                serviceName: 'Follow-up',
                durationMinutes: 30,
                start: nextStart(runDayOffset),
              },
              (a) => ({ kind: 'appointment', owner: vu.n, id: a.id, cancelled: false }),
            ),
          [2, 5],
          (a) =>
            ackedCall(
              run,
              vu,
              'appointment.cancel',
              'POST',
              `/api/v1/appointments/${a.id}/cancel`,
              {},
              () => ({
                kind: 'appointment',
                owner: vu.n,
                id: a.id,
                cancelled: true,
              }),
            ),
        ),
      );
    } else if (r < 0.7 && writesDietPlans(vu)) {
      await step(async () => {
        if (run.stopped()) return;
        const t0 = performance.now();
        const res = await vu.client.send('POST', '/api/v1/diet-plans/generate', {
          patientId: p.id,
          menuDays: 7,
          targets: DIET_TARGETS,
          scope: { kind: 'plan' },
        });
        const last = res.body.trim().split('\n').at(-1) ?? '';
        if (res.status === 200 && last.includes('"result"'))
          run.recorder.ok('dietplan.generate', performance.now() - t0);
        else run.recorder.error('dietplan.generate', `${res.status} ${last.slice(0, 40)}`);
      });
    } else if (r < 0.8) {
      await step(async () => {
        const boundary = `----load${Date.now()}`;
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="result.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          TINY_PDF,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        await ackedCall<{ id: string }>(
          run,
          vu,
          'document.upload',
          'POST',
          `/api/v1/patients/${p.id}/documents`,
          body,
          (d) => ({ kind: 'document', owner: vu.n, patientId: p.id, id: d.id }),
          { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
        );
      });
    } else {
      await step(() =>
        twoWrites(
          run,
          () =>
            ackedCall<{ id: string; totalMinor: number }>(
              run,
              vu,
              'invoice.create',
              'POST',
              '/api/v1/invoices',
              {
                patientId: p.id,
                lines: [
                  {
                    source: 'custom',
                    description: 'Follow-up consultation',
                    quantity: 1,
                    unitPriceMinor: 8000,
                  },
                ],
              },
              (inv) => ({ kind: 'invoice', owner: vu.n, id: inv.id, paid: false }),
            ),
          [1, 3],
          (inv) =>
            ackedCall(
              run,
              vu,
              'invoice.pay',
              'POST',
              `/api/v1/invoices/${inv.id}/payments`,
              { amountMinor: inv.totalMinor, method: 'card', paidOn: new Date().toISOString().slice(0, 10) },
              () => ({ kind: 'invoice', owner: vu.n, id: inv.id, paid: true }),
            ),
          (inv) => call(run, vu, 'invoice.send', 'POST', `/api/v1/invoices/${inv.id}/send`),
        ),
      );
    }
    await think(run, 5, 15);
  }
}

/** A patient in the portal: appointments, results, invoices, messages with their care team. */
export async function patient(run: RunControl, vu: VirtualUser): Promise<void> {
  let conversationId: string | undefined;
  while (!run.stopped()) {
    await step(async () => {
      await call(run, vu, 'me.appointments', 'GET', '/api/v1/me/appointments');
    });
    await think(run, 3, 10);
    await step(async () => {
      await call(run, vu, 'me.lab-results', 'GET', '/api/v1/me/lab-results');
    });
    await think(run, 3, 10);
    await step(async () => {
      await call(run, vu, 'me.invoices', 'GET', '/api/v1/me/invoices');
      const list = await call<{ items: { id: string; kind: string }[] }>(
        run,
        vu,
        'conversations.list',
        'GET',
        '/api/v1/conversations',
      );
      conversationId ??= list.items.find((c) => c.kind === 'care')?.id;
    });
    await think(run, 3, 10);
    if (chance(run, 0.4)) {
      await step(async () => {
        const text = `Question from the portal ${Date.now()}`;
        if (conversationId) return await sendMessage(run, vu, conversationId, text);
        const contacts = await call<{ items: { kind: string; id: string; patientId?: string }[] }>(
          run,
          vu,
          'conversations.contacts',
          'GET',
          '/api/v1/conversations/contacts',
        );
        const to = contacts.items.find((c) => c.kind === 'care' && c.patientId);
        if (!to) return;
        const c = await call<{ id: string }>(
          run,
          vu,
          'conversation.create',
          'POST',
          '/api/v1/conversations',
          {
            kind: 'care',
            patientId: to.patientId,
            userIds: [to.id],
            text,
          },
        );
        conversationId = c.id;
      });
    } else if (conversationId && chance(run, 0.5)) {
      const id = conversationId;
      await step(async () => {
        await call(run, vu, 'messages.read', 'GET', `/api/v1/conversations/${id}/messages`);
      });
    }
    await think(run, 10, 30);
  }
}

/** An anonymous visitor: find care (the directory and a profile) and the blog. */
export async function visitor(run: RunControl, vu: VirtualUser): Promise<void> {
  while (!run.stopped()) {
    await step(async () => {
      if (run.htmlPages) await call(run, vu, 'public.care-page', 'GET', '/care');
      const providers = await call<{ items: { id: string }[] }>(
        run,
        vu,
        'public.providers',
        'GET',
        '/api/v1/providers',
      );
      const one = pick(run, providers.items);
      await think(run, 3, 10);
      if (one) await call(run, vu, 'public.provider', 'GET', `/api/v1/providers/${one.id}`);
    });
    await think(run, 5, 15);
    await step(async () => {
      if (run.htmlPages) await call(run, vu, 'public.blog-page', 'GET', '/blog');
      const posts = await call<{ items: { slug: string }[] }>(
        run,
        vu,
        'public.blog',
        'GET',
        '/api/v1/blog/posts',
      );
      const post = pick(run, posts.items);
      await think(run, 3, 10);
      if (post) await call(run, vu, 'public.blog-post', 'GET', `/api/v1/blog/posts/${post.slug}`);
    });
    await think(run, 5, 15);
  }
}

/** Reads one acknowledged write back through its owner's session. */
export async function readBack(client: Client, w: AckedWrite): Promise<Observed> {
  const get = async <T>(path: string): Promise<T | null> => {
    const res = await client.send('GET', path);
    if (res.status === 404) return null;
    if (res.status !== 200) throw new Error(`read ${res.status}`);
    return res.json<T>();
  };
  switch (w.kind) {
    case 'consultation': {
      const c = await get<{ version: number; summary: string | null }>(`/api/v1/consultations/${w.id}`);
      return c && { kind: 'consultation', version: c.version, summary: c.summary };
    }
    case 'message': {
      const ids = new Set<string>();
      let before: string | null = null;
      for (let page = 0; page < 50; page++) {
        const q: string = before ? `?before=${encodeURIComponent(before)}` : '';
        const r = await get<{ items: { id: string }[]; nextCursor: string | null }>(
          `/api/v1/conversations/${w.conversationId}/messages${q}`,
        );
        if (!r) return null;
        for (const m of r.items) ids.add(m.id);
        if (ids.has(w.id) || !r.nextCursor) break;
        before = r.nextCursor;
      }
      return { kind: 'message', ids };
    }
    case 'appointment': {
      const a = await get<{ status: string }>(`/api/v1/appointments/${w.id}`);
      return a && { kind: 'appointment', status: a.status };
    }
    case 'document': {
      const r = await get<{ items: { id: string }[] }>(`/api/v1/patients/${w.patientId}/documents`);
      return r && { kind: 'document', ids: new Set(r.items.map((d) => d.id)) };
    }
    case 'invoice': {
      const i = await get<{ status: string }>(`/api/v1/invoices/${w.id}`);
      return i && { kind: 'invoice', status: i.status };
    }
  }
}

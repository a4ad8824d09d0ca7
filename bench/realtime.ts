// Benchmark: the event stream across two server instances on one PostgreSQL. 500 SSE clients (tabs of
// the practice's demo professionals, several sessions each) spread over both instances; a colleague
// posts messages on instance A to conversations they all take part in; each client's arrival of the
// `message` event is timed from the start of the POST. Reports delivery latency p50/p99 on the other
// instance (B) and on the same one (A), messages lost (every client must get every message of its
// conversations), and the memory per open stream (each instance's RSS before and after its streams
// open). Target: p99 <= 100 ms on B, nothing lost.
// PostgreSQL: BENCH_DATABASE_URL (an empty database), else a throwaway PostgreSQL 15 cluster started
// here when /usr/lib/postgresql/15/bin exists; otherwise skipped. BENCH_CLIENTS (500), BENCH_MESSAGES
// (200), BENCH_INTERVAL_MS (50).
// Run: node bench/realtime.ts
import { request } from 'node:http';
import { DEMO_PASSWORD } from '@verdant/shared';
import { freePort, record, type RunningServer, startServer, startThrowawayPostgres } from './lib.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 50);
/** Conversations the messages go to in turn: an arrival belongs to the latest message of its conversation. */
const CONVERSATIONS = 20;
const SESSIONS_PER_USER = 4;
const RECIPIENTS = ['dietitian', 'medical', 'fitness', 'admin', 'multi'];
const SENDER = 'staff';
const AUTH_SECRET = 'bench-only-secret-bench-only-secret-0123456789';

let addressCounter = 0;
/** A client address of its own per sign-in (the server trusts X-Forwarded-For here), as real users have. */
const nextAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function signIn(baseUrl: string, key: string): Promise<string> {
  const r = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email: `${key}@demo.verdant.health`, password: DEMO_PASSWORD, rememberMe: true }),
  });
  if (!r.ok) throw new Error(`sign-in of ${key} failed: ${r.status} ${await r.text()}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function api(baseUrl: string, cookie: string, path: string, body?: unknown) {
  const r = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': '198.19.0.1' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** Streams opened on instance B only to weigh them. */
const MEMORY_STREAMS = Number(process.env.BENCH_MEMORY_STREAMS ?? 1000);

/**
 * The JavaScript heap and the buffers outside it (`heapUsed + external`) of a server started with
 * `--inspect --expose-gc`, read right after a full collection through the inspector protocol.
 */
async function collectedBytes(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  const answer = new Promise<string>((resolve) => {
    ws.onmessage = (e) => {
      const msg = JSON.parse(String(e.data)) as { id?: number; result?: { result?: { value?: string } } };
      if (msg.id === 1) resolve(msg.result?.result?.value ?? '{}');
    };
  });
  ws.send(
    JSON.stringify({
      id: 1,
      method: 'Runtime.evaluate',
      params: { expression: 'gc(); gc(); JSON.stringify(process.memoryUsage())' },
    }),
  );
  const usage = JSON.parse(await answer) as { heapUsed: number; external: number };
  ws.close();
  return usage.heapUsed + usage.external;
}

interface Client {
  instance: 'A' | 'B';
  /** Arrival times of `message` events per conversation id. */
  arrivals: { conversation: string; at: number }[];
  close(): void;
}

/** One SSE stream (a browser tab); resolves once its `ready` frame arrived. */
function openClient(baseUrl: string, cookie: string, instance: 'A' | 'B'): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { instance, arrivals: [], close: () => req.destroy() };
    const req = request(
      `${baseUrl}/api/v1/events`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.+)$/m.exec(frame)?.[1];
            if (event === 'ready') resolve(client);
            if (event === 'message') {
              const data = /^data: (.+)$/m.exec(frame)?.[1] ?? '{}';
              client.arrivals.push({ conversation: (JSON.parse(data) as { id: string }).id, at });
            }
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(url: string) {
  const env = { DATABASE_URL: url, AUTH_SECRET, TRUST_PROXY: 'true' };
  // A seeds the demo data; B starts on the same database afterwards.
  const a = await startServer(env);
  let b: RunningServer | undefined;
  const clients: Client[] = [];
  try {
    const inspectPort = await freePort();
    b = await startServer({ ...env, NODE_OPTIONS: `--expose-gc --inspect=127.0.0.1:${inspectPort}` });
    const servers = { A: a, B: b };
    const sender = await signIn(a.baseUrl, SENDER);
    // the staff member's colleagues: the practice's professionals and administrator
    const colleagues = (
      (await api(a.baseUrl, sender, '/api/v1/conversations/contacts')) as {
        items: { kind: string; id: string; name: string }[];
      }
    ).items.filter((c) => c.kind === 'team');
    const recipientIds = colleagues.map((c) => c.id);
    const conversations: string[] = [];
    for (let i = 0; i < CONVERSATIONS; i++) {
      const started = (await api(a.baseUrl, sender, '/api/v1/conversations', {
        kind: 'team',
        userIds: recipientIds,
        subject: `Bench ${i}`,
        text: 'Opening the thread.',
      })) as { id: string };
      conversations.push(started.id);
    }
    // Sessions of the recipients (several each, like several browsers), on both instances.
    const sessions: string[] = [];
    for (const key of RECIPIENTS) {
      for (let s = 0; s < SESSIONS_PER_USER; s++) sessions.push(await signIn(a.baseUrl, key));
    }
    // Memory: instance B's heap (after a full collection) without and with MEMORY_STREAMS streams.
    const idle = await collectedBytes(inspectPort);
    const weighed: Client[] = [];
    for (let i = 0; i < MEMORY_STREAMS; i++) {
      weighed.push(await openClient(b.baseUrl, sessions[i % sessions.length]!, 'B'));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const loaded = await collectedBytes(inspectPort);
    for (const c of weighed) c.close();
    const perStreamKb = (loaded - idle) / 1024 / MEMORY_STREAMS;
    await new Promise((r) => setTimeout(r, 2000));
    await new Promise((r) => setTimeout(r, 2000));

    const started = performance.now();
    for (let i = 0; i < CLIENTS; i++) {
      const instance = i % 2 === 0 ? 'A' : 'B';
      clients.push(await openClient(servers[instance].baseUrl, sessions[i % sessions.length]!, instance));
    }
    const openMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 3000));
    const perInstance = CLIENTS / 2;

    // Messages, one conversation after another, from instance A.
    const sentAt = new Map<string, number[]>();
    for (let k = 0; k < MESSAGES; k++) {
      const conversation = conversations[k % CONVERSATIONS]!;
      const t0 = performance.now();
      sentAt.set(conversation, [...(sentAt.get(conversation) ?? []), t0]);
      await api(a.baseUrl, sender, `/api/v1/conversations/${conversation}/messages`, {
        text: `Bench message ${k}`,
      });
      const wait = INTERVAL_MS - (performance.now() - t0);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    await new Promise((r) => setTimeout(r, 5000));

    // Latency: each arrival against the latest send of its conversation before it.
    const latency: Record<'A' | 'B', number[]> = { A: [], B: [] };
    let lost = 0;
    for (const c of clients) {
      const perConversation = new Map<string, number>();
      for (const arrival of c.arrivals) {
        const sends = sentAt.get(arrival.conversation);
        if (!sends) continue;
        const n = perConversation.get(arrival.conversation) ?? 0;
        perConversation.set(arrival.conversation, n + 1);
        const t0 = sends[n];
        if (t0 !== undefined) latency[c.instance].push(arrival.at - t0);
      }
      for (const [conversation, sends] of sentAt) {
        lost += Math.max(0, sends.length - (perConversation.get(conversation) ?? 0));
      }
    }
    console.log(
      `\n[postgres] two instances, ${CLIENTS} SSE clients (${perInstance} each; ${sessions.length} sessions of ${RECIPIENTS.length} users), ${MESSAGES} messages posted on A every ${INTERVAL_MS} ms to ${CONVERSATIONS} conversations of all of them`,
    );
    console.log(`opening ${CLIENTS} streams took ${Math.round(openMs)} ms`);
    for (const instance of ['B', 'A'] as const) {
      const sorted = latency[instance].sort((x, y) => x - y);
      const p50 = percentile(sorted, 50);
      const p99 = percentile(sorted, 99);
      console.log(
        `delivery to clients on ${instance}${instance === 'B' ? ' (the other instance)' : ' (the posting one)'}: ${sorted.length} deliveries, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms${instance === 'B' ? ' (target p99 ≤ 100 ms)' : ''}`,
      );
      record({
        bench: 'realtime',
        name: `message delivery to ${instance}`,
        db: 'postgres',
        value: p50,
        unit: 'ms p50',
        p99,
      });
    }
    console.log(`lost: ${lost} of ${MESSAGES * CLIENTS} expected deliveries (target 0)`);
    console.log(
      `memory: instance B's heap and buffers after a full collection ${(idle / 1048576).toFixed(1)} MiB → ${(loaded / 1048576).toFixed(1)} MiB with ${MEMORY_STREAMS} streams open: ${perStreamKb.toFixed(1)} KiB per stream`,
    );
    record({ bench: 'realtime', name: 'memory per stream', db: 'postgres', value: perStreamKb, unit: 'KiB' });
    record({ bench: 'realtime', name: 'messages lost', db: 'postgres', value: lost, unit: 'deliveries' });
    if (lost > 0) process.exitCode = 1;
  } finally {
    for (const c of clients) c.close();
    await b?.stop();
    await a.stop();
  }
}

let url = process.env.BENCH_DATABASE_URL;
const cluster = url ? null : await startThrowawayPostgres();
url ??= cluster?.url;
if (!url) {
  console.log(
    '\n[postgres] skipped: set BENCH_DATABASE_URL or install PostgreSQL 15 (/usr/lib/postgresql/15/bin)',
  );
} else {
  try {
    await run(url);
  } finally {
    cluster?.stop();
  }
}

// The harness's HTTP client: one keep-alive agent per virtual user (a browser's connections), each
// user on a loopback address of its own when the target is on this machine (the server's per-address
// limits see distinct clients, as they would in production), a cookie jar, and an SSE stream that
// reconnects with Last-Event-ID like the browser's EventSource.
import { Agent, type IncomingMessage, request } from 'node:http';

export interface HttpResult {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(`${status} ${code}`);
    this.status = status;
    this.code = code;
  }
}

/** The loopback address of virtual user `n` (127.0.x.y, never 127.0.0.1), when the target is local. */
export function loopbackAddressFor(n: number): string {
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 2}`;
}

export class Client {
  readonly base: URL;
  readonly #agent: Agent;
  readonly #localAddress: string | undefined;
  readonly cookies = new Map<string, string>();

  constructor(baseUrl: string, localAddress?: string) {
    this.base = new URL(baseUrl);
    this.#localAddress = localAddress;
    this.#agent = new Agent({ keepAlive: true, maxSockets: 6 });
  }

  #cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  #keepCookies(res: IncomingMessage): void {
    for (const c of res.headers['set-cookie'] ?? []) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      if (eq > 0) this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }

  /**
   * One request; resolves with any status (callers decide), rejects on network failure or timeout.
   * Like a browser, a request whose reused keep-alive connection was closed by the server before any
   * answer (ECONNRESET on a reused socket: the server's idle timeout raced it) is sent again once on a
   * new connection; the server had not received it.
   */
  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult> {
    try {
      return await this.#send(method, path, body, headers);
    } catch (err) {
      if ((err as { reusedSocketReset?: boolean }).reusedSocketReset)
        return await this.#send(method, path, body, headers);
      throw err;
    }
  }

  #send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult> {
    let payload: Buffer | undefined;
    const h: Record<string, string> = { origin: this.base.origin, ...headers };
    if (body instanceof Buffer) payload = body;
    else if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body));
      h['content-type'] ??= 'application/json';
    }
    if (payload) h['content-length'] = String(payload.length);
    const cookie = this.#cookieHeader();
    if (cookie) h.cookie = cookie;
    let answered = false;
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(path, this.base),
        {
          method,
          headers: h,
          agent: this.#agent,
          ...(this.#localAddress ? { localAddress: this.#localAddress } : {}),
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          answered = true;
          this.#keepCookies(res);
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text, json: <T>() => JSON.parse(text) as T });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (req.reusedSocket && err.code === 'ECONNRESET' && !answered) {
          reject(Object.assign(err, { reusedSocketReset: true }));
        } else reject(err);
      });
      req.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }

  /** Opens an event stream that reconnects by itself (see SseStream). */
  stream(onEvent: (event: string, data: string, at: number) => void): SseStream {
    return new SseStream(this, onEvent, this.#localAddress);
  }

  /** Internal: the request options of an SSE connection (its own socket, not the pool's). */
  sseRequest(lastEventId: string | null, localAddress?: string) {
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie: this.#cookieHeader() };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    return request(new URL('/api/v1/events', this.base), {
      headers,
      agent: false,
      ...(localAddress ? { localAddress } : {}),
    });
  }
}

/**
 * An EventSource: reads frames, remembers the last id, and when the connection ends (a stopped
 * instance, a proxy) reconnects after the server's `retry:` delay with Last-Event-ID. Records each
 * outage: when the stream broke and when the next `ready` arrived.
 */
export class SseStream {
  readonly #client: Client;
  readonly #onEvent: (event: string, data: string, at: number) => void;
  readonly #localAddress: string | undefined;
  #lastId: string | null = null;
  #retryMs = 3000;
  #closed = false;
  #req: ReturnType<Client['sseRequest']> | undefined;
  #brokeAt: number | null = null;
  /** Milliseconds from each break to the next `ready` (a reconnection). */
  readonly outages: { at: number; ms: number }[] = [];
  /** Breaks not (yet) followed by a `ready`. */
  get down(): boolean {
    return this.#brokeAt !== null;
  }
  connected = false;

  constructor(
    client: Client,
    onEvent: (event: string, data: string, at: number) => void,
    localAddress?: string,
  ) {
    this.#client = client;
    this.#onEvent = onEvent;
    this.#localAddress = localAddress;
    this.#connect();
  }

  #connect(): void {
    if (this.#closed) return;
    const req = this.#client.sseRequest(this.#lastId, this.#localAddress);
    this.#req = req;
    // only the current connection's end counts (end and error may both fire)
    const fail = () => {
      if (this.#req === req) this.#broke();
    };
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        fail();
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
          let event = 'message';
          let data = '';
          for (const line of frame.split('\n')) {
            if (line.startsWith('id: ')) this.#lastId = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
            else if (line.startsWith('retry: ')) this.#retryMs = Number(line.slice(7)) || this.#retryMs;
          }
          if (frame.startsWith(':')) continue;
          if (event === 'ready' || event === 'reset') {
            this.connected = true;
            if (this.#brokeAt !== null) {
              this.outages.push({ at: this.#brokeAt, ms: at - this.#brokeAt });
              this.#brokeAt = null;
            }
          }
          this.#onEvent(event, data, at);
        }
      });
      res.on('end', fail);
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  }

  #broke(): void {
    if (this.#closed) return;
    this.connected = false;
    this.#brokeAt ??= performance.now();
    this.#req?.destroy();
    this.#req = undefined;
    setTimeout(() => this.#connect(), this.#retryMs).unref();
  }

  close(): void {
    this.#closed = true;
    this.#req?.destroy();
  }
}

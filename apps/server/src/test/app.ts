/**
 * Integration-test harness: the real app over a private clone of the migrated database, mail captured
 * in memory (and in `outbox_email`), logs captured as lines, and HTTP clients with a cookie jar, an
 * `Origin` of BASE_URL and a socket address of their own (so rate limits do not leak between tests).
 */
import '../platform/zod-openapi-first.ts';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Language, Role } from '@verdant/shared';
import { and, desc, eq } from 'drizzle-orm';
import { type App, buildApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { createAccount } from '../modules/accounts/index.ts';
import { organization, outboxEmail } from '../db/schema/index.ts';
import { createOrganization } from '../modules/organizations/index.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import type { AppDeps } from '../platform/context.ts';
import type { JobWorker } from '../platform/jobs.ts';
import { createLogger } from '../platform/logger.ts';
import { captureTransport } from '../platform/mail.ts';
import { createRuntime } from '../runtime.ts';
import { cloneTestDatabase } from './db.ts';

export const TEST_BASE_URL = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-horse-battery';

let ipCounter = 0;
/** A fresh client address per call (10.x.y.z), unique within the process. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(process.pid % 200) + 1}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter++;
  return `${prefix}-${emailCounter}-${randomBytes(3).toString('hex')}@example.test`;
}

export interface TestResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  body: any;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body (multipart form data, CSV text, a file, a stream) instead of `json`; a file or stream sets its content-type in `headers`. */
  body?: string | FormData | Uint8Array | ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
  /** Send no Origin header. */
  noOrigin?: boolean;
  /** Send this bearer token (and no cookies). */
  bearer?: string;
  noCookies?: boolean;
}

export class TestClient {
  readonly ip: string;
  readonly cookies = new Map<string, string>();
  readonly #app: App;

  constructor(app: App, ip = nextIp()) {
    this.#app = app;
    this.ip = ip;
  }

  async request(method: string, pathname: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers = new Headers(options.headers);
    if (!options.noOrigin && !headers.has('origin')) headers.set('origin', TEST_BASE_URL);
    if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
    else if (!options.noCookies && this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body: string | FormData | Uint8Array | ReadableStream<Uint8Array> | undefined = options.body;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const res = await this.#app.request(
      new URL(pathname, TEST_BASE_URL).toString(),
      {
        method,
        headers,
        ...(body !== undefined ? { body: body as unknown as string } : {}),
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit,
      { incoming: { socket: { remoteAddress: this.ip, remotePort: 40000, remoteFamily: 'IPv4' } } },
    );
    for (const cookie of res.headers.getSetCookie()) this.#store(cookie);
    if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      // an event stream never ends: its status and headers are the answer (src/test/sse.ts reads one)
      await res.body?.cancel();
      return { status: res.status, body: undefined, headers: res.headers, text: '' };
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  get(p: string, o?: RequestOptions) {
    return this.request('GET', p, o);
  }
  post(p: string, json?: unknown, o?: RequestOptions) {
    return this.request('POST', p, { ...o, ...(json !== undefined ? { json } : {}) });
  }
  put(p: string, json?: unknown, o?: RequestOptions) {
    return this.request('PUT', p, { ...o, ...(json !== undefined ? { json } : {}) });
  }
  patch(p: string, json?: unknown, o?: RequestOptions) {
    return this.request('PATCH', p, { ...o, ...(json !== undefined ? { json } : {}) });
  }
  delete(p: string, o?: RequestOptions) {
    return this.request('DELETE', p, o);
  }

  signIn(email: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}) {
    return this.post('/api/auth/sign-in/email', { email, password, ...extra });
  }

  #store(setCookie: string) {
    const [pair, ...attrs] = setCookie.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired = attrs.some((a) => {
      const [k, v] = a.trim().split('=');
      if (k?.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k?.toLowerCase() === 'expires') return new Date(v ?? '').getTime() < Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export interface TestUserOptions {
  roles?: readonly Role[];
  email?: string;
  firstName?: string;
  lastName?: string;
  emailVerified?: boolean;
  profileComplete?: boolean;
  memberships?: readonly { organizationId: string; orgRole: 'owner' | 'member' }[];
  /** The account's stored language (its e-mails are written in it); English by default. */
  language?: Language;
}

export interface TestApp {
  app: App;
  deps: AppDeps;
  config: Config;
  database: Database;
  worker: JobWorker;
  mail: ReturnType<typeof captureTransport>;
  logs: string[];
  client(ip?: string): TestClient;
  /** A verified account inserted directly (password TEST_PASSWORD). */
  createUser(options?: TestUserOptions): Promise<{ id: string; email: string }>;
  /** createUser + sign-in; the client holds the session cookie. */
  signedIn(options?: TestUserOptions): Promise<{ id: string; email: string; client: TestClient }>;
  createPractice(name?: string): Promise<string>;
  /** The id of the platform organization (created by the migrations): its admins are platform admins. */
  platformOrganizationId(): Promise<string>;
  /** The practice users with a non-patient role join when created without memberships. */
  testPractice(): Promise<string>;
  /** Runs due jobs (e-mail delivery) now. */
  runJobs(): Promise<number>;
  /** The newest outbox e-mail to an address, optionally by subject. */
  lastEmailTo(to: string, subject?: string): Promise<typeof outboxEmail.$inferSelect | undefined>;
  /** Runs due jobs, then the first link in the newest e-mail delivered to an address. */
  linkFromEmail(to: string, subject?: string): Promise<URL>;
  /** Runs due jobs, then the `token` of the first link in the newest e-mail delivered to an address. */
  tokenFromEmail(to: string, subject?: string): Promise<string>;
  close(): Promise<void>;
}

let passwordHash: Promise<string> | undefined;

export interface TestAppOptions {
  /** Serve this database instead of a fresh clone (a second instance over the same data). */
  database?: Database;
  /** Subscribe to `verdant_auth` (default true); false leaves only the cache TTL. */
  listenForAuthChanges?: boolean;
  principalCacheTtlMs?: number;
  /** The business clock (`deps.now`): booking holds, open slots, idle timeouts. Default Date.now. */
  now?: () => number;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.database ?? (await cloneTestDatabase());
  const config = loadConfig({
    BASE_URL: TEST_BASE_URL,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(os.tmpdir(), 'verdant-test-data'),
    ...env,
  });
  const logs: string[] = [];
  const logger = createLogger({
    level: config.logLevel,
    destination: { write: (line: string) => logs.push(line) },
  });
  const mail = captureTransport();
  const { deps, worker } = createRuntime({
    config,
    database,
    logger,
    secret: config.authSecret!,
    transport: mail,
    ...(options.now ? { now: options.now } : {}),
    ...(options.principalCacheTtlMs !== undefined
      ? { principalCacheTtlMs: options.principalCacheTtlMs }
      : {}),
  });
  if (options.listenForAuthChanges !== false) await deps.principals.start();
  const app = buildApp(deps, { webDist: path.join(os.tmpdir(), 'verdant-test-no-web-dist') });
  passwordHash ??= hashPassword(TEST_PASSWORD);

  let defaultPractice: Promise<string> | undefined;
  const testPractice = () => {
    defaultPractice ??= createOrganization(database.db, { name: 'Test Practice', kind: 'practice' });
    return defaultPractice;
  };
  const platformOrganizationId = async () => {
    const [row] = await database.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.kind, 'platform'));
    if (!row) throw new Error('no platform organization');
    return row.id;
  };
  /**
   * Roles are held in organizations (ADR 0022). Without explicit memberships, a user with a
   * non-patient role joins this app's "Test Practice" (and an admin the platform organization too,
   * like the demo administrator: practice admin and platform admin, the practice active).
   */
  const defaultMemberships = async (roles: readonly Role[]) => {
    if (!roles.some((r) => r !== 'patient')) return [];
    const memberships = [{ organizationId: await testPractice(), orgRole: 'member' as const }];
    if (roles.includes('admin')) {
      memberships.push({ organizationId: await platformOrganizationId(), orgRole: 'member' as const });
    }
    return memberships;
  };

  const createUser = async (o: TestUserOptions = {}) => {
    const email = o.email ?? uniqueEmail(o.roles?.[0] ?? 'user');
    const id = await createAccount(database.db, {
      email,
      firstName: o.firstName ?? 'Test',
      lastName: o.lastName ?? 'User',
      roles: o.roles ?? [],
      passwordHash: await passwordHash!,
      emailVerified: o.emailVerified ?? true,
      profileComplete: o.profileComplete ?? true,
      memberships: o.memberships ?? (await defaultMemberships(o.roles ?? [])),
      language: o.language,
    });
    return { id, email };
  };

  const linkFromEmail = async (to: string, subject?: string): Promise<URL> => {
    // One-time links exist only in the delivered message (the outbox keeps a placeholder).
    await worker.drain();
    const sent = mail.messages.findLast((m) => m.to === to && (!subject || m.subject === subject));
    if (!sent) throw new Error(`no e-mail delivered to ${to}`);
    const link = /https?:\/\/\S+/.exec(sent.text)?.[0];
    if (!link) throw new Error('no link in the e-mail');
    return new URL(link);
  };
  const lastEmailTo = async (to: string, subject?: string) => {
    const [row] = await database.db
      .select()
      .from(outboxEmail)
      .where(subject ? and(eq(outboxEmail.to, to), eq(outboxEmail.subject, subject)) : eq(outboxEmail.to, to))
      .orderBy(desc(outboxEmail.createdAt))
      .limit(1);
    return row;
  };

  return {
    app,
    deps,
    config,
    database,
    worker,
    mail,
    logs,
    client: (ip) => new TestClient(app, ip),
    createUser,
    async signedIn(o = {}) {
      const u = await createUser(o);
      const client = new TestClient(app);
      const res = await client.signIn(u.email);
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      return { ...u, client };
    },
    createPractice: (name = 'Other Practice') => createOrganization(database.db, { name, kind: 'practice' }),
    platformOrganizationId,
    testPractice,
    runJobs: () => worker.drain(),
    lastEmailTo,
    linkFromEmail,
    async tokenFromEmail(to, subject) {
      const token = (await linkFromEmail(to, subject)).searchParams.get('token');
      if (!token) throw new Error('no token link in the e-mail');
      return token;
    },
    async close() {
      await worker.stop();
      await deps.realtime.close();
      await deps.principals.stop();
      await database.close();
    },
  };
}

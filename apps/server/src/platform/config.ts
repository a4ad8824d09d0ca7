/**
 * Configuration from the environment, validated once at start-up (every variable is listed with a
 * comment in `/.env.example`). A bad value stops the process with one clear line per problem.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './storage.ts';

/** The repository root: `DATA_DIR` and the web build default to paths below it, whatever the cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty (`FOO=` in a .env file) both mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const bool = (fallback: boolean) =>
  optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === 'true' || v === 'false', { error: 'must be true or false' })
      .transform((v) => v === 'true'),
  ).transform((v) => v ?? fallback);

const httpUrl = z
  .string()
  .trim()
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: 'must be an http(s) URL, e.g. https://verdant.example.com' },
  );

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 65535' })
      .max(65535, { error: 'must be between 1 and 65535' }),
  ).transform((v) => v ?? 3000),
  HOST: optional(z.string().trim()).transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optional(z.string().trim()),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), {
        error: 'must be a postgres:// or postgresql:// connection URL',
      }),
  ),
  BASE_URL: optional(httpUrl),
  AUTH_SECRET: optional(
    z.string().min(32, { error: 'must be at least 32 characters (try: openssl rand -base64 48)' }),
  ),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => /^smtps?:\/\/.+/.test(v), { error: 'must be an smtp:// or smtps:// URL' }),
  ),
  MAIL_FROM: optional(z.string().trim()),
  GOOGLE_CLIENT_ID: optional(z.string().trim()),
  GOOGLE_CLIENT_SECRET: optional(z.string().trim()),
  AI_BASE_URL: optional(httpUrl),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string().trim()),
  /** The speech-to-text model of the OpenAI-compatible endpoint (consultation recordings). */
  AI_TRANSCRIPTION_MODEL: optional(z.string().trim()),
  /** Unset: on, except with NODE_ENV=production (see loadConfig). */
  DEMO_DATA: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === 'true' || v === 'false', { error: 'must be true or false' })
      .transform((v) => v === 'true'),
  ),
  NODE_ENV: optional(z.string().trim()),
  MAIL_DIR: optional(z.string().trim()),
  /** Backups (ADR 0050) go to this folder, ideally another disk; unset: the file storage. */
  BACKUP_DIR: optional(z.string().trim()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })).transform(
    (v) => v ?? 'info',
  ),
  TRUSTED_ORIGINS: optional(
    z.string().superRefine((value, ctx) => {
      for (const origin of splitList(value)) {
        if (!isOrigin(origin)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin like https://app.example.com (comma-separated, no path)`,
          });
        }
      }
    }),
  ),
  TRUST_PROXY: bool(false),
  /** Unset: GET /api/metrics answers 404 to everyone (platform/metrics.ts). */
  METRICS_TOKEN: optional(
    z.string().min(32, { error: 'must be at least 32 characters (try: openssl rand -hex 32)' }),
  ),
  /** Webhooks may call private, loopback and link-local addresses (tests, self-hosted receivers; ADR 0056). */
  WEBHOOKS_ALLOW_PRIVATE: bool(false),
  /** S3-compatible object storage for uploaded files (unset: DATA_DIR/files). */
  S3_ENDPOINT: optional(httpUrl),
  S3_BUCKET: optional(z.string().trim()),
  S3_REGION: optional(z.string().trim()),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Path-style addressing (`endpoint/bucket/key`), the default; `false`: `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: bool(true),
  DOCUMENT_MAX_BYTES: optional(
    z.coerce
      .number({ error: 'must be a number of bytes' })
      .int({ error: 'must be a whole number' })
      .min(1024, { error: 'must be at least 1024' })
      .max(100 * 1024 * 1024, { error: 'must be at most 104857600 (100 MiB)' }),
  ).transform((v) => v ?? 10 * 1024 * 1024),
  /**
   * The embedded database's buffer cache (PostgreSQL `shared_buffers`), in MiB. Its WASM memory
   * never shrinks, so it stays small; the operating system's file cache holds the rest (ADR 0052).
   */
  PGLITE_SHARED_BUFFERS_MB: optional(
    z.coerce
      .number({ error: 'must be a number of MiB' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(4096, { error: 'must be at most 4096' }),
  ).transform((v) => v ?? 16),
  /**
   * Seconds of quiet after a burst of work before the server gives the memory it grew to back to the
   * system (platform/idle-memory.ts, ADR 0061); 0 turns it off. Needs `node --expose-gc` (npm start).
   */
  MEMORY_IDLE_TRIM_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(3600, { error: 'must be at most 3600' }),
  ).transform((v) => v ?? 30),
  /** The largest consultation recording accepted (streamed to storage, never held in memory). */
  RECORDING_MAX_BYTES: optional(
    z.coerce
      .number({ error: 'must be a number of bytes' })
      .int({ error: 'must be a whole number' })
      .min(1024 * 1024, { error: 'must be at least 1048576 (1 MiB)' })
      .max(50 * 1024 * 1024 * 1024, { error: 'must be at most 53687091200 (50 GiB)' }),
  ).transform((v) => v ?? 500 * 1024 * 1024),
});

const isSet = (v: string | undefined) => v !== undefined && v.trim() !== '';

/** Rules between variables, checked on the raw values so every problem is reported at once. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (isSet(env.DATABASE_URL) && !isSet(env.AUTH_SECRET)) {
    problems.push(
      'AUTH_SECRET is required when DATABASE_URL is set (every instance must share it; try: openssl rand -base64 48)',
    );
  }
  if (isSet(env.GOOGLE_CLIENT_ID) !== isSet(env.GOOGLE_CLIENT_SECRET)) {
    const missing = isSet(env.GOOGLE_CLIENT_ID) ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    problems.push(`${missing} must be set together with the other GOOGLE_ variable (or neither)`);
  }
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  if (s3.some((k) => isSet(env[k])) && !s3.every((k) => isSet(env[k]))) {
    problems.push(
      `${s3.filter((k) => !isSet(env[k])).join(', ')} must be set with the other S3_ variables (or none)`,
    );
  }
  return problems;
}

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Reads `<repo>/.env` (if present) into process.env without overriding variables that are already set.
 * Returns whether a file was read.
 */
export function loadDotEnv(
  file = path.join(REPO_ROOT, '.env'),
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!existsSync(file)) return false;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[key] === undefined) env[key] = value;
  }
  return true;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the PGlite database (`db/`), the generated auth secret and (later) files. */
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string; sharedBuffersMb: number } | { kind: 'postgres'; url: string };
  /** Public origin of the app, no trailing slash. Links in e-mails start with it. */
  baseUrl: string;
  /** Set from the environment, or generated once and kept in DATA_DIR (embedded mode only). */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Development and browser tests: write each e-mail as a JSON file here instead of sending it. */
  mailDir: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  ai:
    | {
        baseUrl: string;
        apiKey: string | undefined;
        model: string | undefined;
        /** Speech to text (AI_TRANSCRIPTION_MODEL, default `whisper-1`). */
        transcriptionModel: string;
      }
    | undefined;
  /**
   * Demo data (with its published password) on an empty database: DEMO_DATA, or when unset, on unless
   * NODE_ENV=production, so a production start never gets it without asking for it explicitly.
   */
  demoData: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** BASE_URL's origin plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For hop. */
  trustProxy: boolean;
  /** The bearer token of GET /api/metrics (METRICS_TOKEN); undefined: the endpoint is off. */
  metricsToken?: string | undefined;
  /** MEMORY_IDLE_TRIM_SECONDS (default 30; 0: off): quiet seconds before memory is given back. */
  memoryIdleTrimSeconds?: number;
  /** WEBHOOKS_ALLOW_PRIVATE: webhooks may deliver to private and loopback addresses (ADR 0056). */
  webhooksAllowPrivate?: boolean;
  /** Uploaded files: S3-compatible storage when every S3_ variable is set, else DATA_DIR/files. */
  s3: S3Options | undefined;
  /** The largest patient document accepted, in bytes (DOCUMENT_MAX_BYTES, default 10 MiB). */
  documentMaxBytes: number;
  /** Where backups are written (BACKUP_DIR, absolute); undefined: the file storage (ADR 0050). */
  backupDir?: string | undefined;
  /** The largest consultation recording accepted, in bytes (RECORDING_MAX_BYTES, default 500 MiB). */
  recordingMaxBytes: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `${String(i.path[0] ?? 'environment')} ${i.message}`)),
    ...crossFieldProblems(env),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const trustedOrigins = [
    ...new Set([
      new URL(baseUrl).origin,
      // Local development without BASE_URL: the Vite dev server (apps/web) proxies /api here.
      ...(e.BASE_URL ? [] : [VITE_DEV_ORIGIN]),
      ...splitList(e.TRUSTED_ORIGINS),
    ]),
  ];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB },
    baseUrl,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailDir: e.MAIL_DIR ? path.resolve(cwd, e.MAIL_DIR) : undefined,
    backupDir: e.BACKUP_DIR ? path.resolve(cwd, e.BACKUP_DIR) : undefined,
    mailFrom: e.MAIL_FROM ?? `Verdant <no-reply@${new URL(baseUrl).hostname}>`,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL,
          transcriptionModel: e.AI_TRANSCRIPTION_MODEL || 'whisper-1',
        }
      : undefined,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustedOrigins,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    memoryIdleTrimSeconds: e.MEMORY_IDLE_TRIM_SECONDS,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION || 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    documentMaxBytes: e.DOCUMENT_MAX_BYTES,
    recordingMaxBytes: e.RECORDING_MAX_BYTES,
  };
}

/**
 * The secret that signs sessions and access tokens. Embedded mode without AUTH_SECRET generates one
 * on first start and keeps it in `DATA_DIR/auth-secret` (mode 0600) so sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function isOrigin(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === value;
  } catch {
    return false;
  }
}

/** Wires the services one process needs (also used by the test helper with a captured mail transport). */
import { systemContext } from './platform/service-context.ts';
import type { Logger } from 'pino';
import { AccessTokenIssuer, deriveAccessTokenKey } from './auth/access-token.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from './auth/account-security.ts';
import { createAuth } from './auth/auth.ts';
import { appointmentJobs } from './modules/appointments/index.ts';
import { realtimeJobs } from './modules/realtime/index.ts';
import { PrincipalResolver } from './auth/principal.ts';
import type { Database } from './db/client.ts';
import { demoAccountsExist } from './seed/demo.ts';
import { consultationJobs } from './modules/consultations/index.ts';
import { billingJobs } from './modules/billing/index.ts';
import { privacyJobs } from './modules/privacy/index.ts';
import { labJobs } from './modules/labs/index.ts';
import { analyticsJobs } from './modules/analytics/index.ts';
import { integrationJobs } from './modules/integrations/index.ts';
import { dataAdminJobs } from './modules/data-admin/index.ts';
import type { Config } from './platform/config.ts';
import type { AppDeps } from './platform/context.ts';
import { type JobDefinitions, JobWorker } from './platform/jobs.ts';
import { RealtimeHub } from './platform/realtime.ts';
import { createStorage } from './platform/storage.ts';
import {
  EMAIL_JOB,
  fileTransport,
  Mailer,
  type MailTransport,
  outboxOnlyTransport,
  smtpTransport,
} from './platform/mail.ts';

const DEMO_CHECK_TTL_MS = 30_000;

/**
 * The background work of the modules: each module with jobs or recurring schedules exports its
 * `JobDefinitions` from its index and is listed here once.
 */
const MODULE_JOBS: readonly JobDefinitions[] = [
  consultationJobs, // consultations: recording retention (hourly), transcription
  appointmentJobs, // appointments: reminders (every 5 minutes)
  realtimeJobs, // the event stream: prunes delivered events (hourly)
  billingJobs, // billing: marks sent invoices overdue after their due date (hourly)
  privacyJobs, // privacy: builds exports; expires access requests and sweeps exports (hourly)
  labJobs, // labs: releases unreviewed final results to the patient after the practice's delay (hourly)
  analyticsJobs, // analytics: builds long reports; the monthly summary e-mail (daily check); sweeps report files (hourly)
  integrationJobs, // integrations: webhook deliveries (retried with backoff)
  dataAdminJobs, // data: the daily backup, backup and restore-test jobs, practice exports (swept hourly)
];

/** `load`'s last answer for `ttlMs` (a failed load is not cached). */
function cachedFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | undefined;
  return () => {
    if (!value || Date.now() - value.at > ttlMs) {
      const promise = load();
      value = { at: Date.now(), promise };
      promise.catch(() => {
        value = undefined;
      });
    }
    return value.promise;
  };
}

export interface Runtime {
  deps: AppDeps;
  worker: JobWorker;
}

export function createRuntime(options: {
  config: Config;
  database: Database;
  logger: Logger;
  secret: string;
  transport?: MailTransport;
  jobPollMs?: number;
  /** How long a resolved principal may be served from memory (default PRINCIPAL_CACHE_TTL_MS). */
  principalCacheTtlMs?: number;
  /** The business clock (booking holds, open slots, idle timeouts; tests move it instead of sleeping). */
  now?: () => number;
}): Runtime {
  const { config, database, logger, secret } = options;
  const transport =
    options.transport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : config.mailDir
        ? fileTransport(config.mailDir)
        : outboxOnlyTransport());
  const mailer = new Mailer({ db: database.db, transport, from: config.mailFrom, logger, secret });
  const auth = createAuth({
    config,
    db: database.db,
    secret,
    mailer,
    logger,
    ...(options.now ? { now: options.now } : {}),
  });
  const accessTokenKey = deriveAccessTokenKey(secret);
  const principals = new PrincipalResolver({
    database,
    auth,
    accessTokenKey,
    logger,
    ...(options.principalCacheTtlMs !== undefined ? { ttlMs: options.principalCacheTtlMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    logger,
    accessTokenKey,
    accessTokens: new AccessTokenIssuer(accessTokenKey),
    principals,
    now: options.now ?? Date.now,
    demoInstallation: cachedFor(DEMO_CHECK_TTL_MS, () => demoAccountsExist(database.db)),
    storage: createStorage(config),
    realtime: new RealtimeHub({ database, logger }),
  };
  const worker = new JobWorker({
    database,
    logger,
    handlers: Object.assign(
      { [EMAIL_JOB]: mailer.deliver, [PASSWORD_RESET_JOB]: passwordResetJob(auth) },
      ...MODULE_JOBS.map((m) => m.handlers),
    ),
    schedules: MODULE_JOBS.flatMap((m) => m.schedules ?? []),
    systemContext: (name) =>
      systemContext({ db: database.db, logger, mailer, config, storage: deps.storage }, name),
    ...(options.jobPollMs ? { pollMs: options.jobPollMs } : {}),
  });
  return { deps, worker };
}

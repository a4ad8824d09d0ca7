/**
 * Starts Verdant: validates the configuration, opens and migrates the database, seeds the demo on
 * an empty one, starts the job worker and the HTTP server, and shuts down cleanly on SIGINT/SIGTERM.
 *
 *   node src/main.ts [--no-demo] [--load-accounts=<professionals>,<patients>]
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, loadDotEnv, resolveAuthSecret } from './platform/config.ts';
import { DataDirLockedError, lockDataDir, secureDataDir } from './platform/data-dir.ts';
import { createLogger, scrub } from './platform/logger.ts';

function readConfig() {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Verdant cannot start: the configuration is invalid.\n`);
      for (const problem of err.problems) process.stderr.write(`  - ${problem}\n`);
      process.stderr.write(`See .env.example for every variable.\n`);
      process.exit(1);
    }
    throw err;
  }
}

loadDotEnv();
const config = readConfig();
const logger = createLogger({ level: config.logLevel });

// A programming error nobody caught still ends the process (its state is unknown), but through the
// scrubbed log rather than Node's raw print, which would show the error's message as is (a failed
// statement's message quotes its parameters). Database outages never get here: the pool, the
// listening connections and the request handlers deal with them (docs/operations.md).
process.on('uncaughtException', (err, origin) => {
  logger.fatal(
    {
      origin,
      err: {
        type: err?.name,
        code: (err as NodeJS.ErrnoException)?.code,
        message: scrub(String(err?.message)),
        stack: scrub(err?.stack ?? ''),
      },
    },
    'uncaught exception: exiting',
  );
  process.exit(1);
});

// Everything this process creates (database files, the generated secret) is owner-only, whatever
// the umask it was started with; an existing DATA_DIR is tightened the same way.
process.umask(0o077);
const embedded = config.database.kind === 'pglite';
if (embedded || existsSync(config.dataDir)) {
  const tightened = secureDataDir(config.dataDir);
  if (tightened > 0) {
    logger.warn(
      { dataDir: config.dataDir, entries: tightened },
      'tightened DATA_DIR permissions to owner-only (folders 0700, files 0600)',
    );
  }
}
// One process at a time on the embedded database: a second one exits here, before touching it.
let dataDirLock: ReturnType<typeof lockDataDir> | undefined;
if (embedded) {
  try {
    dataDirLock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(`Verdant cannot start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (dataDirLock.tookOverFrom) {
    logger.warn(
      { dataDir: config.dataDir, previousPid: dataDirLock.tookOverFrom.pid },
      'took over the DATA_DIR lock of a process that is gone (it did not shut down cleanly)',
    );
  }
}

// The rest loads only once the configuration is known to be good (a bad one fails in milliseconds).
// zod must be extended before @verdant/shared builds its schemas: see platform/zod-openapi-first.ts.
await import('./platform/zod-openapi-first.ts');
const [
  { serve },
  { buildApp },
  { openAndMigrate },
  { demoCredentialTable, seedDemoIfEmpty },
  { DEFAULT_WEB_DIST, webAppBuilt },
  { createRuntime },
] = await Promise.all([
  import('@hono/node-server'),
  import('./app.ts'),
  import('./db/client.ts'),
  import('./seed/demo.ts'),
  import('./platform/static.ts'),
  import('./runtime.ts'),
]);
const noDemo = process.argv.includes('--no-demo');

const secret = resolveAuthSecret(config);
logger.info(
  { database: config.database.kind, dataDir: config.database.kind === 'pglite' ? config.dataDir : undefined },
  'opening database',
);
const database = await openAndMigrate(config.database, logger.child({ component: 'database' }));

if (config.demoData && !noDemo) {
  const { createStorage } = await import('./platform/storage.ts');
  if (await seedDemoIfEmpty(database.db, { storage: createStorage(config) })) {
    logger.info('demo data created');
    process.stdout.write(demoCredentialTable());
  }
}

// The load harness's generated accounts (ADR 0059): only when asked for, on a demo installation.
const loadAccounts = (await import('./seed/load-accounts.ts')).loadAccountsFlag(process.argv);
if (loadAccounts) {
  const { seedLoadAccounts } = await import('./seed/load-accounts.ts');
  logger.info(await seedLoadAccounts(database.db, loadAccounts), 'load-test accounts created');
}

const { deps, worker } = createRuntime({ config, database, logger, secret });
if (await deps.demoInstallation()) {
  logger.warn(
    'demo accounts with the published password exist: this is a demo installation, not for real data ' +
      '(start on an empty database with NODE_ENV=production or DEMO_DATA=false for a real one)',
  );
}
const app = buildApp(deps);
await worker.start();
await deps.principals.start();

if (!webAppBuilt(DEFAULT_WEB_DIST)) {
  logger.warn(
    'the web app is not built (apps/web/dist is missing): run `npm run build` to serve it; the API works',
  );
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, host: config.host, baseUrl: config.baseUrl, mail: deps.mailer.transport.kind },
    `Verdant is listening on ${config.baseUrl}`,
  );
});

// The page renderer serves every public page, so it is loaded once the server listens rather than
// by the first visitor (who waited for its import), and an idle server already holds it (ADR 0068).
if (webAppBuilt(DEFAULT_WEB_DIST)) {
  const { loadRenderer } = await import('./modules/seo/index.ts');
  void loadRenderer(DEFAULT_WEB_DIST);
}

// after a burst of requests, once quiet, hand the heap V8 grew to back to the system (ADR 0061)
const { startIdleTrim } = await import('./platform/idle-memory.ts');
const stopIdleTrim = startIdleTrim({ idleMs: (config.memoryIdleTrimSeconds ?? 30) * 1000, log: logger });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took too long, exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  // open event streams would hold the server open: end them first
  await deps.realtime.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // idle keep-alive connections would hold close() open
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
  stopIdleTrim();
  await worker.stop();
  await deps.principals.stop();
  deps.mailer.transport.close?.();
  await database.close();
  dataDirLock?.release();
  logger.info('stopped');
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/**
 * The real entry point as a child process on a fresh embedded data directory: migrations, demo seed
 * and its credential table, serving over a socket, graceful shutdown, and a restart that keeps the
 * generated AUTH_SECRET (so sessions survive).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@verdant/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv, freePort, killAllServers, MAIN, startServer as start } from './test/server-process.ts';

/** The start-up warning of an installation with demo accounts (a pino warn line). */
const DEMO_WARNING =
  /"level":"warn"[^\n]*demo accounts with the published password exist: this is a demo installation/;

const dirs: string[] = [];
afterAll(async () => {
  killAllServers();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('node src/main.ts', () => {
  it('--no-demo, then a first start that seeds, serves and stops cleanly, then a restart that keeps sessions', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'verdant-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      LOG_LEVEL: 'info',
    };
    const signIn = () =>
      fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'admin@demo.verdant.health', password: DEMO_PASSWORD }),
      });

    const empty = await start(env, ['--no-demo']);
    expect(empty.output()).not.toContain('Demo accounts');
    expect(empty.output()).not.toMatch(DEMO_WARNING);
    expect((await signIn()).status).toBe(401);
    empty.child.kill('SIGTERM');
    expect(await empty.exited).toBe(0);
    expect(empty.output()).toContain('"msg":"stopped"');

    const first = await start(env);
    expect(first.output()).toContain('Demo accounts (password for all: Verdant-demo-2026)');
    expect(first.output()).toContain('multi@demo.verdant.health');
    expect(first.output()).toMatch(DEMO_WARNING);
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
    const res = await signIn();
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await fetch(`${base}/api/v1/session`, { headers: { cookie } })).status).toBe(200);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const second = await start(env);
    expect(second.output()).not.toContain('Demo accounts');
    // every start of an installation with demo accounts warns, not only the one that created them
    expect(second.output()).toMatch(DEMO_WARNING);
    const again = await fetch(`${base}/api/v1/session`, { headers: { cookie } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { user: { email: string } }).user.email).toBe(
      'admin@demo.verdant.health',
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);

  it('exits 1 with one line per bad variable', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: childEnv({ PORT: 'x', DEMO_DATA: 'maybe' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('  - PORT must be a port number');
    expect(err).toContain('  - DEMO_DATA must be true or false');
  });
});

// Benchmark: an authenticated request (session read + roles read) on the real server, against a bare
// Node `http` server answering the same JSON, measured in the same run on loopback with autocannon.
// Run: node bench/auth-session.ts   (not a test: it prints figures and ratios)
import { createServer } from 'node:http';
import { DEMO_PASSWORD } from '@verdant/shared';
import { freePort, load, row, startServer, signIn } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const server = await startServer();
try {
  const cookie = await signIn(server.baseUrl, 'dietitian@demo.verdant.health', DEMO_PASSWORD);
  const headers = { cookie };
  const sessionBody = await (await fetch(`${server.baseUrl}/api/v1/session`, { headers })).text();
  const rolesBody = await (await fetch(`${server.baseUrl}/api/v1/me/roles`, { headers })).text();

  // Baseline: the same bodies from a bare Node http server.
  const port = await freePort();
  const bare = createServer((req, res) => {
    const body = req.url === '/api/v1/me/roles' ? rolesBody : sessionBody;
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((r) => bare.listen(port, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${port}`;

  console.log(`Authenticated request vs bare node:http, ${seconds} s each, 16 connections, loopback\n`);
  const results: [string, string][] = [
    ['/api/v1/session', 'session read'],
    ['/api/v1/me/roles', 'roles read'],
  ];
  for (const [path, label] of results) {
    const base = await load(`${bareUrl}${path}`, headers, seconds);
    const real = await load(`${server.baseUrl}${path}`, headers, seconds);
    console.log(row(`bare node:http (${label})`, base));
    console.log(row(`verdant ${path}`, real));
    console.log(
      `ratio verdant/bare: throughput ${(real.requestsPerSec / base.requestsPerSec).toFixed(3)}, p50 latency ${(real.p50 / Math.max(base.p50, 0.001)).toFixed(1)}x\n`,
    );
  }
  bare.close();
} finally {
  await server.stop();
}

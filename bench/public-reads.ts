// Benchmark: the public reads (provider directory, a profile, the blog, the server-rendered pages) on
// the real server with the embedded database and demo data, each against a bare Node `http` server
// answering the same body, measured in the same run on loopback with autocannon (16 connections).
// Run: node bench/public-reads.ts   (not a test: it prints figures and ratios; BENCH_SECONDS=5)
// The pages need the built web app (`npm run build`); without it they are skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, ROOT, record, row, startServer } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET = 0.2;
const server = await startServer();
try {
  const get = async (path: string) => {
    const r = await fetch(`${server.baseUrl}${path}`);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    return { body: await r.text(), contentType: r.headers.get('content-type') ?? 'text/plain' };
  };
  const providers = JSON.parse((await get('/api/v1/providers?pageSize=50')).body) as {
    items: { id: string; type: string; displayName: string }[];
  };
  const provider = providers.items[0];
  const posts = JSON.parse((await get('/api/v1/blog/posts?lang=en')).body) as { items: { slug: string }[] };
  const slug = posts.items[0]?.slug;
  if (!provider || !slug) throw new Error('the demo data has no provider or no post');
  const query = encodeURIComponent(provider.displayName.split(' ').at(-1) ?? provider.displayName);

  const reads: [label: string, path: string][] = [
    ['provider directory', '/api/v1/providers'],
    ['provider search', `/api/v1/providers?q=${query}`],
    ['provider profile', `/api/v1/providers/${provider.id}`],
    ['blog list', '/api/v1/blog/posts'],
    ['blog post', `/api/v1/blog/posts/${slug}`],
  ];
  const webBuilt = existsSync(join(ROOT, 'apps', 'web', 'dist', 'index.html'));
  if (webBuilt) {
    reads.push(
      ['page /home', '/home'],
      ['page /care', '/care'],
      ['page /blog', '/blog'],
      ['page /blog/<slug>', `/blog/${slug}`],
      ['page /providers/…', `/providers/${provider.type}/${provider.id}`],
    );
  } else {
    console.log('apps/web/dist is missing (run `npm run build`): the server-rendered pages are skipped\n');
  }

  // Baseline: the same bodies, with the same content types, from a bare Node http server in its
  // own process (as the real server is): in this process it would share autocannon's event loop.
  const bodies: Record<string, { body: string; contentType: string }> = {};
  for (const [, path] of reads) bodies[path] = await get(path);
  const bare = await startBare(bodies);
  const bareUrl = bare.url;
  console.log(`Public reads vs bare node:http, ${seconds} s each, 16 connections, loopback, PGlite\n`);
  for (const [label, path] of reads) {
    const base = await load(`${bareUrl}${path}`, {}, seconds);
    const real = await load(`${server.baseUrl}${path}`, {}, seconds);
    const ratio = real.requestsPerSec / base.requestsPerSec;
    console.log(row(`bare node:http (${label})`, base));
    console.log(row(`verdant ${label}`, real));
    console.log(`ratio verdant/bare: throughput ${ratio.toFixed(3)} (target ≥ ${TARGET})\n`);
    const name = `GET ${path.replace(provider.id, '<id>').replace(slug, '<slug>')}`;
    record({
      bench: 'public-reads',
      name,
      db: 'pglite',
      value: real.requestsPerSec,
      unit: 'req/s',
      p99: real.p99,
      ratio,
      target: TARGET,
    });
    if (real.errors || real.non2xx) console.log(`  (${real.errors} errors, ${real.non2xx} non-2xx)\n`);
  }
  bare.stop();
} finally {
  await server.stop();
}

/** A bare `node:http` server in a child process answering each path with its body. */
async function startBare(bodies: Record<string, { body: string; contentType: string }>) {
  const dir = mkdtempSync(join(tmpdir(), 'verdant-bare-'));
  const file = join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const script = `
    const bodies = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    require('node:http').createServer((req, res) => {
      const found = bodies[req.url];
      if (!found) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': found.contentType }).end(found.body);
    }).listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Preloaded into the server by bench/memory.ts (NODE_OPTIONS=--import …): on SIGUSR2 it appends one
// JSON line to BENCH_MEMORY_PROBE with V8's heap figures and, on the embedded database, the size and
// resident part of PGlite's WASM memory. It forces no collection. Bench only, never in production.
import { appendFileSync, readFileSync } from 'node:fs';

const memories = [];
const Original = WebAssembly.Memory;
WebAssembly.Memory = function Memory(descriptor) {
  const m = new Original(descriptor);
  memories.push(new WeakRef(m));
  return m;
};
WebAssembly.Memory.prototype = Original.prototype;

const mb = (bytes) => Math.round(bytes / 1048576);

/** Resident MB of the anonymous mapping exactly `bytes` long (where V8 keeps a WASM memory). */
function residentOfMapping(bytes) {
  let size = 0;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const m = line.match(/^([0-9a-f]+)-([0-9a-f]+) rw-p 0+ 00:00 0\s*$/);
    if (m) size = Number(BigInt(`0x${m[2]}`) - BigInt(`0x${m[1]}`));
    else if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) size = 0;
    else if (size === bytes && line.startsWith('Rss:'))
      return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  }
  return null;
}

process.on('SIGUSR2', () => {
  const u = process.memoryUsage();
  const wasm = memories.map((r) => r.deref()).filter(Boolean);
  const wasmBytes = wasm.reduce((n, m) => n + m.buffer.byteLength, 0);
  const line = {
    rss: mb(u.rss),
    heapTotal: mb(u.heapTotal),
    heapUsed: mb(u.heapUsed),
    external: mb(u.external),
    arrayBuffers: mb(u.arrayBuffers),
    wasmSize: wasm.length ? mb(wasmBytes) : null,
    wasmResident: wasm.length === 1 ? residentOfMapping(wasmBytes) : null,
  };
  if (process.env.BENCH_MEMORY_PROBE)
    appendFileSync(process.env.BENCH_MEMORY_PROBE, `${JSON.stringify(line)}\n`);
});

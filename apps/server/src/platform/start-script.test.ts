import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// apps/server's `start` script (what `npm start` runs) bounds V8's heap (ADR 0068): without a bound V8
// sizes its heap for this machine's memory (about 4 GB here) and lets old-generation garbage grow to
// up to 4 × the live heap between two full collections, which is what the load run's resident memory
// followed from minute 2 to minute 10. These run the script itself, with a probe in place of the server.
const serverDir = join(import.meta.dirname, '../..');
const startScript: string = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts.start;
const dir = mkdtempSync(join(tmpdir(), 'verdant-start-script-'));
const probe = join(dir, 'probe.mjs');
writeFileSync(
  probe,
  `import v8 from 'node:v8';
console.log(JSON.stringify({ limitMb: v8.getHeapStatistics().heap_size_limit / 1048576, gc: typeof globalThis.gc }));`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runStartScript(env: Record<string, string> = {}): { limitMb: number; gc: string } {
  expect(startScript).toContain('dist/main.mjs');
  const out = execFileSync('sh', ['-c', startScript.replace('dist/main.mjs', JSON.stringify(probe))], {
    cwd: serverDir,
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { limitMb: number; gc: string };
}

describe('the start script', () => {
  it('bounds the heap at 1024 MB of old space by default, and exposes gc for the idle trim', () => {
    const { limitMb, gc } = runStartScript({ MAX_OLD_SPACE_MB: '' });
    // old space plus the young generation (two 8 MB semi-spaces and their overhead)
    expect(limitMb).toBeGreaterThanOrEqual(1024);
    expect(limitMb).toBeLessThan(1100);
    expect(gc).toBe('function');
  });

  it('takes another bound from MAX_OLD_SPACE_MB', () => {
    const { limitMb } = runStartScript({ MAX_OLD_SPACE_MB: '512' });
    expect(limitMb).toBeGreaterThanOrEqual(512);
    expect(limitMb).toBeLessThan(600);
  });
});

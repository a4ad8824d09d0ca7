import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the Spanish food names the server serves', () => {
  it('are generated from the glossary as committed (a glossary edit without regenerating fails)', () => {
    const script = join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      '..',
      '..',
      'packages',
      'clinical',
      'scripts',
      'build-food-names-es.ts',
    );
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain('up to date');
  }, 30_000);
});

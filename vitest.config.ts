import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one worker (cores - 1); two halve the integration run
    // (PGlite: 365 s → 195 s, measured quiet) and the suites pass the same.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'clinical', root: 'packages/clinical', include: ['src/**/*.test.ts'] } },
      // the load harness's statistics and report (bench/load, ADR 0059)
      { test: { name: 'bench', root: 'bench', include: ['load/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server-int',
          root: 'apps/server',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // Test files share modules (each still gets its own cloned database): about half the run time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});

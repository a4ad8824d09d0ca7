import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRenderer, importsOf } from './renderer-check.ts';

// Renderers in miniature, loaded by the check as `npm start` loads the real one (no NODE_ENV); under
// the repository's node_modules, so that a bare `react` resolves as it does for the real renderer.
const cache = path.join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'verdant-renderer-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function renderer(name: string, code: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, code);
  return file;
}

describe('the page renderer check (npm run budget)', () => {
  it('passes a bundle that imports only Node modules and reports the production build', () => {
    const file = renderer(
      'ok.mjs',
      `import { AsyncLocalStorage } from "node:async_hooks";\nexport const reactBuild = "production";\nexport function render() { return new AsyncLocalStorage(); }\n`,
    );
    expect(checkRenderer(file)).toEqual({ external: [], reactBuild: 'production', problems: [] });
  });

  it('fails a renderer that takes React from node_modules (its development build without NODE_ENV)', () => {
    // What the SSR build made before decision 0071: React resolved by Node at run time.
    const file = renderer(
      'external.mjs',
      `import * as React from "react";\nimport { prerender } from "react-dom/static";\nexport const reactBuild = typeof React.captureOwnerStack === "function" ? "development" : "production";\nexport { prerender };\n`,
    );
    const result = checkRenderer(file);
    expect(result.external).toEqual(['react', 'react-dom/static']);
    expect(result.reactBuild).toBe('development');
    expect(result.problems).toHaveLength(2);
  });

  it('fails a bundle built with React for development', () => {
    const file = renderer('dev.mjs', `export const reactBuild = "development";\n`);
    expect(checkRenderer(file).problems).toEqual(["renders with React's development build"]);
  });

  it('reads static, re-exported and dynamic imports of a minified bundle', () => {
    expect(
      importsOf(
        `import{a as b,c}from"react";import"x-side";export*from"y";const z=await import("node:fs");}import d from'./own.js'\n * @typedef {import('unist').Node} Node\n// import("commented")`,
      ),
    ).toEqual(['react', 'x-side', 'y', './own.js', 'node:fs']);
  });
});

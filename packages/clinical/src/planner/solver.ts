/**
 * Loads HiGHS (the `highs` npm package: the HiGHS solver compiled to WebAssembly) once.
 *
 * Node: the package finds `highs.wasm` beside its loader; nothing to configure.
 * Browser (optional): bundlers may not serve the .wasm next to the loader; pass `locateFile`
 * (e.g. with Vite: `import wasmUrl from 'highs/runtime?url'` and `locateFile: () => wasmUrl`)
 * or `wasmBinary`. The solve itself is synchronous: run it in a Worker in a browser.
 */
import type { Highs, InitOptions } from 'highs';
import { ClinicalError } from '../errors.ts';

export type Solver = Highs;
export type SolverOptions = Pick<InitOptions, 'locateFile' | 'wasmBinary' | 'wasmModule'>;

let cached: Promise<Highs> | undefined;

type Loader = (options?: InitOptions) => Promise<Highs>;

/**
 * `highs` ships CommonJS types but an ES module build: TypeScript sees the loader under
 * `default.default`, Node and bundlers give it as `default`. Accept both.
 */
function loaderOf(mod: unknown): Loader {
  const d = (mod as { default?: unknown }).default;
  if (typeof d === 'function') return d as Loader;
  const dd = (d as { default?: unknown } | undefined)?.default;
  if (typeof dd === 'function') return dd as Loader;
  throw new Error('highs module has no loader function');
}

/** Loads (once) and returns the HiGHS runtime. Options are used on the first call only. */
export function loadSolver(options: SolverOptions = {}): Promise<Highs> {
  cached ??= import('highs')
    .then((m) => loaderOf(m)(options))
    .catch((error: unknown) => {
      cached = undefined;
      throw new ClinicalError('SOLVER_UNAVAILABLE', `Could not load the HiGHS solver: ${String(error)}`, {
        cause: String(error),
      });
    });
  return cached;
}

/**
 * Bundles the server for `npm start`: `src/main.ts` and its worker threads become `dist/*.mjs`, with
 * our code and most dependencies in one file each (ADR 0052). Node's module loader costs about 3 ms
 * and 200 KB of short-lived heap per file, and the server is about 1,600 files: loaded one by one
 * they made start-up take seconds and left the process holding ~200 MB of heap pages it had used
 * once. The sources stay the truth: tests and `npm run dev` run them directly.
 *
 *   node apps/server/scripts/bundle.ts
 *
 * Kept external (loaded from node_modules as usual): packages that read their own files at run
 * time (the embedded database's WASM, the meal planner's solver WASM, pdfkit's font metrics, the
 * HEIC decoder's WASM, the API reference page), and optional native drivers that are not installed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SERVER = path.resolve(import.meta.dirname, '..');
const OUT = path.join(SERVER, 'dist');

/** Worker threads the server starts by URL (`new URL('./x-worker.ts', import.meta.url)`). */
const WORKERS = [
  'src/modules/diet-plans/planner-worker.ts',
  'src/platform/heic-worker.ts',
  'src/modules/analytics/report-pdf-worker.ts',
];

export const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pdfkit',
  'heic-decode',
  '@scalar/api-reference',
  'pg-native',
  'highs',
];

/**
 * In our own sources, `import.meta` must keep meaning the source file's place (fonts, migrations,
 * the knowledge articles are found relative to it): each use becomes that file's location relative
 * to the bundle. A worker's URL points at its bundled `.mjs` instead.
 */
function sourceLocations(): Plugin {
  return {
    name: 'source-locations',
    setup(b) {
      b.onLoad({ filter: /[\\/](apps|packages)[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async (args) => {
        let code = await readFile(args.path, 'utf8');
        if (!code.includes('import.meta')) return { contents: code, loader: 'ts' };
        const rel = path.relative(OUT, args.path).split(path.sep).join('/');
        // __BUNDLE_URL__ stands for the bundle's own import.meta.url until every source use is replaced
        const here = `new URL(${JSON.stringify(rel)}, __BUNDLE_URL__)`;
        code = code
          .replace(
            /new URL\('\.\/([\w-]+-worker)\.ts', import\.meta\.url\)/g,
            "new URL('./$1.mjs', __BUNDLE_URL__)",
          )
          .replaceAll('import.meta.url', `${here}.href`)
          .replaceAll('import.meta.dirname', `__bundleDirname(${here})`)
          .replaceAll('import.meta.filename', `__bundleFilename(${here})`)
          .replaceAll('__BUNDLE_URL__', 'import.meta.url');
        return { contents: code, loader: 'ts' };
      });
    },
  };
}

// CommonJS dependencies call require(); an ES module bundle has none, so it gets one. The two
// helpers give back a bundled source file's own path and folder.
const BANNER = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __bundleFilename = (u) => __fileURLToPath(u);',
  'const __bundleDirname = (u) => __pathDirname(__fileURLToPath(u));',
].join('\n');

/**
 * V8 holds a script's source at one byte a character only when Node hands it over as ASCII: one
 * accented letter in a template literal doubled the memory of the whole 9 MB bundle (17 MB).
 * esbuild escapes string literals but not regular expressions and template literals; `\uXXXX`
 * means the same there (and in identifiers). Only `String.raw` would see the difference, and the
 * server uses none.
 */
export const asciiOnly = (code: string): string =>
  code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export async function bundleServer(): Promise<void> {
  const started = performance.now();
  const result = await build({
    absWorkingDir: SERVER,
    entryPoints: {
      main: 'src/main.ts',
      ...Object.fromEntries(WORKERS.map((w) => [path.basename(w, '.ts'), w])),
    },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    splitting: false,
    // V8 keeps a script's source in memory (two bytes a character once it holds any non-Latin-1
    // one): minified, the server's is ~40 % of its size. Names are kept for stack traces and errors.
    minify: true,
    keepNames: true,
    sourcemap: 'linked',
    external: EXTERNAL,
    banner: { js: BANNER },
    plugins: [sourceLocations()],
    logLevel: 'warning',
    legalComments: 'linked',
    write: false,
  });
  await mkdir(OUT, { recursive: true });
  for (const file of result.outputFiles) {
    await writeFile(file.path, file.path.endsWith('.mjs') ? asciiOnly(file.text) : file.contents);
  }
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`server bundled into ${path.relative(process.cwd(), OUT) || OUT} in ${ms} ms\n`);
}

if (import.meta.filename === process.argv[1]) await bundleServer();
export const BUNDLE_ENTRY = pathToFileURL(path.join(OUT, 'main.mjs'));

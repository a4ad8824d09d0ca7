// The server's page renderer (`dist-ssr/entry-server.js`) must render with React's production build
// whatever the environment the server starts in (decision 0071): `npm start` sets no NODE_ENV, and a
// React taken from node_modules at run time then picks its development build (ADR 0068). The SSR
// build bundles React and every library that imports it with NODE_ENV defined; this check, run by
// `npm run budget` after the build, fails when that stops being true.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface RendererCheck {
  /** Packages the renderer imports at run time (everything but Node's own modules). */
  external: string[];
  /** Which React the renderer runs, loaded as `npm start` loads it (no NODE_ENV). */
  reactBuild: string;
  problems: string[];
}

/** The module specifiers of a bundle's static and dynamic imports. */
export function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*\s{},$]*?\s*from\s*)?["']([^"']+)["']/g,
  ))
    found.add(m[1] ?? '');
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    // not in a comment (JSDoc types such as `{import('unist').Node}` stay in an unminified bundle)
    const line = code.slice(code.lastIndexOf('\n', m.index) + 1, m.index).trim();
    if (!line.startsWith('*') && !line.startsWith('//') && !line.startsWith('/*')) found.add(m[1] ?? '');
  }
  return [...found].filter(Boolean);
}

const isOwn = (specifier: string) => specifier.startsWith('node:') || specifier.startsWith('.');

export function checkRenderer(file: string): RendererCheck {
  const external = importsOf(readFileSync(file, 'utf8')).filter((s) => !isOwn(s));
  const env = { ...process.env };
  delete env.NODE_ENV;
  const reactBuild = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(String(m.reactBuild)); process.exit(0);`,
    ],
    { env, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .at(-1) as string;
  const problems: string[] = [];
  if (external.length)
    problems.push(
      `imports ${external.join(', ')} at run time (bundle them: ssr.noExternal in vite.config.ts)`,
    );
  if (reactBuild !== 'production') problems.push(`renders with React's ${reactBuild} build`);
  return { external, reactBuild, problems };
}

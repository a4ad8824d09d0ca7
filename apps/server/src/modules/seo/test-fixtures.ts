/** The web app's index.html as the head tests see it, and a page request against an app built on it. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../app.ts';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Verdant: health and wellness practice platform for professionals and their patients." />
    <title>Verdant</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

/** A temporary web build (index.html and one script) to serve from. */
export async function webDistFixture(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'verdant-seo-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'app.js'), 'console.log(1)');
  return dist;
}

export async function pageOf(app: App, pathname: string, headers: Record<string, string> = {}) {
  const res = await app.request(`http://localhost:3000${pathname}`, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

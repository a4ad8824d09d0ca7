// `npm test` (after the build): fails when a public page's JavaScript or CSS passes its budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP_MANIFEST_FILE,
  checkAppBudgets,
  checkBudgets,
  gzipSizeIn,
  ISSUE_TARGET_JS,
  kb,
  MANIFEST_FILE,
  type Manifest,
} from './budget.ts';
import { checkRenderer } from './renderer-check.ts';

const DIST = path.join(import.meta.dirname, '..', 'dist');
const MANIFEST = path.join(DIST, MANIFEST_FILE);
if (!existsSync(MANIFEST)) {
  console.error(`No build manifest at ${MANIFEST}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
const weights = checkBudgets(manifest, gzipSizeIn(DIST));
console.log(`Public pages, gzip (issue 24's target for /home: ${kb(ISSUE_TARGET_JS)} of JavaScript):`);
for (const w of weights) {
  console.log(
    `  ${w.page.padEnd(24)} JS ${kb(w.js).padStart(9)} / ${kb(w.budget.js).padStart(9)}   CSS ${kb(w.css).padStart(8)} / ${kb(w.budget.css)}   (${w.lang})${w.over.length ? `   OVER: ${w.over.join(', ')}` : ''}`,
  );
}
const APP_MANIFEST = path.join(DIST, APP_MANIFEST_FILE);
if (!existsSync(APP_MANIFEST)) {
  console.error(`No build manifest at ${APP_MANIFEST}: run \`npm run build\` first.`);
  process.exit(1);
}
const appWeights = checkAppBudgets(
  JSON.parse(readFileSync(APP_MANIFEST, 'utf8')) as Manifest,
  gzipSizeIn(DIST),
);
console.log('Signed-in app, gzip (ADR 0066):');
for (const w of appWeights) {
  console.log(
    `  ${w.name.padEnd(28)} JS ${kb(w.js).padStart(9)} / ${kb(w.budget.js).padStart(9)}   CSS ${kb(w.css).padStart(8)} / ${kb(w.budget.css)}   files ${String(w.files).padStart(3)} / ${w.budget.files}   (${w.lang})${w.over.length ? `   OVER: ${w.over.join(', ')}` : ''}`,
  );
}
// The server's page renderer: React's production build whatever the environment (decision 0071).
const RENDERER = path.join(DIST, '..', 'dist-ssr', 'entry-server.js');
if (!existsSync(RENDERER)) {
  console.error(`No page renderer at ${RENDERER}: run \`npm run build\` first.`);
  process.exit(1);
}
const renderer = checkRenderer(RENDERER);
console.log(
  `Page renderer (dist-ssr): React ${renderer.reactBuild} build without NODE_ENV; packages imported at run time: ${renderer.external.length ? renderer.external.join(', ') : 'none'}`,
);
const over = [
  ...weights.map((w) => ({ name: w.page, over: w.over })),
  ...appWeights,
  { name: 'the page renderer', over: renderer.problems },
].filter((w) => w.over.length);
if (over.length) {
  console.error(`Budget passed on ${over.map((w) => w.name).join(', ')}.`);
  process.exit(1);
}

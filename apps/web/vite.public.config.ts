import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { addPrecacheEntries } from './scripts/precache.ts';

/**
 * The public pages' client build (decision 0060), run after the app's (`vite build`) into the same
 * `dist`: `public.html` with its entry `src/public-main.tsx`, and its own manifest
 * (`dist/.vite/public-manifest.json`, read by the budget check). React and React DOM resolve to
 * Preact's compatibility layer and React Router to the public pages' router, so the pages' own
 * components hydrate at a fraction of the weight; the server keeps rendering them with React.
 */
const src = path.join(import.meta.dirname, 'src');

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    {
      // Nothing blocks the first paint but the page itself (decision 0067): the stylesheet and the
      // theme script (`public/boot.js`) go inside `public.html`. The server allows exactly these two
      // inline elements by their SHA-256 in the Content-Security-Policy (modules/seo/render.ts).
      name: 'verdant-public-inline-critical',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html, ctx) {
          const boot = readFileSync(path.join(import.meta.dirname, 'public', 'boot.js'), 'utf8');
          const bootTag = '<script src="/boot.js"></script>';
          if (!html.includes(bootTag)) throw new Error('public.html no longer loads /boot.js');
          if (/<\/script/i.test(boot)) throw new Error('public/boot.js holds "</script"');
          let out = html.replace(bootTag, () => `<script>${boot.trim()}</script>`);
          let inlined = 0;
          out = out.replace(
            /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
            (_tag, file: string) => {
              const asset = ctx.bundle?.[file];
              if (asset?.type !== 'asset') throw new Error(`public build: ${file} is not in the bundle`);
              const css = String(asset.source);
              if (/<\/style/i.test(css)) throw new Error(`public build: ${file} holds "</style"`);
              inlined++;
              return `<style>${css}</style>`;
            },
          );
          if (inlined !== 1)
            throw new Error(`public build: expected one stylesheet to inline, found ${inlined}`);
          return out;
        },
      },
    },
    {
      // The public stylesheet (src/public/public.css) has Tailwind scan only the public pages' own
      // folders (decision 0067). A module of this build outside them would lose its classes: fail.
      name: 'verdant-public-css-sources',
      apply: 'build',
      generateBundle() {
        const css = readFileSync(path.join(src, 'public', 'public.css'), 'utf8');
        const sources = [...css.matchAll(/@source "([^"]+)";/g)].map(([, p = '']) =>
          path.resolve(src, 'public', p),
        );
        const missing = [...this.getModuleIds()]
          .filter((id) => id.startsWith(src + path.sep) && /\.(tsx?|jsx?)$/.test(id))
          .filter((id) => !sources.some((s) => id === s || id.startsWith(s + path.sep)))
          .map((id) => path.relative(src, id));
        if (missing.length)
          throw new Error(
            `src/public/public.css does not scan ${missing.join(', ')}: add an @source line for it`,
          );
      },
    },
    {
      // The public entry's scripts join the app's service worker precache (decision 0067): the app's
      // build wrote dist/sw.js before this one runs. Its stylesheet file is not needed (inlined).
      name: 'verdant-public-precache',
      apply: 'build',
      writeBundle(options, bundle) {
        const sw = path.join(options.dir ?? path.join(import.meta.dirname, 'dist'), 'sw.js');
        // Not the `app` strings (118 KB Brotli in two languages): no public page loads them (0057).
        const scripts = Object.values(bundle)
          .filter(
            (file) => file.type === 'chunk' && !/catalogues\/[a-z]+-app\.ts$/.test(file.facadeModuleId ?? ''),
          )
          .map((file) => file.fileName);
        writeFileSync(sw, addPrecacheEntries(readFileSync(sw, 'utf8'), scripts));
      },
    },
    {
      // A post or a biography hydrates around the server's HTML of its Markdown (src/public/markdown.tsx).
      name: 'verdant-public-markdown',
      enforce: 'pre',
      resolveId(source, importer) {
        const page = importer ? path.basename(importer) : '';
        if (
          (source === '../../components/markdown.tsx' && page === 'blog-post-page.tsx') ||
          (source === '../../components/lazy-markdown.tsx' && page === 'provider-page.tsx')
        ) {
          return path.join(src, 'public', 'markdown.tsx');
        }
        return null;
      },
    },
  ],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-router$/, replacement: path.join(src, 'public', 'router.tsx') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    manifest: '.vite/public-manifest.json',
    rollupOptions: { input: path.join(import.meta.dirname, 'public.html') },
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/**
 * Public pages served as HTML rendered on the server (decision 0051): the service worker must not
 * answer their navigations with the precached shell. They go to the network first; offline, the
 * last copy seen is shown.
 */
const SERVER_RENDERED_PAGES = /^\/(home|for-[a-z-]+|blog|care|providers|install|demo)(\/|$)/;

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: null,
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          name: 'Verdant',
          short_name: 'Verdant',
          description: 'Health and wellness practice platform for professionals and their patients.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#047857',
          icons: [
            { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
            { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
            { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, SERVER_RENDERED_PAGES],
          cleanupOutdatedCaches: true,
          // ADR 0046: the first worker takes the page it was installed from, so a patient's first visit
          // already opens offline; an update still waits for "Reload" (registerType 'prompt').
          clientsClaim: true,
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' &&
                /^\/(home|for-[a-z-]+|blog|care|providers|install|demo)(\/|$)/.test(url.pathname),
              handler: 'NetworkFirst',
              options: { cacheName: 'public-pages', expiration: { maxEntries: 50 } },
            },
          ],
        },
        devOptions: { enabled: false },
      }),
  ],
  server: { proxy: api },
  preview: { proxy: api },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        // One file: the server loads it afresh after a rebuild (no chunks shared between versions).
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : // The manifest (dist/.vite/manifest.json) is what the budget check reads (scripts/check-budget.ts).
      { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  // The server renderer bundles every package it uses (decision 0071): React, React DOM's server
  // renderer, React Router and every library that imports React (one copy of React, or hooks break),
  // built for production whatever the server's environment. Left to Node, they picked their
  // development builds, because `npm start` sets no NODE_ENV (ADR 0068). Only Node's own modules
  // stay outside. lucide-react bundled brings only the icons the pages use (ADR 0068).
  // (Elsewhere, as Vitest sees it, the list as before.)
  ssr: { noExternal: isSsrBuild ? true : ['@verdant/shared', '@verdant/clinical', 'lucide-react'] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker with a fresh VM context per file (isolation kept): the default pool built
    // a jsdom for each of the ~70 files, 60 % of this project's CPU time (measured: 265 s → 88 s).
    pool: 'vmThreads',
    maxWorkers: 2, // as the root vitest.config.ts (Vitest refuses projects that differ)
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens load lazily, as in the app; on a busy machine a routing test can pass five seconds.
    testTimeout: 15_000,
  },
}));

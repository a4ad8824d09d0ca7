import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
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
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // ADR 0046: the first worker takes the page it was installed from, so a patient's first visit
        // already opens offline; an update still waits for "Reload" (registerType 'prompt').
        clientsClaim: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: api },
  preview: { proxy: api },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens load lazily, as in the app; on a busy machine a routing test can pass five seconds.
    testTimeout: 15_000,
  },
});

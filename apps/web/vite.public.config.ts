import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

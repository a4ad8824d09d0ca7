import { describe, expect, it } from 'vitest';
import { checkAppBudgets, checkBudgets, type Manifest, type PageBudget, pageFiles } from './budget.ts';

/** A build in miniature: an entry importing a vendor chunk, each language's strings, two screens. */
const manifest: Manifest = {
  'public.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_markdown.js': { file: 'assets/markdown.js', imports: ['_vendor.js'] },
  'src/lib/i18n/catalogues/en-public.ts': { file: 'assets/en-public.js', isDynamicEntry: true },
  'src/lib/i18n/catalogues/es-public.ts': { file: 'assets/es-public.js', isDynamicEntry: true },
  'src/post.tsx': { file: 'assets/post.js', isDynamicEntry: true, imports: ['_markdown.js', '_vendor.js'] },
  'src/list.tsx': { file: 'assets/list.js', isDynamicEntry: true, dynamicImports: ['src/post.tsx'] },
};
const SIZES: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/vendor.js': 50_000,
  'assets/markdown.js': 36_000,
  'assets/en-public.js': 9_000,
  'assets/es-public.js': 10_000,
  'assets/post.js': 3_000,
  'assets/list.js': 2_000,
  'assets/index.css': 11_000,
};
const sizeOf = (file: string) => SIZES[file] ?? Number.NaN;

describe('the public pages budget check', () => {
  it('counts the entry, its imports and the screen once each, not what the screen loads later', () => {
    expect(pageFiles(manifest, ['public.html', 'src/list.tsx']).js.sort()).toEqual([
      'assets/index.js',
      'assets/list.js',
      'assets/vendor.js',
    ]);
  });

  it('passes a build within its budgets, weighing the heavier language', () => {
    const budgets: PageBudget[] = [{ page: '/blog', screens: ['src/list.tsx'], js: 102_000, css: 15_000 }];
    const [blog] = checkBudgets(manifest, sizeOf, budgets);
    expect(blog).toMatchObject({ page: '/blog', lang: 'es', js: 102_000, css: 11_000, over: [] });
  });

  it('fails a page whose JavaScript or CSS passes its budget', () => {
    const budgets: PageBudget[] = [
      { page: '/blog', screens: ['src/list.tsx'], js: 102_000, css: 15_000 },
      { page: '/blog/{slug}', screens: ['src/post.tsx'], js: 102_000, css: 10_000 },
    ];
    const [blog, post] = checkBudgets(manifest, sizeOf, budgets);
    expect(blog?.over).toEqual([]);
    // The post page pulls in the Markdown chunk: 139 KB of JavaScript, and 11 KB of CSS over 10.
    expect(post?.over).toEqual(['JavaScript 139.0 KB > 102.0 KB', 'CSS 11.0 KB > 10.0 KB']);
  });

  it('refuses a screen the build no longer has (a renamed file cannot slip past the check)', () => {
    const budgets: PageBudget[] = [{ page: '/gone', screens: ['src/gone.tsx'], js: 1, css: 1 }];
    expect(() => checkBudgets(manifest, sizeOf, budgets)).toThrow(/not in the build manifest/);
  });
});

/** The signed-in app in miniature: the entry, the layout and a screen sharing a chunk, the strings. */
const app: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/app/layouts/app-layout.tsx': {
    file: 'assets/app-layout.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_react.js'],
  },
  'src/features/dashboards/role-dashboards.tsx': {
    file: 'assets/role-dashboards.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/lib/i18n/catalogues/en-app.ts': { file: 'assets/en-app.js', isDynamicEntry: true },
  'src/lib/i18n/catalogues/es-app.ts': { file: 'assets/es-app.js', isDynamicEntry: true },
};
const APP_SIZES: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/react.js': 60_000,
  'assets/index.css': 11_000,
  'assets/shared.js': 20_000,
  'assets/app-layout.js': 6_000,
  'assets/role-dashboards.js': 14_000,
  'assets/en-app.js': 67_000,
  'assets/es-app.js': 74_000,
};
const appSize = (file: string) => APP_SIZES[file] ?? Number.NaN;
const FIRST = ['src/app/layouts/app-layout.tsx', 'src/features/dashboards/role-dashboards.tsx'];

describe('the signed-in app budget check (ADR 0066)', () => {
  it('weighs the entry with its imports, and the first screen beyond what the entry loaded', () => {
    const [entry, first] = checkAppBudgets(app, appSize, [
      { name: 'entry', modules: [], strings: false, js: 160_000, css: 15_000, files: 3 },
      { name: 'first', modules: FIRST, strings: true, js: 114_000, css: 1_000, files: 4 },
    ]);
    expect(entry).toMatchObject({ js: 160_000, css: 11_000, files: 3, over: [] });
    // layout + dashboards + their shared chunk + the Spanish strings (the heavier); react.js counted once, in the entry
    expect(first).toMatchObject({ lang: 'es', js: 114_000, css: 0, files: 4, over: [] });
  });

  it('fails a build whose entry grows or whose first screen needs more files', () => {
    const [entry, first] = checkAppBudgets(app, appSize, [
      { name: 'entry', modules: [], strings: false, js: 150_000, css: 15_000, files: 3 },
      { name: 'first', modules: FIRST, strings: true, js: 200_000, css: 1_000, files: 3 },
    ]);
    expect(entry?.over).toEqual(['JavaScript 160.0 KB > 150.0 KB']);
    expect(first?.over).toEqual(['4 files > 3']);
  });
});

import { describe, expect, it } from 'vitest';
import { checkBudgets, type Manifest, type PageBudget, pageFiles } from './budget.ts';

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

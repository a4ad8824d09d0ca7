/**
 * The JavaScript and CSS budget of the public pages (issue 24, decisions 0057 and 0060), read from
 * the public build's manifest. A page loads the entry (`public.html`) with everything it imports, its own screen's
 * chunk(s) with theirs, and one language's `public` strings; each file counts once, at its gzip
 * size. The check fails when a page passes its budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  page: string;
  /** Manifest keys of the screen's lazily loaded modules (the entry and strings are added). */
  screens: readonly string[];
  /** Bytes, gzip. */
  js: number;
  css: number;
}

/** The public pages' entry (decision 0060: its own build, `vite.public.config.ts`). */
export const ENTRY = 'public.html';
/** Its manifest, beside the app's (`dist/.vite/manifest.json`). */
export const MANIFEST_FILE = path.join('.vite', 'public-manifest.json');
const STRINGS = (lang: string) => `src/lib/i18n/catalogues/${lang}-public.ts`;
export const LANGUAGES = ['en', 'es'] as const;

const KB = 1000;
/**
 * The issue asks for at most 100 KB of JavaScript on `/home`. Since the public pages have their own
 * entry on Preact's compatibility layer (decision 0060) every public page is under it; the budgets
 * are what the pages weigh now plus about 3 KB, to keep them from growing.
 */
export const ISSUE_TARGET_JS = 100 * KB;
/** The issue's CSS budget (15 KB gzip); the signed-in entry's stylesheet is held to it. */
export const CSS_BUDGET = 15 * KB;
/**
 * The public pages' stylesheet (`src/public/public.css`, inlined in every public page, decision
 * 0067) weighs 7.3 KB since it holds only the public pages' classes: its budget is that plus ~3 %
 * (decision 0071; the scripts' budgets below are each page's weight then plus ~3 % as well).
 */
export const PUBLIC_CSS_BUDGET = 7.6 * KB;
const PS = 'src/features/public-site';
export const BUDGETS: readonly PageBudget[] = [
  { page: '/home', screens: [], js: 86 * KB, css: PUBLIC_CSS_BUDGET },
  { page: '/for-dietitians', screens: [`${PS}/audience-page.tsx`], js: 87 * KB, css: PUBLIC_CSS_BUDGET },
  { page: '/blog', screens: [`${PS}/blog-list-page.tsx`], js: 90 * KB, css: PUBLIC_CSS_BUDGET },
  { page: '/blog/{slug}', screens: [`${PS}/blog-post-page.tsx`], js: 90 * KB, css: PUBLIC_CSS_BUDGET },
  { page: '/care', screens: ['src/features/find-care/care-page.tsx'], js: 92 * KB, css: PUBLIC_CSS_BUDGET },
  {
    page: '/providers/{type}/{id}',
    screens: ['src/features/find-care/provider-page.tsx'],
    js: 93 * KB,
    css: PUBLIC_CSS_BUDGET,
  },
  { page: '/install', screens: [`${PS}/install-page.tsx`], js: 87.5 * KB, css: PUBLIC_CSS_BUDGET },
  { page: '/demo', screens: [`${PS}/demo-page.tsx`], js: 91 * KB, css: PUBLIC_CSS_BUDGET },
];

/** The files a page loads first: the modules' chunks and everything they import statically. */
export function pageFiles(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update scripts/budget.ts)`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

export interface PageWeight {
  page: string;
  /** The heavier language. */
  lang: string;
  js: number;
  css: number;
  budget: PageBudget;
  over: string[];
}

/** Each page's weight in its heavier language, and what passes the budget. */
export function checkBudgets(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  budgets: readonly PageBudget[] = BUDGETS,
): PageWeight[] {
  return budgets.map((budget) => {
    let worst: PageWeight | null = null;
    for (const lang of LANGUAGES) {
      const files = pageFiles(manifest, [ENTRY, STRINGS(lang), ...budget.screens]);
      const js = files.js.reduce((sum, file) => sum + sizeOf(file), 0);
      const css = files.css.reduce((sum, file) => sum + sizeOf(file), 0);
      if (!worst || js + css > worst.js + worst.css)
        worst = { page: budget.page, lang, js, css, budget, over: [] };
    }
    const weight = worst as PageWeight;
    if (weight.js > budget.js) weight.over.push(`JavaScript ${kb(weight.js)} > ${kb(budget.js)}`);
    if (weight.css > budget.css) weight.over.push(`CSS ${kb(weight.css)} > ${kb(budget.css)}`);
    return weight;
  });
}

/**
 * ADR 0066: the signed-in app (`index.html`, the app's own manifest `dist/.vite/manifest.json`).
 * `entry`: what every signed-in page load parses first (the entry and its static imports, CSS).
 * `first screen after sign-in`: what sign-in adds on top of the entry for the landing screens (the
 * app's layout, the landing screens' module and the app's strings in the heavier language), and in
 * how many files: each one is a request, a round trip on a phone.
 */
export const APP_ENTRY = 'index.html';
export const APP_MANIFEST_FILE = path.join('.vite', 'manifest.json');
const APP_STRINGS = (lang: string) => `src/lib/i18n/catalogues/${lang}-app.ts`;
export interface AppBudget {
  name: string;
  /** Manifest keys loaded beyond the entry (none: the entry itself). */
  modules: readonly string[];
  /** With the app's strings (`*-app.ts`) of the heavier language. */
  strings: boolean;
  js: number;
  css: number;
  files: number;
}
export const APP_BUDGETS: readonly AppBudget[] = [
  { name: 'signed-in entry', modules: [], strings: false, js: 172 * KB, css: CSS_BUDGET, files: 12 },
  {
    name: 'first screen after sign-in',
    modules: ['src/app/layouts/app-layout.tsx', 'src/features/dashboards/role-dashboards.tsx'],
    strings: true,
    js: 214 * KB,
    css: 1 * KB,
    files: 70,
  },
];

export interface AppWeight {
  name: string;
  lang: string;
  js: number;
  css: number;
  files: number;
  budget: AppBudget;
  over: string[];
}

/** The signed-in app's weights; a module's files the entry already loaded are not counted again. */
export function checkAppBudgets(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  budgets: readonly AppBudget[] = APP_BUDGETS,
): AppWeight[] {
  const entry = pageFiles(manifest, [APP_ENTRY]);
  return budgets.map((budget) => {
    let worst: AppWeight | null = null;
    for (const lang of LANGUAGES) {
      const keys = [...budget.modules, ...(budget.strings ? [APP_STRINGS(lang)] : [])];
      const files = keys.length ? pageFiles(manifest, keys) : entry;
      const js = files.js.filter((f) => !keys.length || !entry.js.includes(f));
      const css = files.css.filter((f) => !keys.length || !entry.css.includes(f));
      const weight: AppWeight = {
        name: budget.name,
        lang,
        js: js.reduce((sum, f) => sum + sizeOf(f), 0),
        css: css.reduce((sum, f) => sum + sizeOf(f), 0),
        files: js.length + css.length,
        budget,
        over: [],
      };
      if (!worst || weight.js + weight.css > worst.js + worst.css) worst = weight;
    }
    const weight = worst as AppWeight;
    if (weight.js > budget.js) weight.over.push(`JavaScript ${kb(weight.js)} > ${kb(budget.js)}`);
    if (weight.css > budget.css) weight.over.push(`CSS ${kb(weight.css)} > ${kb(budget.css)}`);
    if (weight.files > budget.files) weight.over.push(`${weight.files} files > ${budget.files}`);
    return weight;
  });
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** gzip size (level 9, as `precompress.ts` writes the `.gz` copies) of a file under `dist`. */
export function gzipSizeIn(dist: string): (file: string) => number {
  return (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

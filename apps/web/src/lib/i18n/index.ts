import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@verdant/shared/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { buildResources } from './resources.ts';

/**
 * Catalogues live in `src/locales/<language>/<namespace>.json` so several people can add strings
 * without editing one file; a unit test keeps the two languages' keys identical. Only the current
 * language's strings are loaded (decision 0057), in two chunks per language: `public` (what every
 * public page and the shell need) before the first render, `app` (every other namespace) with the
 * first screen that is not a public page. Switching language loads the other language's chunks
 * first, then switches.
 */
export type CatalogueGroup = 'public' | 'app';

/** The namespaces of the `public` chunk (the file list in `catalogues/*-public.ts`). */
export const PUBLIC_NAMESPACES = ['common', 'errors', 'nav', 'offline', 'site', 'system', 'validation'];

type Modules = Record<string, { default: Record<string, unknown> }>;
const CHUNKS: Record<Language, Record<CatalogueGroup, () => Promise<{ default: Modules }>>> = {
  en: { public: () => import('./catalogues/en-public.ts'), app: () => import('./catalogues/en-app.ts') },
  es: { public: () => import('./catalogues/es-public.ts'), app: () => import('./catalogues/es-app.ts') },
};

const loadedChunks = new Map<string, Promise<void>>();
/** The groups asked for so far: a language switch loads the same ones in the new language. */
const wantedGroups = new Set<CatalogueGroup>(['public']);

/** Loads (once) a language's strings: `public`, or `all` (`public` and `app`). */
export function loadCatalogues(language: Language, groups: CatalogueGroup | 'all' = 'all'): Promise<void> {
  const list: CatalogueGroup[] = groups === 'all' ? ['public', 'app'] : [groups];
  return Promise.all(
    list.map((group) => {
      wantedGroups.add(group);
      const key = `${language}/${group}`;
      let loading = loadedChunks.get(key);
      if (!loading) {
        loading = CHUNKS[language][group]().then(({ default: modules }) => {
          for (const [namespace, catalogue] of Object.entries(buildResources(modules)[language] ?? {})) {
            i18n.addResourceBundle(language, namespace, catalogue, true, true);
          }
        });
        loading.catch(() => loadedChunks.delete(key));
        loadedChunks.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** The current language's `app` strings (every screen that is not a public page awaits them). */
export function loadAppCatalogues(): Promise<void> {
  return loadCatalogues(currentLanguage(), 'all');
}

/** Language names are written in their own language, as switchers usually are. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language currently shown (never a regional variant such as en-US). */
export function currentLanguage(): Language {
  // Before its strings are loaded, a detected language is not "resolved" yet: read `es-ES` as `es`.
  const lng = i18n.resolvedLanguage ?? i18n.language?.split('-')[0];
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The reader's stored choice, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * `<html lang>` follows the language, and the choice is stored under `language` as `en` or `es`, in
 * storage and in a cookie of that name: the server renders public pages in it (decision 0051).
 */
function syncLanguage() {
  const language = currentLanguage();
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, unescaped value; the Cookie Store API is not in every browser we support
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // Filled by loadCatalogues; present (empty) so i18next treats every namespace as loaded.
    resources: {},
    ns: PUBLIC_NAMESPACES,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      // The stored choice first, then the browser language.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // stored by syncLanguage below, normalised (the detector would store e.g. "es-ES")
      caches: [],
    },
    react: { useSuspense: false },
  });

i18n.on('languageChanged', syncLanguage);
syncLanguage();

/** Before the first render: the language's public strings, then that language (default: detected). */
export async function startLanguage(language: Language = currentLanguage()): Promise<void> {
  await loadCatalogues(language, 'public');
  await i18n.changeLanguage(language);
}

/** Switch language (its strings loaded first); the choice is stored under `language`. */
export async function setLanguage(language: Language): Promise<unknown> {
  await loadCatalogues(language, wantedGroups.has('app') ? 'all' : 'public');
  return i18n.changeLanguage(language);
}

export { i18n };

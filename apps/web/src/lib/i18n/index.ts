import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@verdant/shared/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { buildResources } from './resources.ts';

/**
 * Catalogues live in `src/locales/<language>/<namespace>.json` so several people can add strings
 * without editing one file; every namespace file is bundled (they are small) and a unit test keeps
 * the two languages' keys identical.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

export const resources = buildResources(modules);
export const NAMESPACES = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

/** Language names are written in their own language, as switchers usually are. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language currently shown (never a regional variant such as en-US). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
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
    resources,
    ns: NAMESPACES,
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

/** Switch language; the choice is stored under `language`. */
export function setLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export { i18n };

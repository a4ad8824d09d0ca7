import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { locale } from '../../lib/format.ts';

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** `en` → "English" through Intl.DisplayNames (one per locale, reused). Loading its data is slow on phones. */
export function displayLanguageName(code: string, loc: string): string {
  let names = displayNames.get(loc);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([loc], { type: 'language' });
    } catch {
      names = null;
    }
    displayNames.set(loc, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Language code → name in the viewer's language: the catalogue's `site:languageNames` for common
 * languages (no Intl data to load), Intl.DisplayNames for any other code.
 */
export function useLanguageName(): (code: string) => string {
  const { t, i18n } = useTranslation('site');
  const loc = locale();
  return useCallback(
    (code: string) =>
      i18n.exists(`site:languageNames.${code}`) ? t(`languageNames.${code}`) : displayLanguageName(code, loc),
    [t, i18n, loc],
  );
}

export function placeLabel(p: { city: string | null; country: string | null }): string {
  return [p.city, p.country].filter(Boolean).join(', ');
}

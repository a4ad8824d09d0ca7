import type { Language } from '@verdant/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from './index.ts';

/**
 * The language a switcher shows, and the switch. A language's strings load on the first switch to
 * it (decision 0057), so the switcher shows the choice at once, while they load, not the old one.
 */
export function useLanguageChoice(): [Language, (language: Language) => void] {
  useTranslation(); // re-renders on a language change
  const [pending, setPending] = useState<Language | null>(null);
  const choose = (language: Language) => {
    setPending(language);
    void setLanguage(language).finally(() => setPending(null));
  };
  return [pending ?? currentLanguage(), choose];
}

import type { Language } from '@verdant/shared/constants';
import type { MyLanguageInput } from '@verdant/shared/me';
import { useEffect } from 'react';
import { api } from '../api/client.ts';
import { useAuth } from '../auth/index.ts';
import { i18n, isLanguage } from './index.ts';

/** `PUT /api/v1/me/language`: the server writes every e-mail to the user in this language. */
export function saveLanguage(language: Language): Promise<void> {
  return api<void>('/api/v1/me/language', { method: 'PUT', body: { language } satisfies MyLanguageInput });
}

/**
 * While someone is signed in, switching the interface language (the header's switcher, Settings)
 * also stores it on their account, so their e-mails follow. The local choice (`language` in local
 * storage) stays what the interface starts in; a failed save is tried again at the next switch.
 */
export function useLanguageSync(): void {
  const signedIn = useAuth().status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const onChange = (lng: string) => {
      if (isLanguage(lng)) saveLanguage(lng).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [signedIn]);
}

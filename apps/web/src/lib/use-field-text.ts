import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a validation message key (`details.fields` or a zod issue): the foundation's
 * `validation` namespace first, then this feature's `site:validation.*`, then a generic message.
 */
export function useFieldText() {
  const { t, i18n } = useTranslation('site');
  return useCallback(
    (key: string | undefined | null): string | undefined => {
      if (!key) return undefined;
      if (i18n.exists(`validation:${key}`)) return t(`validation:${key}`);
      if (i18n.exists(`site:validation.${key}`)) return t(`site:validation.${key}`);
      return t('site:validation.invalid');
    },
    [t, i18n],
  );
}

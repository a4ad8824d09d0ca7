import { useTranslation } from 'react-i18next';

/** "Skip to content": the first stop of the keyboard on every page, shown when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('nav:skipToContent')}
    </a>
  );
}

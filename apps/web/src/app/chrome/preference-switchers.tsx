import { LANGUAGES, type Language, THEMES, type Theme } from '@verdant/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n/index.ts';
import { useLanguageChoice } from '../../lib/i18n/use-language-choice.ts';
import { isTheme } from '../../lib/theme/theme.ts';
import { useTheme } from '../../lib/theme/theme-provider.tsx';

const selectClasses = 'h-9 rounded-md border border-border bg-card px-2 text-sm text-fg hover:bg-surface';

/** The language switcher of both shells: a select labelled "Language" ("Idioma"). */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, choose] = useLanguageChoice();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {t('common:language.label')}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        onChange={(event) => choose(event.target.value as Language)}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The theme switcher of both shells: a select labelled "Theme" ("Tema"). */
export function ThemeSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {t('common:theme.label')}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={theme}
        onChange={(event) => {
          if (isTheme(event.target.value)) setTheme(event.target.value);
        }}
      >
        {THEMES.map((option: Theme) => (
          <option key={option} value={option}>
            {t(`common:theme.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { DATA_CATEGORIES, type DataCategory } from '@verdant/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceGroup } from '../../components/form-fields.tsx';
import { cn } from '../../lib/cn.ts';

/** The privacy centre's screens, for the links between them. */
export const PRIVACY_LINKS = [
  { to: '/patient/care-team', key: 'careTeam' },
  { to: '/patient/data-sharing', key: 'dataSharing' },
  { to: '/patient/access-requests', key: 'accessRequests' },
  { to: '/patient/consent-audit-log', key: 'accessLog' },
] as const;

export function BackToCentre() {
  const { t } = useTranslation('privacy');
  return (
    <Link to="/patient/privacy" className="text-sm text-primary underline underline-offset-2">
      {t('backToCentre')}
    </Link>
  );
}

/** A validation key of this feature (`privacy:validation.*`), else the shared catalogue's. */
export function usePrivacyFieldText() {
  const { t, i18n } = useTranslation('privacy');
  return useCallback(
    (key: string | undefined): string | undefined => {
      if (!key) return undefined;
      if (i18n.exists(`privacy:validation.${key}`)) return t(`validation.${key}`);
      if (i18n.exists(`validation:${key}`)) return t(`validation:${key}`);
      return t('validation.invalid');
    },
    [t, i18n],
  );
}

export function CategoryList({ categories, empty }: { categories: readonly DataCategory[]; empty?: string }) {
  const { t } = useTranslation('privacy');
  if (categories.length === 0)
    return <span className="text-sm text-muted">{empty ?? t('categoriesNone')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('categoriesLabel')}>
      {categories.map((c) => (
        <li
          key={c}
          className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-fg ring-1 ring-inset ring-border"
        >
          {t(`categories.${c}`)}
        </li>
      ))}
    </ul>
  );
}

/** Checkboxes of categories (in their canonical order), limited to `within` when given. */
export function CategoryChoice({
  legend,
  name,
  selected,
  onChange,
  within,
  error,
}: {
  legend: string;
  name: string;
  selected: readonly DataCategory[];
  onChange(next: DataCategory[]): void;
  within?: readonly DataCategory[];
  error?: string;
}) {
  const { t } = useTranslation('privacy');
  const options = DATA_CATEGORIES.filter((c) => !within || within.includes(c)).map((c) => ({
    value: c,
    label: t(`categories.${c}`),
  }));
  return (
    <ChoiceGroup
      legend={legend}
      name={name}
      type="checkbox"
      options={options}
      selected={selected}
      error={error}
      onToggle={(value, checked) => {
        const v = value as DataCategory;
        const next = checked ? [...selected, v] : selected.filter((c) => c !== v);
        onChange(DATA_CATEGORIES.filter((c) => next.includes(c)));
      }}
    />
  );
}

const TONES: Record<string, string> = {
  active:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  approved:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  completed:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  ready:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  pending:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  open: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  queued: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  running: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  denied: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  declined: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  failed: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
};

/** A status word of a grant, request or export (`privacy:status.*`). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const { t } = useTranslation('privacy');
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status] ?? 'bg-surface text-muted ring-border',
      )}
    >
      {label ?? t(`status.${status}`)}
    </span>
  );
}

import type { PatientPlatformAccess, PatientStatus } from '@verdant/shared/patients';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { setUnitSystem, useUnitSystem } from './units.ts';
import { Segmented } from '../../components/ui/segmented.tsx';

/** Whole years between a `YYYY-MM-DD` birth date and today (null without a date). */
export function ageOn(dateOfBirth: string | null, today = new Date()): number | null {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age -= 1;
  return age >= 0 ? age : null;
}

/** `YYYY-MM-DD` in the user's language, read as a calendar date (no time-zone shift). */
export function formatCalendarDate(date: string | null, lng: string): string {
  if (!date) return '';
  const d = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

export function StatusBadge({ status }: { status: PatientStatus }) {
  const { t } = useTranslation('patients');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'active' ? 'bg-accent text-fg' : 'bg-surface text-muted ring-1 ring-border',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function AccessBadge({ access }: { access: PatientPlatformAccess }) {
  const { t } = useTranslation('patients');
  const style = {
    none: 'bg-surface text-muted ring-1 ring-border',
    invite_pending: 'bg-warning-bg text-warning-fg',
    platform_user: 'bg-info-bg text-info-fg',
  }[access];
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', style)}>
      {t(`access.${access}`)}
    </span>
  );
}

/**
 * Translates a validation message key of the patient API (`details.fields`): the shared
 * `validation` namespace first, then this feature's, then a generic message.
 */
export function usePatientFieldText() {
  const { t, i18n } = useTranslation('patients');
  return useCallback(
    (key: string | undefined | null): string | undefined => {
      if (!key) return undefined;
      if (i18n.exists(`validation:${key}`)) return t(`validation:${key}`);
      if (i18n.exists(`patients:validation.${key}`)) return t(`patients:validation.${key}`);
      return t('patients:validation.invalid');
    },
    [t, i18n],
  );
}

/** Metric / US units switch (the preference of `units.ts`). */
export function UnitSwitch() {
  const { t } = useTranslation('patients');
  const units = useUnitSystem();
  return (
    <Segmented
      legend={t('units.label')}
      hideLegend
      name="units"
      options={(['metric', 'us'] as const).map((u) => ({ value: u, label: t(`units.${u}`) }))}
      value={units}
      onChange={setUnitSystem}
    />
  );
}

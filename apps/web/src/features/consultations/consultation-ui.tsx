import type { ConsultationStatus, RecordingStatus } from '@verdant/shared/consultations';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import type { Figure, Tone } from './measures.ts';

/** Where this role's consultation screens live: `/dietitian/consultations`, `/medical/…` or the shared one. */
export function useConsultationBase(): string {
  const { pathname } = useLocation();
  if (pathname.startsWith('/dietitian/')) return '/dietitian/consultations';
  if (pathname.startsWith('/medical/')) return '/medical/consultations';
  return '/consultations';
}

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  const { t } = useTranslation('consultations');
  const style = {
    draft: 'bg-warning-bg text-warning-fg',
    scheduled: 'bg-info-bg text-info-fg',
    completed: 'bg-accent text-fg',
  }[status];
  return <span className={cn(BADGE, style)}>{t(`status.${status}`)}</span>;
}

export function RecordingStatusBadge({ status }: { status: RecordingStatus }) {
  const { t } = useTranslation('consultations');
  const style = {
    processing: 'bg-info-bg text-info-fg',
    available: 'bg-accent text-fg',
    archived: 'bg-surface text-muted ring-1 ring-border',
    deleted: 'bg-danger-bg text-danger',
  }[status];
  return <span className={cn(BADGE, style)}>{t(`recordings.status.${status}`)}</span>;
}

const TONE: Record<Tone, string> = {
  normal: 'bg-surface text-muted ring-1 ring-border',
  info: 'bg-info-bg text-info-fg',
  warning: 'bg-warning-bg text-warning-fg',
  critical: 'bg-danger-bg text-danger',
};

/** One figure of the clinical package beside a measurement ("BMI 30.1 · Obese class I"). */
export function FigureBadge({ figure }: { figure: Figure }) {
  const { t, i18n } = useTranslation('consultations');
  const value =
    figure.value === undefined
      ? ''
      : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(figure.value)} · `;
  const kind = figure.code.split('.')[0] ?? '';
  return (
    <span className={cn(BADGE, 'font-medium', TONE[figure.tone])} title={figure.citation}>
      {t(`figures.kinds.${kind}`)}: {value}
      {t(`figures.${figure.code}`)}
    </span>
  );
}

export function Figures({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  if (figures.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {figures.map((f) => (
        <li key={f.code}>
          <FigureBadge figure={f} />
        </li>
      ))}
    </ul>
  );
}

/** Validation keys of the consultation API: the shared namespace, then this feature's, then generic. */
export function useConsultationFieldText() {
  const { t, i18n } = useTranslation('consultations');
  return useCallback(
    (key: string | undefined | null): string | undefined => {
      if (!key) return undefined;
      if (i18n.exists(`validation:${key}`)) return t(`validation:${key}`);
      if (i18n.exists(`consultations:validation.${key}`)) return t(`consultations:validation.${key}`);
      if (i18n.exists(`patients:validation.${key}`)) return t(`patients:validation.${key}`);
      return t('consultations:validation.invalid');
    },
    [t, i18n],
  );
}

/** `m:ss` or `h:mm:ss` of milliseconds (a transcript line, a recording's length). */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A short section of a record: heading and its content, or nothing when empty. */
export function RecordSection({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-lg border border-border bg-card p-4 sm:p-5', className)}>
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

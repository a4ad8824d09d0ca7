import type { SessionPackage } from '@verdant/shared';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDay } from './billing-ui.tsx';

/** How one session drew on its package: attended, missed (both used a credit), held but not marked yet, or booked. */
function kindOf(u: SessionPackage['uses'][number], now: number): 'completed' | 'no-show' | 'held' | 'booked' {
  if (u.status === 'completed' || u.status === 'no-show') return u.status;
  return Date.parse(u.startsAt) < now ? 'held' : 'booked';
}

/**
 * Session packages and their credits: used, booked, left, the sessions that drew on each (oldest
 * first), and the low-credit flag (`low`: two or fewer left). Shown in billing, on the client's record
 * (fitness) and to the client (billing and Flow).
 */
export function PackageList({
  items,
  showPatient = true,
  showSessions = false,
}: {
  items: readonly SessionPackage[];
  showPatient?: boolean;
  /** List each session with how it drew (else one line of dates). */
  showSessions?: boolean;
}) {
  const { t } = useTranslation('billing');
  const day = useDay();
  const now = Date.now();
  if (items.length === 0) return <p className="text-sm text-muted">{t('packages.empty')}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((p) => (
        <li key={p.id} className="min-w-0 rounded-lg border border-border bg-card p-4" data-testid="package">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-words">{p.name}</p>
              <p className="text-sm text-muted break-words">
                {showPatient ? `${p.patient.firstName} ${p.patient.lastName} · ` : ''}
                {p.provider.name} · {p.invoice.number}
              </p>
            </div>
            <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold">
              {t(`packages.status.${p.status}`)}
            </span>
          </div>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-surface"
            role="img"
            aria-label={t('packages.meter', { used: p.used, booked: p.booked, total: p.sessions })}
          >
            <div className="flex h-full">
              <div className="bg-primary" style={{ width: `${(p.used / p.sessions) * 100}%` }} />
              <div className="bg-primary/40" style={{ width: `${(p.booked / p.sessions) * 100}%` }} />
            </div>
          </div>
          <p className="mt-2 text-sm">
            {t('packages.counts', {
              used: p.used,
              booked: p.booked,
              remaining: p.remaining,
              total: p.sessions,
            })}
          </p>
          {p.low ? (
            <p
              className="mt-2 flex items-center gap-1.5 rounded-md bg-warning-bg px-2 py-1 text-sm font-medium text-warning-fg"
              data-testid="package-low"
            >
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t('packages.low', { count: p.remaining })}
            </p>
          ) : null}
          {p.uses.length && showSessions ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-primary">
                {t('packages.usesTitle', { count: p.uses.length })}
              </summary>
              <ol className="mt-2 space-y-1" data-testid="package-uses">
                {p.uses.map((u) => (
                  <li key={u.appointmentId} className="flex flex-wrap justify-between gap-x-3">
                    <span>{day(u.startsAt)}</span>
                    <span className="text-muted">{t(`packages.use.${kindOf(u, now)}`)}</span>
                  </li>
                ))}
              </ol>
            </details>
          ) : p.uses.length ? (
            <p className="mt-1 text-xs text-muted">
              {t('packages.sessions', { dates: p.uses.map((u) => day(u.startsAt)).join(', ') })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

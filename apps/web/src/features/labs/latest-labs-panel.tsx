import { LAB_ACCESS, type LabResultFlag, type LabTrendSeries } from '@verdant/shared';
import { FlaskConical, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDate } from '../../lib/format.ts';
import { FlagBadge, num, useAnalyteName } from './lab-ui.tsx';
import { labsApi } from './labs-api.ts';

export interface LatestLab {
  loinc: string;
  name: string;
  value: number;
  unit: string;
  flag: LabResultFlag;
  at: string;
}

const SEVERITY: Record<LabResultFlag, number> = {
  critical_high: 0,
  critical_low: 0,
  high: 1,
  low: 1,
  normal: 2,
};

/**
 * Each test's latest current value (the practice's series, as the labs module's policy lets the
 * caller read them: care team, consent category `labs`), abnormal first, then newest first.
 */
export function latestResults(series: readonly LabTrendSeries[]): LatestLab[] {
  return series
    .flatMap((s) => {
      const last = s.points.at(-1);
      return last
        ? [{ loinc: s.loinc, name: s.name, value: last.value, unit: last.unit, flag: last.flag, at: last.at }]
        : [];
    })
    .sort((a, b) => SEVERITY[a.flag] - SEVERITY[b.flag] || b.at.localeCompare(a.at));
}

/**
 * The consultation editor's side panel (ADR 0037): the patient's latest lab results, abnormal first,
 * each insertable into the note's lab results (or all at once). Only the clinicians who may read lab
 * results see it; a patient who withheld their lab results from this clinician shows none.
 */
export function LatestLabsPanel({
  patientId,
  onInsert,
  max = 12,
}: {
  patientId: string;
  onInsert(items: LatestLab[]): void;
  max?: number;
}) {
  const { t } = useTranslation('labs');
  const { roles } = useAuth();
  const name = useAnalyteName();
  const allowed = roles.some((r) => (LAB_ACCESS.practice as readonly string[]).includes(r));
  const trends = useApiQuery(allowed ? queryKeys.labs.trends(patientId) : null, (signal) =>
    labsApi.trends(patientId, signal),
  );
  if (!allowed) return null;
  const latest = trends.data ? latestResults(trends.data.items).slice(0, max) : [];
  return (
    <aside
      aria-labelledby="latest-labs"
      className="rounded-md border border-border bg-surface p-3"
      data-testid="latest-labs"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="latest-labs" className="flex items-center gap-1 text-sm font-semibold">
          <FlaskConical aria-hidden="true" className="size-4" />
          {t('latest.title')}
        </h3>
        {latest.length > 1 ? (
          <Button size="sm" variant="secondary" onClick={() => onInsert(latest)}>
            {t('latest.insertAll')}
          </Button>
        ) : null}
      </div>
      {trends.error ? <p className="text-sm text-muted">{t('latest.unavailable')}</p> : null}
      {trends.data && latest.length === 0 ? <p className="text-sm text-muted">{t('latest.none')}</p> : null}
      <ul className="divide-y divide-border">
        {latest.map((r) => {
          const label = name(r.loinc, r.name);
          return (
            <li
              key={r.loinc}
              className="flex items-center justify-between gap-2 py-2"
              data-testid="latest-lab"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{label}</p>
                <p className="flex flex-wrap items-center gap-1 text-muted">
                  <span className="tabular-nums">
                    {num(r.value)} {r.unit}
                  </span>
                  <FlagBadge flag={r.flag} />
                  <span>{formatDate(r.at)}</span>
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                icon={<Plus aria-hidden="true" className="size-4" />}
                aria-label={t('latest.insertOne', { name: label })}
                onClick={() => onInsert([r])}
              >
                {t('latest.insert')}
              </Button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

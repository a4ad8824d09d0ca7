import type { ActivityEntry, ActivityOverview } from '@verdant/shared';
import { type FormEvent, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, queryClient, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { toast } from '../../lib/toast/toast-store.ts';
import { ActivityImportCard } from './device-import.tsx';
import { fitnessApi } from './fitness-api.ts';
import { fitnessError, numberOf, PatientChooser, todayIso, useChosenPatient } from './fitness-ui.tsx';
import { dayOf } from './routine-view-page.tsx';

// the chart's chunk (the SVG chart kit) is fetched and compiled while the client's figures load, not after
// them: at 4× CPU slowdown the two were a waterfall (ADR 0045); drawn at once when it has arrived (ADR 0069)
const { Component: BarsChart, preload: loadChart } = preloadable(() => import('./fitness-charts.tsx'));

/**
 * Starts reading a client's activities, the Compendium and the chart's chunk as soon as the screen's
 * chunk is loaded (ADR 0069: on a page load the read no longer waits for the session, the shell and
 * the screen's first render; the screen then draws once, with its data).
 */
export function prefetchActivity(patientId: string): void {
  void loadChart();
  void queryClient.prefetchQuery({
    queryKey: queryKeys.fitness.activities(patientId),
    queryFn: ({ signal }) => fitnessApi.activities(patientId, signal),
  });
  void queryClient.prefetchQuery({
    queryKey: queryKeys.fitness.compendium,
    queryFn: ({ signal }) => fitnessApi.compendium(signal),
    staleTime: 3_600_000,
  });
}

/** `/fitness/activity`: a client's activities (MET energy), WHO 2020 weekly minutes and Karvonen zones. */
export function ActivityPage() {
  const { t } = useTranslation('fitness');
  const { patient, choose } = useChosenPatient();
  useEffect(() => {
    void loadChart();
  }, []);
  const chosen = patient !== null;
  useEffect(() => {
    // the Compendium (for the log form) is asked for with the client's figures, not after them
    if (chosen) {
      void queryClient.prefetchQuery({
        queryKey: queryKeys.fitness.compendium,
        queryFn: ({ signal }) => fitnessApi.compendium(signal),
        staleTime: 3_600_000,
      });
    }
  }, [chosen]);
  // 5 s fresh: the read `prefetchActivity` started with this chunk is used, not asked for again.
  const overview = useApiQuery(
    patient ? queryKeys.fitness.activities(patient.id) : null,
    (signal) => fitnessApi.activities(patient!.id, signal),
    { staleTime: 5_000 },
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t('activity.title')} description={t('activity.description')} />
      <PatientChooser value={patient} onChange={choose} />
      {!patient ? <EmptyState title={t('chooseClient')} description={t('activity.chooseHint')} /> : null}
      {overview.error ? <Alert>{errorMessage(overview.error, t)}</Alert> : null}
      {patient && overview.loading ? <LoadingStatus /> : null}
      {overview.data ? <Overview data={overview.data} /> : null}
    </div>
  );
}

function Overview({ data }: { data: ActivityOverview }) {
  const { t } = useTranslation('fitness');
  const week = data.weeks.at(-1)!;
  const pct = Math.min(100, Math.round((week.moderateEquivalentMinutes / data.who.min) * 100));
  const columns: Column<ActivityEntry>[] = [
    { key: 'on', header: t('fields.date'), primary: true, cell: (a) => dayOf(a.performedOn) },
    { key: 'activity', header: t('activity.activity'), cell: (a) => a.activity },
    { key: 'minutes', header: t('activity.minutes'), cell: (a) => a.minutes },
    {
      key: 'met',
      header: 'MET',
      from: 'md',
      cell: (a) => `${a.met} · ${t(`activity.intensity.${a.intensity}`)}`,
    },
    { key: 'kcal', header: t('activity.energy'), cell: (a) => `${a.kcal} kcal` },
    { key: 'hr', header: t('activity.averageHr'), from: 'lg', cell: (a) => a.averageHr ?? '—' },
    {
      key: 'distance',
      header: t('activity.distance'),
      from: 'md',
      cell: (a) => (a.distanceKm === null ? '—' : `${a.distanceKm} km`),
    },
    {
      key: 'source',
      header: t('activity.source'),
      from: 'lg',
      cell: (a) => t(`activity.sources.${a.source}`),
    },
  ];
  return (
    <>
      <Card
        title={t('activity.thisWeek')}
        description={t('activity.whoHint', { min: data.who.min, max: data.who.max })}
      >
        <p className="mb-2 text-sm font-medium" id="who-progress-label">
          {t('activity.weekMinutes', { minutes: week.moderateEquivalentMinutes, min: data.who.min })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="who-progress-label"
          aria-valuemin={0}
          aria-valuemax={data.who.min}
          aria-valuenow={Math.min(week.moderateEquivalentMinutes, data.who.min)}
          className="h-3 w-full overflow-hidden rounded-full bg-surface"
        >
          <div className="h-full bg-primary" style={{ width: `${pct}%` }} />
        </div>
        <p className="mt-2 text-xs text-muted">{data.who.citation}</p>
        <div className="mt-4 h-56">
          <Suspense fallback={<LoadingStatus />}>
            <BarsChart
              rows={data.weeks.map((w) => ({
                label: dayOf(w.weekStart),
                minutes: w.moderateEquivalentMinutes,
              }))}
              series={[{ key: 'minutes', label: t('activity.moderateEquivalent'), color: 'var(--primary)' }]}
            />
          </Suspense>
        </div>
      </Card>
      <LogForm data={data} />
      <ActivityImportCard
        key={`import-${data.patient.id}`}
        target={{ patientId: data.patient.id }}
        onImported={() => invalidate(queryKeys.fitness.activities(data.patient.id))}
      />
      <HeartRateCard data={data} />
      {data.items.length ? (
        <DataTable
          caption={t('activity.logged')}
          showCaption
          columns={columns}
          rows={data.items}
          rowKey={(a) => a.id}
        />
      ) : (
        <p className="text-sm text-muted">{t('activity.none')}</p>
      )}
    </>
  );
}

function LogForm({ data }: { data: ActivityOverview }) {
  const { t } = useTranslation('fitness');
  const compendium = useApiQuery(queryKeys.fitness.compendium, (signal) => fitnessApi.compendium(signal), {
    staleTime: 3_600_000,
  });
  const [code, setCode] = useState('');
  const [minutes, setMinutes] = useState('');
  const [performedOn, setPerformedOn] = useState(todayIso());
  const [hr, setHr] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = compendium.data?.items.find((a) => a.code === code);
  const min = numberOf(minutes);
  const preview =
    chosen && min && data.weightKg ? Math.round(((chosen.met * 3.5 * data.weightKg) / 200) * min) : null;

  async function save(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!code || !min) {
      setFailure(t('activity.incomplete'));
      return;
    }
    setBusy(true);
    try {
      const hrValue = numberOf(hr);
      await fitnessApi.logActivity(data.patient.id, {
        performedOn,
        code,
        minutes: Math.round(min),
        averageHr: hrValue === null ? null : Math.round(hrValue),
      });
      await invalidate(queryKeys.fitness.activities(data.patient.id));
      toast({ variant: 'success', title: t('activity.saved') });
      setMinutes('');
      setHr('');
    } catch (err) {
      setFailure(fitnessError(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card
      title={t('activity.log')}
      description={data.weightKg ? t('activity.weightUsed', { kg: data.weightKg }) : t('errors.noWeight')}
    >
      <form onSubmit={save} noValidate className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t('activity.activity')}
            value={code}
            onChange={setCode}
            placeholder={t('activity.choose')}
            options={(compendium.data?.items ?? []).map((a) => ({
              value: a.code,
              label: `${a.activity} (${a.met} MET)`,
            }))}
          />
          <TextField
            label={t('activity.minutes')}
            value={minutes}
            onChange={setMinutes}
            inputMode="numeric"
          />
          <TextField
            label={t('fields.date')}
            type="date"
            value={performedOn}
            onChange={setPerformedOn}
            max={todayIso()}
          />
          <TextField label={t('activity.averageHr')} value={hr} onChange={setHr} inputMode="numeric" />
        </div>
        {preview !== null ? (
          <p className="text-sm" aria-live="polite">
            {t('activity.preview', { kcal: preview, met: chosen!.met, kg: data.weightKg, minutes: min })}
          </p>
        ) : null}
        <p className="text-xs text-muted">{compendium.data?.citation}</p>
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {t('activity.save')}
        </Button>
      </form>
    </Card>
  );
}

function HeartRateCard({ data }: { data: ActivityOverview }) {
  const { t } = useTranslation('fitness');
  const [resting, setResting] = useState(data.heartRate ? String(data.heartRate.restingHr) : '');
  const [max, setMax] = useState(data.heartRate ? String(data.heartRate.maxHr) : '');
  const [failure, setFailure] = useState<string | null>(null);
  async function save(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const r = numberOf(resting);
    const m = numberOf(max);
    if (r === null || m === null) {
      setFailure(t('activity.incomplete'));
      return;
    }
    try {
      await fitnessApi.setHeartRate(data.patient.id, { restingHr: Math.round(r), maxHr: Math.round(m) });
      await invalidate(queryKeys.fitness.activities(data.patient.id));
      toast({ variant: 'success', title: t('activity.zonesSaved') });
    } catch (err) {
      setFailure(fitnessError(err, t));
    }
  }
  return (
    <Card title={t('activity.zones')} description={t('activity.zonesHint')}>
      <form onSubmit={save} noValidate className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          label={t('activity.restingHr')}
          value={resting}
          onChange={setResting}
          inputMode="numeric"
        />
        <TextField label={t('activity.maxHr')} value={max} onChange={setMax} inputMode="numeric" />
        <Button type="submit" variant="secondary">
          {t('activity.saveZones')}
        </Button>
      </form>
      {failure ? <Alert className="mt-3">{failure}</Alert> : null}
      {data.heartRate ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-5" data-testid="hr-zones">
          {data.heartRate.zones.map((z) => (
            <li key={z.zone} className="rounded-md border border-border p-2 text-sm">
              <span className="font-medium">{t('activity.zone', { n: z.zone })}</span>
              <br />
              {z.from}–{z.to} bpm
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

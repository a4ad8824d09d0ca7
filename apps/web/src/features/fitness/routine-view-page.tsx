import type { TFunction } from 'i18next';
import type { PickerOption } from '../../components/search-picker.tsx';
import type { Routine, RoutineDay } from '@verdant/shared';
import { Download, Pencil } from 'lucide-react';
import { type FormEvent, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, queryClient, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { toast } from '../../lib/toast/toast-store.ts';
import { fitnessApi } from './fitness-api.ts';
import { Attribution, fitnessError, PatientChooser, todayIso, useWorkoutsBase } from './fitness-ui.tsx';

// the charts' chunk (the SVG chart kit) is fetched while the routine loads, not after it (the waterfall of
// ADR 0045, removed here as on the activity screen: ADR 0054); drawn at once when it has arrived (ADR 0069)
const { Component: BarsChart, preload: loadChart } = preloadable(() => import('./fitness-charts.tsx'));
export const dayOf = (iso: string) => formatDate(`${iso}T12:00:00`);

/**
 * Starts reading a routine as soon as its screen's chunk is loaded, while the signed-in shell is still
 * drawing (decision 0064: on a slow phone the read used to start a second later, after the shell).
 */
export function prefetchRoutine(id: string): void {
  void loadChart();
  void queryClient.prefetchQuery({
    queryKey: queryKeys.fitness.routine(id),
    queryFn: ({ signal }) => fitnessApi.routine(id, signal),
  });
}

/** `…/:id`: a routine, its days and sets with each exercise's credit; a client's adherence, volume and records. */
export function RoutineViewPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation('fitness');
  const base = useWorkoutsBase();
  useEffect(() => {
    void loadChart();
  }, []);
  // 5 s fresh: the read `prefetchRoutine` started with this chunk is used, not asked for again.
  const routine = useApiQuery(queryKeys.fitness.routine(id!), (signal) => fitnessApi.routine(id!, signal), {
    staleTime: 5_000,
  });
  if (routine.error) return <Alert>{errorMessage(routine.error, t)}</Alert>;
  if (!routine.data) return <LoadingStatus />;
  const r = routine.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={r.name}
        description={
          r.patient
            ? t('view.forClient', {
                name: `${r.patient.firstName} ${r.patient.lastName}`,
                date: dayOf(r.startDate!),
              })
            : t('workouts.template')
        }
        actions={
          <>
            <a
              href={`/api/v1/routines/${encodeURIComponent(r.id)}/pdf?lang=${i18n.language}&download=1`}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('view.pdf')}
            </a>
            <Link to={`${base}/${r.id}/edit`} className={buttonClasses({ variant: 'secondary' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('view.edit')}
            </Link>
          </>
        }
      />
      {r.goal ? <p className="text-sm">{r.goal}</p> : null}
      <p className="text-sm text-muted">
        {t(`progression.${r.progression.kind}`)}
        {r.progression.kind === 'load' ? ` (+${r.progression.loadStepKg} kg)` : ''}
        {r.progression.kind === 'reps' ? ` (+${r.progression.repsStep})` : ''}
      </p>
      {r.progress ? <Progress routine={r} /> : null}
      <RoutineDays routine={r} days={r.nextTargets} />
      <AssignCard routine={r} />
    </div>
  );
}

/** The days of a routine with their exercises and set targets (the next targets after progression). */
export function RoutineDays({ routine, days }: { routine: Routine; days: readonly RoutineDay[] }) {
  const { t } = useTranslation('fitness');
  return (
    <>
      {days.map((day, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a day, exercise or set is its position in the routine
        <Card key={`${i}-${day.name}`} title={day.name} description={t('view.nextTargets')}>
          <ol className="space-y-4">
            {day.exercises.map((ex, j) => {
              const info = routine.exercises[ex.exerciseId];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a day, exercise or set is its position in the routine
                <li key={`${j}-${ex.exerciseId}`} className="space-y-1">
                  <p className="font-semibold">
                    {j + 1}. {info?.name ?? '—'}
                    {ex.superset ? (
                      <span className="ml-2 rounded bg-surface px-1.5 py-0.5 text-xs">
                        {t('view.superset', { letter: ex.superset })}
                      </span>
                    ) : null}
                  </p>
                  <ul className="text-sm">
                    {ex.sets.map((s, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a day, exercise or set is its position in the routine
                      <li key={`${k}-${s.reps}-${s.seconds}`}>{setText(t, k, s)}</li>
                    ))}
                  </ul>
                  {ex.notes ? <p className="text-sm text-muted">{ex.notes}</p> : null}
                  {info ? <Attribution exercise={info} /> : null}
                </li>
              );
            })}
          </ol>
        </Card>
      ))}
    </>
  );
}

export function setText(
  t: TFunction<'fitness'>,
  index: number,
  s: RoutineDay['exercises'][number]['sets'][number],
): string {
  const work =
    s.reps !== null ? t('view.reps', { count: s.reps }) : t('view.seconds', { count: s.seconds ?? 0 });
  const load = s.loadKg ? ` × ${s.loadKg} kg` : ` · ${t('view.bodyWeight')}`;
  const rir = s.rir !== null ? ` · RIR ${s.rir}` : '';
  return `${t('view.set', { n: index + 1 })}: ${work}${load}${rir} · ${t('view.rest', { count: s.restSeconds })}`;
}

function Progress({ routine }: { routine: Routine }) {
  const { t } = useTranslation('fitness');
  const p = routine.progress!;
  const done = p.adherence.reduce((n, w) => n + w.done, 0);
  const planned = p.adherence.reduce((n, w) => n + w.planned, 0);
  const sessionColumns: Column<(typeof p.sessions)[number]>[] = [
    { key: 'on', header: t('fields.date'), primary: true, cell: (s) => dayOf(s.performedOn) },
    { key: 'day', header: t('fields.day'), cell: (s) => s.dayName },
    { key: 'sets', header: t('fields.sets'), cell: (s) => `${s.setsDone} / ${s.setsPlanned}` },
    { key: 'volume', header: t('fields.volume'), cell: (s) => `${s.volumeKg} kg` },
    {
      key: 'feeling',
      header: t('fields.feeling'),
      cell: (s) => (s.feeling ? t(`feeling.${s.feeling}`) : '—'),
    },
  ];
  return (
    <>
      <Card title={t('view.adherence')} description={t('view.adherenceSummary', { done, planned })}>
        <div className="h-56" data-testid="adherence-chart">
          <Suspense fallback={<LoadingStatus />}>
            <BarsChart
              rows={p.adherence.map((w) => ({ label: dayOf(w.weekStart), done: w.done, planned: w.planned }))}
              series={[
                { key: 'planned', label: t('view.planned'), color: 'var(--muted)' },
                { key: 'done', label: t('view.done'), color: 'var(--primary)' },
              ]}
            />
          </Suspense>
        </div>
        <ul className="sr-only">
          {p.adherence.map((w) => (
            <li key={w.weekStart}>
              {t('view.weekLine', { week: dayOf(w.weekStart), done: w.done, planned: w.planned })}
            </li>
          ))}
        </ul>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('view.volume')}>
          {p.volumeByMuscle.length ? (
            // taller than the adherence chart: the muscle names are slanted below it
            <div className="h-80">
              <Suspense fallback={<LoadingStatus />}>
                <BarsChart
                  rows={p.volumeByMuscle
                    .slice(0, 8)
                    .map((m) => ({ label: m.muscle.replace(/ \(.*\)$/, ''), sets: m.sets }))}
                  series={[{ key: 'sets', label: t('view.setsDone'), color: 'var(--primary)' }]}
                  categorical
                />
              </Suspense>
            </div>
          ) : (
            <p className="text-sm text-muted">{t('view.noSessions')}</p>
          )}
        </Card>
        <Card title={t('view.records')}>
          {p.records.length ? (
            <ul className="space-y-1 text-sm">
              {p.records.map((rec) => (
                <li key={rec.exerciseId}>
                  <span className="font-medium">{rec.name}</span>: {rec.loadKg} kg × {rec.reps} ·{' '}
                  {t('view.e1rm', { kg: rec.estimatedOneRepMaxKg })} · {dayOf(rec.on)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t('view.noSessions')}</p>
          )}
        </Card>
      </div>
      {p.sessions.length ? (
        <DataTable
          caption={t('view.sessions')}
          showCaption
          columns={sessionColumns}
          rows={p.sessions}
          rowKey={(s) => s.id}
        />
      ) : null}
    </>
  );
}

function AssignCard({ routine }: { routine: Routine }) {
  const { t } = useTranslation('fitness');
  const navigate = useNavigate();
  const base = useWorkoutsBase();
  const [patient, setPatient] = useState<PickerOption | null>(null);
  const [startDate, setStartDate] = useState(todayIso());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function assign(e: FormEvent) {
    e.preventDefault();
    if (!patient) {
      setFailure(t('view.chooseClient'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const copy = await fitnessApi.assign(routine.id, { patientId: patient.id, startDate });
      await invalidate(queryKeys.fitness.all);
      toast({ variant: 'success', title: t('view.assigned', { name: patient.label }) });
      navigate(`${base}/${copy.id}`);
    } catch (err) {
      setFailure(fitnessError(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={t('view.assignTitle')} description={t('view.assignHint')}>
      <form onSubmit={assign} className="grid items-end gap-3 md:grid-cols-[1fr_12rem_auto]" noValidate>
        <PatientChooser value={patient} onChange={setPatient} />
        <TextField label={t('fields.startDate')} type="date" value={startDate} onChange={setStartDate} />
        <Button type="submit" disabled={busy}>
          {t('view.assign')}
        </Button>
      </form>
      {failure ? <Alert className="mt-3">{failure}</Alert> : null}
    </Card>
  );
}

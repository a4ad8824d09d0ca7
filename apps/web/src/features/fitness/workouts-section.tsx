import type { Routine, WorkoutSession } from '@verdant/shared';
import { Dumbbell } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { ActivityImportCard, BiaImportCard } from './device-import.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { billingApi } from '../billing/billing-api.ts';
import { PackageList } from '../billing/packages-ui.tsx';
import { FlowActivity } from '../wellness/activity-card.tsx';
import { sendOrQueue } from '../../lib/offline/index.ts';
import { fitnessApi, fitnessWrites } from './fitness-api.ts';
import { Attribution, fitnessError, numberOf, todayIso } from './fitness-ui.tsx';
import { dayOf, setText } from './routine-view-page.tsx';

/** `/patient/flow` (movement): the client's routines; today's workout logged set by set from the phone. */
export function WorkoutsSection() {
  const { t } = useTranslation('fitness');
  const mine = useApiQuery(queryKeys.fitness.myRoutines, (signal) => fitnessApi.myRoutines(signal));
  return (
    <div className="space-y-6">
      <PageHeader title={t('patient.title')} description={t('patient.intro')} />
      <FlowActivity />
      {mine.error ? <Alert>{errorMessage(mine.error, t)}</Alert> : null}
      {mine.loading ? <LoadingStatus /> : null}
      {mine.data && mine.data.items.length === 0 ? (
        <EmptyState
          icon={<Dumbbell className="size-8" />}
          title={t('patient.empty')}
          description={t('patient.emptyHint')}
        />
      ) : null}
      {mine.data?.items.map((r) => (
        <RoutineLog key={r.id} routine={r} />
      ))}
      <MyPackages />
      {mine.data ? <MyDeviceImports routines={mine.data.items} /> : null}
    </div>
  );
}

/** The client's session packages with their trainers: credits left (flagged when running low) and the sessions that used them. */
function MyPackages() {
  const { t } = useTranslation('fitness');
  const packages = useApiQuery(queryKeys.billing.myPackages, (signal) => billingApi.myPackages(signal));
  if (!packages.data?.items.length) return null;
  return (
    <Card title={t('packages.mine')} description={t('packages.mineHint')}>
      <PackageList items={packages.data.items} showPatient={false} showSessions />
    </Card>
  );
}

/** The patient brings in their watch's and their scale's exports (into the record of their routine's practice). */
function MyDeviceImports({ routines }: { routines: Routine[] }) {
  const patientId = routines.find((r) => r.patient)?.patient?.id;
  const target = { self: true as const, ...(patientId ? { patientId } : {}) };
  return (
    <>
      <ActivityImportCard target={target} onImported={() => undefined} />
      <BiaImportCard target={target} onImported={() => invalidate(queryKeys.fitness.myBia)} />
    </>
  );
}

interface SetDraft {
  done: boolean;
  reps: string;
  load: string;
  seconds: string;
}

function RoutineLog({ routine }: { routine: Routine }) {
  const { t } = useTranslation('fitness');
  const sessions = routine.progress?.sessions ?? [];
  // the day after the last one logged
  const lastDay = sessions[0]?.dayIndex ?? -1;
  const [dayIndex, setDayIndex] = useState((lastDay + 1) % routine.days.length);
  const targets = routine.nextTargets[dayIndex]!;
  const fresh = () =>
    targets.exercises.map((ex) =>
      ex.sets.map((s) => ({
        done: false,
        reps: s.reps === null ? '' : String(s.reps),
        load: s.loadKg ? String(s.loadKg) : '',
        seconds: s.seconds === null ? '' : String(s.seconds),
      })),
    );
  const [sets, setSets] = useState<SetDraft[][]>(fresh);
  const [performedOn, setPerformedOn] = useState(todayIso());
  const [feeling, setFeeling] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const week = routine.progress?.adherence.at(-1);

  function chooseDay(value: string) {
    const i = Number(value);
    setDayIndex(i);
    const next = routine.nextTargets[i]!;
    setSets(
      next.exercises.map((ex) =>
        ex.sets.map((s) => ({
          done: false,
          reps: s.reps === null ? '' : String(s.reps),
          load: s.loadKg ? String(s.loadKg) : '',
          seconds: s.seconds === null ? '' : String(s.seconds),
        })),
      ),
    );
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const payload = sets.flatMap((row, exerciseIndex) =>
      row.map((s, setIndex) => ({
        exerciseIndex,
        setIndex,
        done: s.done,
        reps: numberOf(s.reps),
        seconds: numberOf(s.seconds),
        loadKg: numberOf(s.load),
      })),
    );
    if (!payload.some((s) => s.done)) {
      setFailure(t('patient.noneDone'));
      return;
    }
    setBusy(true);
    try {
      const outcome = await sendOrQueue<WorkoutSession>(
        fitnessWrites.session(routine.id, {
          dayIndex,
          performedOn,
          feeling: feeling ? Number(feeling) : null,
          notes: notes.trim(),
          sets: payload,
        }),
      );
      if (outcome.saved) {
        await invalidate(queryKeys.fitness.myRoutines);
        toast({
          variant: 'success',
          title: t('patient.logged', { done: outcome.saved.setsDone, planned: outcome.saved.setsPlanned }),
        });
      } else {
        // kept on the phone: the offline notice above lists it until it is sent
        const done = payload.filter((s) => s.done).length;
        toast({ variant: 'success', title: t('patient.queued', { done, planned: payload.length }) });
      }
      setSets(fresh());
      setNotes('');
      setFeeling('');
    } catch (err) {
      setFailure(fitnessError(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title={routine.name}
      description={[
        routine.practiceName,
        week ? t('patient.thisWeek', { done: week.done, planned: week.planned }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <h3 className="font-semibold">{t('patient.today')}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('fields.day')}
            value={String(dayIndex)}
            onChange={chooseDay}
            options={routine.days.map((d, i) => ({ value: String(i), label: d.name }))}
          />
          <TextField
            label={t('fields.date')}
            type="date"
            value={performedOn}
            onChange={setPerformedOn}
            max={todayIso()}
          />
        </div>
        <ol className="space-y-4">
          {targets.exercises.map((ex, exerciseIndex) => {
            const info = routine.exercises[ex.exerciseId];
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a day, exercise or set is its position in the routine
                key={`${exerciseIndex}-${ex.exerciseId}`}
                className="space-y-2 rounded-md border border-border p-3"
              >
                <p className="font-semibold">
                  {exerciseIndex + 1}. {info?.name}
                </p>
                {ex.notes ? <p className="text-sm text-muted">{ex.notes}</p> : null}
                {ex.sets.map((target, setIndex) => {
                  const s = sets[exerciseIndex]?.[setIndex];
                  if (!s) return null;
                  const edit = (patch: Partial<SetDraft>) =>
                    setSets((all) =>
                      all.map((row, i) =>
                        i === exerciseIndex
                          ? row.map((x, j) => (j === setIndex ? { ...x, ...patch } : x))
                          : row,
                      ),
                    );
                  const name = info?.name ?? '';
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: a day, exercise or set is its position in the routine
                      key={`${setIndex}-${target.restSeconds}`}
                      className="space-y-1 border-t border-border pt-2"
                    >
                      <p className="text-xs text-muted">{setText(t, setIndex, target)}</p>
                      <div className="grid grid-cols-[auto_1fr_1fr] items-end gap-2">
                        <CheckField
                          label={
                            <span>
                              {t('patient.done', { n: setIndex + 1 })}
                              <span className="sr-only"> {name}</span>
                            </span>
                          }
                          checked={s.done}
                          onChange={(v) => edit({ done: v })}
                          className="pb-2"
                        />
                        {target.seconds !== null ? (
                          <TextField
                            label={t('patient.secondsOf', { n: setIndex + 1 })}
                            value={s.seconds}
                            onChange={(v) => edit({ seconds: v })}
                            inputMode="numeric"
                          />
                        ) : (
                          <TextField
                            label={t('patient.repsOf', { n: setIndex + 1 })}
                            value={s.reps}
                            onChange={(v) => edit({ reps: v })}
                            inputMode="numeric"
                          />
                        )}
                        <TextField
                          label={t('patient.loadOf', { n: setIndex + 1 })}
                          value={s.load}
                          onChange={(v) => edit({ load: v })}
                          inputMode="decimal"
                        />
                      </div>
                    </div>
                  );
                })}
                {info ? <Attribution exercise={info} /> : null}
              </li>
            );
          })}
        </ol>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('fields.feeling')}
            value={feeling}
            onChange={setFeeling}
            placeholder={t('patient.feelingPlaceholder')}
            options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t(`feeling.${n}`) }))}
          />
          <TextAreaField
            label={t('fields.notes')}
            value={notes}
            onChange={setNotes}
            rows={2}
            maxLength={1000}
          />
        </div>
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {t('patient.save')}
        </Button>
      </form>
      {sessions.length ? (
        <div className="mt-6">
          <h3 className="mb-2 font-semibold">{t('patient.recent')}</h3>
          <ul className="space-y-1 text-sm">
            {sessions.slice(0, 6).map((s) => (
              <li key={s.id}>
                {dayOf(s.performedOn)} · {s.dayName} ·{' '}
                {t('patient.setsLine', { done: s.setsDone, planned: s.setsPlanned })}
                {s.feeling ? ` · ${t(`feeling.${s.feeling}`)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

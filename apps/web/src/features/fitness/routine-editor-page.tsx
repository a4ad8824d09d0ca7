import {
  type Exercise,
  PROGRESSION_KINDS,
  type ProgressionKind,
  type Routine,
  type RoutineDay,
} from '@verdant/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { type PickerOption, SearchPicker } from '../../components/search-picker.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { fitnessApi, searchExerciseOptions } from './fitness-api.ts';
import {
  Attribution,
  fitnessError,
  numberOf,
  PatientChooser,
  todayIso,
  useWorkoutsBase,
} from './fitness-ui.tsx';

interface DraftSet {
  key: string;
  reps: string;
  seconds: string;
  load: string;
  rest: string;
  rir: string;
}
interface DraftExercise {
  key: string;
  exercise: Exercise;
  notes: string;
  superset: string;
  sets: DraftSet[];
}
interface DraftDay {
  key: string;
  name: string;
  exercises: DraftExercise[];
}

const newKey = () => crypto.randomUUID();
const str = (n: number | null) => (n === null ? '' : String(n));
const blankSet = (from?: DraftSet): DraftSet =>
  from
    ? { ...from, key: newKey() }
    : { key: newKey(), reps: '10', seconds: '', load: '', rest: '90', rir: '2' };

function toDraft(r: Routine): DraftDay[] {
  return r.days.map((d) => ({
    key: newKey(),
    name: d.name,
    exercises: d.exercises
      .filter((e) => r.exercises[e.exerciseId])
      .map((e) => ({
        key: newKey(),
        exercise: r.exercises[e.exerciseId]!,
        notes: e.notes,
        superset: e.superset ?? '',
        sets: e.sets.map((s) => ({
          key: newKey(),
          reps: str(s.reps),
          seconds: str(s.seconds),
          load: str(s.loadKg),
          rest: String(s.restSeconds),
          rir: str(s.rir),
        })),
      })),
  }));
}

function toDays(days: readonly DraftDay[]): RoutineDay[] {
  return days.map((d) => ({
    name: d.name.trim(),
    exercises: d.exercises.map((e) => ({
      exerciseId: e.exercise.id,
      notes: e.notes.trim(),
      superset: e.superset ? e.superset.toUpperCase() : null,
      sets: e.sets.map((s) => {
        const seconds = numberOf(s.seconds);
        return {
          reps: seconds === null ? numberOf(s.reps) : null,
          seconds,
          loadKg: numberOf(s.load),
          restSeconds: numberOf(s.rest) ?? 0,
          rir: numberOf(s.rir),
        };
      }),
    })),
  }));
}

/** `…/new` and `…/:id/edit`: a routine's days, ordered exercises from the library and their sets. */
export function RoutineEditorPage() {
  const { id } = useParams();
  const existing = useApiQuery(id ? queryKeys.fitness.routine(id) : null, (signal) =>
    fitnessApi.routine(id!, signal),
  );
  if (id && !existing.data) {
    return existing.error ? <Alert>{errorMessage(existing.error, (k) => k)}</Alert> : <LoadingStatus />;
  }
  return <RoutineEditor routine={existing.data} />;
}

function RoutineEditor({ routine }: { routine: Routine | null }) {
  const { t } = useTranslation('fitness');
  const navigate = useNavigate();
  const base = useWorkoutsBase();
  const [name, setName] = useState(routine?.name ?? '');
  const [goal, setGoal] = useState(routine?.goal ?? '');
  const [kind, setKind] = useState<ProgressionKind>(routine?.progression.kind ?? 'load');
  const [loadStep, setLoadStep] = useState(String(routine?.progression.loadStepKg ?? 2.5));
  const [repsStep, setRepsStep] = useState(String(routine?.progression.repsStep ?? 1));
  const [patient, setPatient] = useState<PickerOption | null>(null);
  const [startDate, setStartDate] = useState(routine?.startDate ?? todayIso());
  const [days, setDays] = useState<DraftDay[]>(
    routine ? toDraft(routine) : [{ key: newKey(), name: t('editor.dayName', { n: 1 }), exercises: [] }],
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const found = useRef(new Map<string, Exercise>());

  const changeDay = (key: string, change: (d: DraftDay) => DraftDay) =>
    setDays((all) => all.map((d) => (d.key === key ? change(d) : d)));
  const changeExercise = (day: string, key: string, change: (e: DraftExercise) => DraftExercise) =>
    changeDay(day, (d) => ({ ...d, exercises: d.exercises.map((e) => (e.key === key ? change(e) : e)) }));
  const move = <T,>(list: T[], i: number, by: number) => {
    const next = [...list];
    const j = i + by;
    if (j < 0 || j >= next.length) return list;
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!name.trim() || days.some((d) => !d.name.trim() || d.exercises.length === 0)) {
      setFailure(t('editor.incomplete'));
      return;
    }
    const progression = { kind, loadStepKg: numberOf(loadStep) ?? 0, repsStep: numberOf(repsStep) ?? 0 };
    setBusy(true);
    try {
      const saved = routine
        ? await fitnessApi.updateRoutine(routine.id, {
            name: name.trim(),
            goal: goal.trim(),
            days: toDays(days),
            progression,
            ...(routine.startDate ? { startDate } : {}),
            version: routine.version,
          })
        : await fitnessApi.createRoutine({
            name: name.trim(),
            goal: goal.trim(),
            days: toDays(days),
            progression,
            ...(patient ? { patientId: patient.id, startDate } : {}),
          });
      await invalidate(queryKeys.fitness.all);
      toast({ variant: 'success', title: t('editor.saved') });
      navigate(`${base}/${saved.id}`);
    } catch (err) {
      setFailure(fitnessError(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <PageHeader
        title={routine ? t('editor.editTitle') : t('editor.newTitle')}
        description={t('editor.description')}
      />
      <Card title={t('editor.about')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('fields.name')} value={name} onChange={setName} required maxLength={120} />
          <TextAreaField label={t('fields.goal')} value={goal} onChange={setGoal} rows={2} maxLength={500} />
          <SelectField
            label={t('fields.progression')}
            value={kind}
            onChange={(v) => setKind(v as ProgressionKind)}
            options={PROGRESSION_KINDS.map((k) => ({ value: k, label: t(`progression.${k}`) }))}
          />
          {kind === 'load' ? (
            <TextField
              label={t('fields.loadStep')}
              value={loadStep}
              onChange={setLoadStep}
              inputMode="decimal"
            />
          ) : null}
          {kind === 'reps' ? (
            <TextField
              label={t('fields.repsStep')}
              value={repsStep}
              onChange={setRepsStep}
              inputMode="numeric"
            />
          ) : null}
          {routine ? null : (
            <PatientChooser value={patient} onChange={setPatient} label={t('editor.clientOptional')} />
          )}
          {patient || routine?.startDate ? (
            <TextField label={t('fields.startDate')} type="date" value={startDate} onChange={setStartDate} />
          ) : null}
        </div>
      </Card>

      {days.map((day, dayIndex) => (
        <Card
          key={day.key}
          title={day.name || t('editor.dayName', { n: dayIndex + 1 })}
          actions={
            days.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setDays((all) => all.filter((d) => d.key !== day.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('editor.removeDay')}
              </Button>
            ) : null
          }
        >
          <div className="space-y-4">
            <TextField
              label={t('fields.dayName')}
              value={day.name}
              onChange={(v) => changeDay(day.key, (d) => ({ ...d, name: v }))}
              maxLength={80}
            />
            <ol className="space-y-4">
              {day.exercises.map((ex, exIndex) => (
                <li
                  key={ex.key}
                  className="space-y-3 rounded-md border border-border p-3"
                  data-testid="routine-exercise"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold">
                        {exIndex + 1}. {ex.exercise.name}
                      </p>
                      <Attribution exercise={ex.exercise} />
                    </div>
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t('editor.moveUp', { name: ex.exercise.name })}
                        onClick={() =>
                          changeDay(day.key, (d) => ({ ...d, exercises: move(d.exercises, exIndex, -1) }))
                        }
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t('editor.moveDown', { name: ex.exercise.name })}
                        onClick={() =>
                          changeDay(day.key, (d) => ({ ...d, exercises: move(d.exercises, exIndex, 1) }))
                        }
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t('editor.removeExercise', { name: ex.exercise.name })}
                        onClick={() =>
                          changeDay(day.key, (d) => ({
                            ...d,
                            exercises: d.exercises.filter((e) => e.key !== ex.key),
                          }))
                        }
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </div>
                  <fieldset className="space-y-2">
                    <legend className="text-sm font-medium">{t('editor.sets')}</legend>
                    {ex.sets.map((set, setIndex) => {
                      const edit = (field: keyof DraftSet) => (value: string) =>
                        changeExercise(day.key, ex.key, (e) => ({
                          ...e,
                          sets: e.sets.map((s) => (s.key === set.key ? { ...s, [field]: value } : s)),
                        }));
                      const label = (f: string) =>
                        t('editor.setField', { field: t(`fields.${f}`), n: setIndex + 1 });
                      return (
                        <div key={set.key} className="grid grid-cols-3 items-end gap-2 sm:grid-cols-6">
                          <TextField
                            label={label('reps')}
                            value={set.reps}
                            onChange={edit('reps')}
                            inputMode="numeric"
                          />
                          <TextField
                            label={label('seconds')}
                            value={set.seconds}
                            onChange={edit('seconds')}
                            inputMode="numeric"
                          />
                          <TextField
                            label={label('load')}
                            value={set.load}
                            onChange={edit('load')}
                            inputMode="decimal"
                          />
                          <TextField
                            label={label('rest')}
                            value={set.rest}
                            onChange={edit('rest')}
                            inputMode="numeric"
                          />
                          <TextField
                            label={label('rir')}
                            value={set.rir}
                            onChange={edit('rir')}
                            inputMode="numeric"
                          />
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            disabled={ex.sets.length === 1}
                            aria-label={t('editor.removeSet', { n: setIndex + 1 })}
                            onClick={() =>
                              changeExercise(day.key, ex.key, (e) => ({
                                ...e,
                                sets: e.sets.filter((s) => s.key !== set.key),
                              }))
                            }
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </Button>
                        </div>
                      );
                    })}
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={ex.sets.length >= 20}
                      onClick={() =>
                        changeExercise(day.key, ex.key, (e) => ({
                          ...e,
                          sets: [...e.sets, blankSet(e.sets.at(-1))],
                        }))
                      }
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      {t('editor.addSet')}
                    </Button>
                  </fieldset>
                  <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
                    <TextField
                      label={t('fields.notes')}
                      value={ex.notes}
                      onChange={(v) => changeExercise(day.key, ex.key, (e) => ({ ...e, notes: v }))}
                      maxLength={500}
                    />
                    <TextField
                      label={t('fields.superset')}
                      hint={t('editor.supersetHint')}
                      value={ex.superset}
                      onChange={(v) =>
                        changeExercise(day.key, ex.key, (e) => ({
                          ...e,
                          superset: v
                            .replace(/[^a-z]/gi, '')
                            .slice(0, 1)
                            .toUpperCase(),
                        }))
                      }
                    />
                  </div>
                </li>
              ))}
            </ol>
            <SearchPicker
              label={t('editor.addExercise')}
              value={null}
              onChange={(o) => {
                const exercise = o && found.current.get(o.id);
                if (!exercise) return;
                changeDay(day.key, (d) => ({
                  ...d,
                  exercises: [
                    ...d.exercises,
                    {
                      key: newKey(),
                      exercise,
                      notes: '',
                      superset: '',
                      sets: [blankSet(), blankSet(), blankSet()],
                    },
                  ],
                }));
              }}
              queryKey={queryKeys.fitness.exercisePicker}
              search={async (q, signal) => {
                const options = await searchExerciseOptions(q, signal);
                for (const o of options) found.current.set(o.id, o.exercise);
                return options.map(({ exercise: _e, ...o }) => o);
              }}
              placeholder={t('library.searchPlaceholder')}
            />
          </div>
        </Card>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={days.length >= 7}
          onClick={() =>
            setDays((all) => [
              ...all,
              { key: newKey(), name: t('editor.dayName', { n: all.length + 1 }), exercises: [] },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.addDay')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('editor.save')}
        </Button>
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
    </form>
  );
}

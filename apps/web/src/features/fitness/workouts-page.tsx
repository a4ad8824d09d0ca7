import type { Exercise, RoutineSummary } from '@verdant/shared';
import { Dumbbell, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, pagePosition } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { fitnessApi } from './fitness-api.ts';
import { Attribution, fitnessError, useWorkoutsBase } from './fitness-ui.tsx';

type Tab = 'routines' | 'library';

/** `/fitness/workouts` (= `/fitness/routines`), `/dietitian/workout`, `/workouts`: routines and the exercise library. */
export function WorkoutsPage() {
  const { t } = useTranslation('fitness');
  const base = useWorkoutsBase();
  const { params, update } = useUrlQuery();
  const tab: Tab = params.get('tab') === 'library' ? 'library' : 'routines';
  return (
    <>
      <PageHeader
        title={t('workouts.title')}
        description={t('workouts.description')}
        actions={
          <Link to={`${base}/new`} className={buttonClasses({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t('workouts.new')}
          </Link>
        }
      />
      <Tabs<Tab>
        label={t('workouts.title')}
        value={tab}
        onChange={(k) =>
          update({ tab: k === 'routines' ? null : k, q: null, muscle: null, equipment: null, category: null })
        }
        items={[
          { key: 'routines', label: t('workouts.routinesTab'), panel: <RoutineList base={base} /> },
          { key: 'library', label: t('workouts.libraryTab'), panel: <ExerciseLibrary /> },
        ]}
      />
    </>
  );
}

function RoutineList({ base }: { base: string }) {
  const { t } = useTranslation('fitness');
  const { params, update } = useUrlQuery();
  const kind = params.get('kind') ?? 'all';
  const list = useApiQuery(queryKeys.fitness.routines(kind), (signal) =>
    fitnessApi.routines({ kind }, signal),
  );
  const columns: Column<RoutineSummary>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      primary: true,
      cell: (r) => (
        <Link to={`${base}/${r.id}`} className="font-medium text-primary underline underline-offset-2">
          {r.name}
        </Link>
      ),
    },
    {
      key: 'client',
      header: t('client'),
      cell: (r) => (r.patient ? `${r.patient.firstName} ${r.patient.lastName}` : t('workouts.template')),
    },
    { key: 'days', header: t('fields.days'), cell: (r) => t('workouts.dayCount', { count: r.dayCount }) },
    { key: 'sessions', header: t('fields.sessions'), cell: (r) => r.sessionCount },
    {
      key: 'last',
      header: t('fields.lastSession'),
      from: 'md',
      cell: (r) => (r.lastSessionOn ? formatDate(`${r.lastSessionOn}T12:00:00`) : '—'),
    },
  ];
  return (
    <div className="space-y-4">
      <Field label={t('workouts.show')} className="max-w-xs">
        {(p) => (
          <Select
            {...p}
            value={kind}
            onChange={(e) => update({ kind: e.target.value === 'all' ? null : e.target.value })}
          >
            {['all', 'templates', 'clients'].map((k) => (
              <option key={k} value={k}>
                {t(`workouts.kinds.${k}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={<Dumbbell className="size-8" />}
          title={t('workouts.empty')}
          description={t('workouts.emptyHint')}
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable
          caption={t('workouts.routinesTab')}
          columns={columns}
          rows={list.data.items}
          rowKey={(r) => r.id}
        />
      ) : null}
    </div>
  );
}

function ExerciseLibrary() {
  const { t } = useTranslation('fitness');
  const { params, page, update } = useUrlQuery();
  const q = params.get('q') ?? '';
  const muscle = params.get('muscle') ?? '';
  const equipment = params.get('equipment') ?? '';
  const category = params.get('category') ?? '';
  const facets = useApiQuery(queryKeys.fitness.facets, (signal) => fitnessApi.facets(signal), {
    staleTime: 600_000,
  });
  const query = { q, muscle, equipment, category, page, pageSize: 12 };
  const list = useApiQuery(queryKeys.fitness.exercises(JSON.stringify(query)), (signal) =>
    fitnessApi.exercises(
      {
        page,
        pageSize: 12,
        ...(q ? { q } : {}),
        ...(muscle ? { muscle } : {}),
        ...(equipment ? { equipment } : {}),
        ...(category ? { category } : {}),
      },
      signal,
    ),
  );
  const select = (name: 'muscle' | 'equipment' | 'category', value: string, options: readonly string[]) => (
    <Field label={t(`library.${name}`)}>
      {(p) => (
        <Select {...p} value={value} onChange={(e) => update({ [name]: e.target.value || null })}>
          <option value="">{t('library.any')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const position = list.data ? pagePosition(list.data) : null;
  return (
    <div className="space-y-4">
      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('library.search')}>
          {(p) => (
            <Input
              {...p}
              type="search"
              value={q}
              placeholder={t('library.searchPlaceholder')}
              onChange={(e) => update({ q: e.target.value || null }, true)}
            />
          )}
        </Field>
        {select('muscle', muscle, facets.data?.muscles ?? [])}
        {select('equipment', equipment, facets.data?.equipment ?? [])}
        {select('category', category, facets.data?.categories ?? [])}
      </search>
      <OwnExerciseForm
        categories={facets.data?.categories ?? []}
        muscles={facets.data?.muscles ?? []}
        onSaved={(name) => update({ q: name, muscle: null, equipment: null, category: null })}
      />
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {list.data ? (
        <p className="text-sm text-muted" aria-live="polite">
          {t('library.count', { count: list.data.total })}
        </p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {(list.data?.items ?? []).map((e) => (
          <li key={e.id}>
            <ExerciseCard exercise={e} />
          </li>
        ))}
      </ul>
      {position && position.pageCount > 1 ? (
        <Pager
          page={page}
          pages={position.pageCount}
          label={t('library.pages')}
          summary={`${position.from}–${position.to} / ${position.total}`}
        />
      ) : null}
    </div>
  );
}

export function ExerciseCard({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation('fitness');
  return (
    <article className="h-full space-y-2 rounded-lg border border-border bg-card p-4 text-sm">
      {exercise.imageUrl ? (
        <img
          src={exercise.imageUrl}
          alt={t('own.imageOf', { name: exercise.name })}
          loading="lazy"
          className="aspect-video w-full rounded-md bg-surface object-cover"
        />
      ) : null}
      <h3 className="font-semibold text-fg">{exercise.name}</h3>
      <p className="text-muted">
        {exercise.category}
        {exercise.equipment.length ? ` · ${exercise.equipment.join(', ')}` : ''}
      </p>
      {exercise.primaryMuscles.length ? (
        <p>
          <span className="font-medium">{t('library.muscles')}: </span>
          {exercise.primaryMuscles.join(', ')}
          {exercise.secondaryMuscles.length ? ` (+ ${exercise.secondaryMuscles.join(', ')})` : ''}
        </p>
      ) : null}
      {exercise.description ? (
        <details>
          <summary className="cursor-pointer text-primary">{t('library.howTo')}</summary>
          <p className="mt-1 whitespace-pre-line break-words">{exercise.description}</p>
        </details>
      ) : null}
      <Attribution exercise={exercise} />
    </article>
  );
}

/** A practice's own exercise (seen by the practice only): name, category, main muscle, equipment, how to do it. */
function OwnExerciseForm({
  categories,
  muscles,
  onSaved,
}: {
  categories: readonly string[];
  muscles: readonly string[];
  onSaved(name: string): void;
}) {
  const { t } = useTranslation('fitness');
  const [form, setForm] = useState({ name: '', category: '', muscle: '', equipment: '', description: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const imageId = useId();
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  async function save(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (form.name.trim().length < 2 || !form.category || form.description.trim().length < 10) {
      setFailure(t('own.incomplete'));
      return;
    }
    if (image && (image.size > 2 * 1024 * 1024 || !/^image\/(png|jpeg)$/.test(image.type))) {
      setFailure(t('own.imageRefused'));
      return;
    }
    setBusy(true);
    try {
      const created = await fitnessApi.createExercise({
        name: form.name.trim(),
        category: form.category,
        primaryMuscles: form.muscle ? [form.muscle] : [],
        equipment: form.equipment.trim() ? [form.equipment.trim()] : [],
        description: form.description.trim(),
      });
      if (image) {
        try {
          await fitnessApi.setExerciseImage(created.id, image);
        } catch (err) {
          await invalidate(queryKeys.fitness.all);
          setFailure(`${t('own.savedWithoutImage')} ${fitnessError(err, t)}`);
          return;
        }
      }
      await invalidate(queryKeys.fitness.all);
      toast({ variant: 'success', title: t('own.saved') });
      setForm({ name: '', category: '', muscle: '', equipment: '', description: '' });
      setImage(null);
      onSaved(created.name);
    } catch (err) {
      setFailure(fitnessError(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <details className="rounded-lg border border-border bg-card p-4">
      <summary className="cursor-pointer font-medium text-primary">{t('own.title')}</summary>
      <form onSubmit={save} noValidate className="mt-4 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('fields.name')} value={form.name} onChange={set('name')} maxLength={120} />
          <SelectField
            label={t('library.category')}
            value={form.category}
            onChange={set('category')}
            placeholder={t('own.choose')}
            options={categories.map((c) => ({ value: c, label: c }))}
          />
          <SelectField
            label={t('own.muscle')}
            value={form.muscle}
            onChange={set('muscle')}
            placeholder={t('own.none')}
            options={muscles.map((m) => ({ value: m, label: m }))}
          />
          <TextField
            label={t('library.equipment')}
            value={form.equipment}
            onChange={set('equipment')}
            maxLength={80}
          />
        </div>
        <TextAreaField
          label={t('own.description')}
          value={form.description}
          onChange={set('description')}
          rows={3}
          maxLength={4000}
        />
        <div className="space-y-1">
          <label htmlFor={imageId} className="block text-sm font-medium">
            {t('own.image')}
          </label>
          <input
            id={imageId}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={`${imageId}-hint`}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
          />
          <p id={`${imageId}-hint`} className="text-xs text-muted">
            {t('own.imageHint')}
          </p>
        </div>
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {t('own.save')}
        </Button>
      </form>
    </details>
  );
}

import type {
  AnthropometricEntry,
  AnthropometricSeries,
  MeasuredPatient,
  VitalEntry,
  VitalSeries,
} from '@verdant/shared/consultations';
import { Activity, Pencil, Plus, Ruler, Trash2 } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { TextField } from '../../components/form-fields.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { patientsApi } from '../patients/patients-api.ts';
import { UnitSwitch } from '../patients/patient-ui.tsx';
import { type UnitSystem, useUnitSystem } from '../patients/units.ts';
import { Figures, RecordSection, useConsultationFieldText } from './consultation-ui.tsx';
import { consultationsApi, type MeasureKind } from './consultations-api.ts';
import { localDateTime } from './editor-form.ts';
import {
  anthroFigures,
  type Figure,
  fieldUnit,
  inputText,
  inputValue,
  MEASURE_FIELDS,
  toUnits,
  vitalFigures,
} from './measures.ts';

const MeasurementChart = lazy(() => import('./measurement-chart.tsx'));

type Entry = VitalEntry | AnthropometricEntry;
type Series = VitalSeries | AnthropometricSeries;

function figuresOf(kind: MeasureKind, entry: Entry, patient: MeasuredPatient): Figure[] {
  return kind === 'vitals'
    ? vitalFigures(entry as VitalEntry)
    : anthroFigures(entry as AnthropometricEntry, patient, new Date(entry.measuredAt));
}

const entryValue = (entry: Entry, field: string) =>
  (entry as unknown as Record<string, number | null>)[field] ?? null;

/** The chart's rows, oldest first, in the user's units (BMI added for anthropometrics). */
function chartRows(kind: MeasureKind, items: readonly Entry[], patient: MeasuredPatient, units: UnitSystem) {
  return [...items].reverse().map((e) => {
    const row: Record<string, number | null> = { at: Date.parse(e.measuredAt) };
    for (const [field, q] of MEASURE_FIELDS[kind]) {
      const si = entryValue(e, field);
      row[field] = si === null ? null : q ? toUnits(q, si, units) : si;
    }
    if (kind === 'anthropometrics') {
      row.bmi =
        anthroFigures(e as AnthropometricEntry, patient).find((f) => f.code.startsWith('bmi.'))?.value ??
        null;
    }
    return row;
  });
}

function EntryForm({
  kind,
  patientId,
  entry,
  onDone,
}: {
  kind: MeasureKind;
  patientId: string;
  entry?: Entry;
  onDone(): void;
}) {
  const { t } = useTranslation('consultations');
  const fieldText = useConsultationFieldText();
  const units = useUnitSystem();
  const key = useRef(crypto.randomUUID());
  const [measuredAt, setMeasuredAt] = useState(localDateTime(entry?.measuredAt ?? new Date().toISOString()));
  const [notes, setNotes] = useState(entry?.notes ?? '');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      MEASURE_FIELDS[kind].map(([f, q]) => [f, inputText(q, entry ? entryValue(entry, f) : null, units)]),
    ),
  );
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useApiMutation(
    (input: Record<string, unknown>) =>
      entry
        ? consultationsApi.updateEntry(kind, patientId, entry.id, input)
        : consultationsApi.addEntry(kind, patientId, input, key.current),
    {
      invalidates: [queryKeys.consultations.series(kind, patientId)],
      onSuccess: () => {
        toast({ variant: 'success', title: t('measurements.saved') });
        key.current = crypto.randomUUID();
        onDone();
      },
    },
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    const errors: Record<string, string> = {};
    const input: Record<string, unknown> = {
      measuredAt: new Date(measuredAt).toISOString(),
      notes: notes.trim() || null,
    };
    for (const [field, q] of MEASURE_FIELDS[kind]) {
      const v = inputValue(q, values[field] ?? '', units);
      if (Number.isNaN(v)) errors[field] = 'numberInvalid';
      input[field] = v;
    }
    setLocal(errors);
    if (Object.keys(errors).length === 0) void save.run(input);
  }
  const errors = { ...(save.error?.fields ?? {}), ...local };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          label={t('fields.measuredAt')}
          type="datetime-local"
          value={measuredAt}
          onChange={setMeasuredAt}
          className="col-span-2 sm:col-span-1"
        />
        {MEASURE_FIELDS[kind].map(([field, q]) => (
          <TextField
            key={field}
            label={`${t(`measures.${field}`)} (${fieldUnit(field, q, units)})`}
            inputMode="decimal"
            value={values[field] ?? ''}
            onChange={(v) => setValues((s) => ({ ...s, [field]: v }))}
            error={fieldText(errors[field])}
          />
        ))}
      </div>
      <TextField label={t('fields.notes')} value={notes} onChange={setNotes} />
      {save.error && !Object.keys(save.error.fields).length ? (
        <Alert>{errorMessage(save.error, t)}</Alert>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" loading={save.busy}>
          {t('measurements.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function EntryRow({
  kind,
  entry,
  patient,
  consultationBase,
  onEdit,
}: {
  kind: MeasureKind;
  entry: Entry;
  patient: MeasuredPatient;
  consultationBase: string | null;
  onEdit(entry: Entry): void;
}) {
  const { t, i18n } = useTranslation('consultations');
  const units = useUnitSystem();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const remove = useApiMutation(() => consultationsApi.deleteEntry(kind, patient.id, entry.id), {
    invalidates: [queryKeys.consultations.series(kind, patient.id)],
    onSuccess: () => toast({ variant: 'success', title: t('measurements.deleted') }),
  });
  const values = MEASURE_FIELDS[kind].flatMap(([field, q]) => {
    const si = entryValue(entry, field);
    if (si === null) return [];
    return [
      `${t(`measures.${field}`)} ${number.format(q ? toUnits(q, si, units) : si)} ${fieldUnit(field, q, units)}`,
    ];
  });
  return (
    <li className="space-y-2 py-3" data-testid="measurement">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">{formatDateTime(entry.measuredAt)}</p>
          <p className="text-sm tabular-nums">{values.join(' · ')}</p>
          {entry.notes ? <p className="text-xs text-muted">{entry.notes}</p> : null}
          <p className="text-xs text-muted">
            {entry.consultationId ? (
              consultationBase ? (
                <Link to={`${consultationBase}/${entry.consultationId}`} className="underline">
                  {t('measurements.inConsultation')}
                </Link>
              ) : (
                t('measurements.inConsultation')
              )
            ) : (
              t('measurements.onItsOwn')
            )}
            {entry.recordedBy ? ` · ${entry.recordedBy.name}` : ''}
          </p>
        </div>
        {entry.locked ? null : (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onClick={() => onEdit(entry)}
            >
              {t('measurements.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              loading={remove.busy}
              onClick={() => void remove.run(undefined)}
            >
              {t('measurements.delete')}
            </Button>
          </div>
        )}
      </div>
      <Figures figures={figuresOf(kind, entry, patient)} />
    </li>
  );
}

/** A patient's series: chart over time, the entries with their figures, and recording a new one. */
export function MeasurementsView({
  kind,
  patientId,
  patientBase,
}: {
  kind: MeasureKind;
  patientId: string;
  patientBase: string;
}) {
  const { t, i18n } = useTranslation('consultations');
  const units = useUnitSystem();
  const { roles } = useAuth();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Entry | null>(null);
  const series = useApiQuery(queryKeys.consultations.series(kind, patientId), (signal) =>
    consultationsApi.series(kind, patientId, signal),
  );
  if (series.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  const data = series.data as Series | null;
  const consultationBase = roles.includes('dietitian')
    ? '/dietitian/consultations'
    : roles.includes('medical')
      ? '/medical/consultations'
      : null;
  const chartSeries =
    kind === 'vitals'
      ? (['systolic', 'diastolic', 'heartRate', 'temperatureC', 'spo2'] as const).map((k) => ({
          key: k,
          label: t(`measures.${k}`),
        }))
      : [
          { key: 'weightKg', label: `${t('measures.weightKg')} (${fieldUnit('weightKg', 'mass', units)})` },
          { key: 'waistCm', label: `${t('measures.waistCm')} (${fieldUnit('waistCm', 'length', units)})` },
          { key: 'bmi', label: t('figures.kinds.bmi') },
        ];
  const rows = data ? chartRows(kind, data.items as Entry[], data.patient, units) : [];
  const present = chartSeries.filter((s) => rows.some((r) => r[s.key] !== null && r[s.key] !== undefined));
  const title = t(`measurements.${kind}Title`, {
    name: data ? `${data.patient.firstName} ${data.patient.lastName}` : '',
  });
  return (
    <div className="mx-auto max-w-5xl">
      <nav className="mb-2 text-sm">
        <Link to={`${patientBase}/${patientId}`} className="text-muted underline-offset-2 hover:underline">
          {t('measurements.backToRecord')}
        </Link>
      </nav>
      <PageHeader
        title={title}
        description={t(`measurements.${kind}Description`)}
        actions={
          <>
            <UnitSwitch />
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setAdding(true)}>
              {t('measurements.add')}
            </Button>
          </>
        }
      />
      {series.loading ? <LoadingStatus /> : null}
      {series.error ? <Alert>{errorMessage(series.error, t)}</Alert> : null}
      {adding ? (
        <RecordSection title={t('measurements.new')} className="mb-4">
          <EntryForm kind={kind} patientId={patientId} onDone={() => setAdding(false)} />
        </RecordSection>
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={kind === 'vitals' ? <Activity className="size-8" /> : <Ruler className="size-8" />}
          title={t('measurements.emptyTitle')}
          description={t('measurements.emptyBody')}
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <div className="space-y-4">
          <RecordSection title={t('measurements.overTime')}>
            <div className="h-64 w-full" aria-hidden="true">
              <Suspense fallback={<Spinner />}>
                <MeasurementChart rows={rows} series={present} locale={i18n.language} />
              </Suspense>
            </div>
            <p className="sr-only">{t('measurements.chartAlt')}</p>
          </RecordSection>
          <RecordSection title={t('measurements.entries', { count: data.items.length })}>
            <ul className="divide-y divide-border">
              {(data.items as Entry[]).map((e) => (
                <EntryRow
                  key={e.id}
                  kind={kind}
                  entry={e}
                  patient={data.patient}
                  consultationBase={consultationBase}
                  onEdit={setEditing}
                />
              ))}
            </ul>
          </RecordSection>
        </div>
      ) : null}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={t('measurements.editTitle')}>
        {editing ? (
          <EntryForm kind={kind} patientId={patientId} entry={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
    </div>
  );
}

/** `/patients/:id/vitals`, `/patients/:id/anthropometrics`. */
export function PatientMeasurementsPage({ kind }: { kind: MeasureKind }) {
  const { id = '' } = useParams();
  return <MeasurementsView kind={kind} patientId={id} patientBase="/patients" />;
}
export const VitalsPage = () => <PatientMeasurementsPage kind="vitals" />;
export const AnthropometricsPage = () => <PatientMeasurementsPage kind="anthropometrics" />;

/** `/dietitian/vitals`, `/dietitian/anthropometrics`: choose a patient, then their series. */
function ChoosePatient({ kind }: { kind: MeasureKind }) {
  const { t } = useTranslation('consultations');
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const chosen = params.get('patient');
  const list = useApiQuery(queryKeys.patients.list(JSON.stringify({ measure: true, q })), (signal) =>
    patientsApi.list(
      { status: 'active', q: q || undefined, sort: q ? 'relevance' : 'name', page: 1, pageSize: 50 },
      signal,
    ),
  );
  if (chosen) return <MeasurementsView kind={kind} patientId={chosen} patientBase="/dietitian/patients" />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t(`measurements.${kind}`)} description={t('measurements.choosePatient')} />
      <Field label={t('measurements.searchPatient')} className="mb-4">
        {(p) => (
          <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
        )}
      </Field>
      {list.loading ? <LoadingStatus /> : null}
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {list.data?.items.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="flex w-full items-center justify-between px-4 py-3 text-left hover:bg-surface"
              onClick={() => setParams({ patient: p.id })}
            >
              <span className="font-medium">
                {p.lastName}, {p.firstName}
              </span>
              <span className="text-sm text-muted">{t('measurements.open')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
export const DietitianVitalsPage = () => <ChoosePatient kind="vitals" />;
export const DietitianAnthropometricsPage = () => <ChoosePatient kind="anthropometrics" />;

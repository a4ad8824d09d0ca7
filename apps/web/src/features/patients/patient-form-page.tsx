import {
  GENDERS,
  type Gender,
  MAX_NOTES,
  type MedicalCondition,
  type Medication,
  PATIENT_ALLERGENS,
  type Patient,
  type PatientAllergen,
  type PatientCreateInput,
  type PatientStatus,
} from '@verdant/shared/patients';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ChoiceGroup,
  errorAt,
  fieldBinder,
  focusFirstInvalid,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { newIdempotencyKey } from '../../lib/api/site-api.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { NotFoundPage } from '../../components/not-found.tsx';
import { isLimitError, PlanLimitNotice } from './plan-limit.tsx';
import { PatientLifecycle } from './patient-lifecycle.tsx';
import { UnitSwitch, usePatientFieldText } from './patient-ui.tsx';
import { patientsApi } from './patients-api.ts';
import {
  type HeightInput,
  heightInput,
  heightToCm,
  useUnitSystem,
  type WeightInput,
  weightInput,
  weightToKg,
} from './units.ts';

interface FormState {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: Gender | '';
  address: string;
  city: string;
  country: string;
  height: HeightInput;
  weight: WeightInput;
  allergens: PatientAllergen[];
  otherAllergies: string[];
  conditions: { rid: string; name: string; since: string; notes: string }[];
  medications: { rid: string; name: string; dose: string; frequency: string }[];
  notes: string;
  lastVisit: string;
  status: PatientStatus;
}

let rows = 0;
/** A key for a list entry while it is edited (entries have no id of their own). */
const rowId = () => `row-${++rows}`;

function initialState(p: Patient | null): FormState {
  return {
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    email: p?.email ?? '',
    phone: p?.phone ?? '',
    dateOfBirth: p?.dateOfBirth ?? '',
    gender: p?.gender ?? '',
    address: p?.address ?? '',
    city: p?.city ?? '',
    country: p?.country ?? '',
    height: heightInput(p?.heightCm ?? null),
    weight: weightInput(p?.weightKg ?? null),
    allergens: p?.allergies.allergens ?? [],
    otherAllergies: p?.allergies.other ?? [],
    conditions: (p?.medicalConditions ?? []).map((c) => ({
      rid: rowId(),
      name: c.name,
      since: c.since ?? '',
      notes: c.notes ?? '',
    })),
    medications: (p?.medications ?? []).map((m) => ({
      rid: rowId(),
      name: m.name,
      dose: m.dose ?? '',
      frequency: m.frequency ?? '',
    })),
    notes: p?.notes ?? '',
    lastVisit: p?.lastVisitAt ? localDate(p.lastVisitAt) : '',
    status: p?.status ?? 'active',
  };
}

/** An instant as the `YYYY-MM-DD` of the user's own calendar. */
function localDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The form as the API's input; numbers that are not numbers are reported as field errors. */
function toInput(
  s: FormState,
  units: 'metric' | 'us',
): { input: PatientCreateInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!s.firstName.trim()) errors.firstName = 'firstNameRequired';
  if (!s.lastName.trim()) errors.lastName = 'lastNameRequired';
  const heightCm = heightToCm(s.height, units);
  const weightKg = weightToKg(s.weight, units);
  if (Number.isNaN(heightCm)) errors.heightCm = 'numberInvalid';
  if (Number.isNaN(weightKg)) errors.weightKg = 'numberInvalid';
  const conditions: MedicalCondition[] = s.conditions
    .filter((c) => c.name.trim() || c.since.trim() || c.notes.trim())
    .map((c) => ({ name: c.name, since: c.since || null, notes: c.notes || null }));
  const medications: Medication[] = s.medications
    .filter((m) => m.name.trim() || m.dose.trim() || m.frequency.trim())
    .map((m) => ({ name: m.name, dose: m.dose || null, frequency: m.frequency || null }));
  const input: PatientCreateInput = {
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email || null,
    phone: s.phone || null,
    dateOfBirth: s.dateOfBirth || null,
    gender: s.gender || null,
    address: s.address || null,
    city: s.city || null,
    country: s.country || null,
    heightCm: Number.isNaN(heightCm) ? null : heightCm,
    weightKg: Number.isNaN(weightKg) ? null : weightKg,
    allergies: { allergens: s.allergens, other: s.otherAllergies.filter((a) => a.trim()) },
    medicalConditions: conditions,
    medications,
    notes: s.notes || null,
    lastVisitAt: s.lastVisit ? new Date(`${s.lastVisit}T12:00:00`).toISOString() : null,
    status: s.status,
  };
  return { input, errors };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-fg">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The add and edit form; `patient` null adds. */
function PatientForm({ patient, detailBase }: { patient: Patient | null; detailBase: string }) {
  const { t } = useTranslation('patients');
  const fieldText = usePatientFieldText();
  const navigate = useNavigate();
  const units = useUnitSystem();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState(() => initialState(patient));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [otherDraft, setOtherDraft] = useState('');

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const err = (path: string) => fieldText(errorAt(errors, path));
  const bind = fieldBinder(state, set, err);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, errors: local } = toInput(
      otherDraft.trim() ? { ...state, otherAllergies: [...state.otherAllergies, otherDraft.trim()] } : state,
      units,
    );
    setFailure(null);
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (patient) {
        const { status: _status, ...patch } = input;
        const saved = await patientsApi.update(patient.id, patch);
        updateCached(queryKeys.patients.one(patient.id), () => saved);
        await invalidate(queryKeys.patients.lists);
        toast({ variant: 'success', title: t('toasts.updated') });
        navigate(`${detailBase}/${saved.id}`);
      } else {
        const saved = await patientsApi.create(input, idempotencyKey);
        await invalidate(queryKeys.patients.lists);
        toast({ variant: 'success', title: t('toasts.added') });
        navigate(`${detailBase}/${saved.id}`);
      }
    } catch (e) {
      setFailure(e);
      const fields = errorFields(e);
      setErrors(fields);
      if (Object.keys(fields).length) focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  const allergenOptions = PATIENT_ALLERGENS.map((a) => ({ value: a, label: t(`allergens.${a}`) }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5" aria-label={t('form.label')}>
      {isLimitError(failure) ? <PlanLimitNotice error={failure} /> : null}
      {failure && !isLimitError(failure) ? <Alert>{errorMessage(failure, t)}</Alert> : null}

      <Section title={t('form.personal')}>
        <TextField label={t('fields.firstName')} {...bind('firstName')} autoComplete="off" required />
        <TextField label={t('fields.lastName')} {...bind('lastName')} autoComplete="off" required />
        <TextField label={t('fields.dateOfBirth')} type="date" {...bind('dateOfBirth')} />
        <SelectField
          label={t('fields.gender')}
          {...bind('gender')}
          options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
          placeholder={t('form.notSet')}
        />
        {!patient ? (
          <SelectField
            label={t('fields.status')}
            {...bind('status')}
            options={(['active', 'inactive'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        ) : null}
      </Section>

      <Section title={t('form.contact')}>
        <TextField label={t('fields.email')} type="email" {...bind('email')} autoComplete="off" />
        <TextField label={t('fields.phone')} type="tel" {...bind('phone')} autoComplete="off" />
        <TextField
          label={t('fields.address')}
          {...bind('address')}
          className="sm:col-span-2"
          autoComplete="off"
        />
        <TextField label={t('fields.city')} {...bind('city')} autoComplete="off" />
        <TextField label={t('fields.country')} {...bind('country')} autoComplete="off" />
      </Section>

      <fieldset className="rounded-lg border border-border bg-card p-4 sm:p-5">
        <legend className="px-1 text-base font-semibold text-fg">{t('form.body')}</legend>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{t('units.hint')}</p>
          <UnitSwitch />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {units === 'metric' ? (
            <TextField
              label={t('fields.heightCm')}
              inputMode="decimal"
              value={state.height.cm}
              onChange={(v) => set('height', { ...state.height, cm: v })}
              onBlur={() => set('height', heightInput(validOr(heightToCm(state.height, 'metric'))))}
              error={err('heightCm')}
            />
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <TextField
                label={t('fields.heightFt')}
                inputMode="numeric"
                value={state.height.ft}
                onChange={(v) => set('height', { ...state.height, ft: v })}
                onBlur={() => set('height', syncUs(state.height))}
                error={err('heightCm')}
              />
              <TextField
                label={t('fields.heightIn')}
                inputMode="decimal"
                value={state.height.in}
                onChange={(v) => set('height', { ...state.height, in: v })}
                onBlur={() => set('height', syncUs(state.height))}
              />
            </div>
          )}
          {units === 'metric' ? (
            <TextField
              label={t('fields.weightKg')}
              inputMode="decimal"
              value={state.weight.kg}
              onChange={(v) => set('weight', { ...state.weight, kg: v })}
              onBlur={() => set('weight', syncWeight(state.weight, 'metric'))}
              error={err('weightKg')}
            />
          ) : (
            <TextField
              label={t('fields.weightLb')}
              inputMode="decimal"
              value={state.weight.lb}
              onChange={(v) => set('weight', { ...state.weight, lb: v })}
              onBlur={() => set('weight', syncWeight(state.weight, 'us'))}
              error={err('weightKg')}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-5">
        <legend className="px-1 text-base font-semibold text-fg">{t('form.clinical')}</legend>
        <ChoiceGroup
          legend={t('fields.allergens')}
          name="allergens"
          type="checkbox"
          columns={3}
          options={allergenOptions}
          selected={state.allergens}
          error={err('allergies.allergens')}
          onToggle={(value, checked) =>
            set(
              'allergens',
              checked
                ? [...state.allergens, value as PatientAllergen]
                : state.allergens.filter((a) => a !== value),
            )
          }
        />
        <div>
          <p className="text-sm font-medium text-fg" id="other-allergies-label">
            {t('fields.otherAllergies')}
          </p>
          {state.otherAllergies.length ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="other-allergies-label">
              {state.otherAllergies.map((a, i) => (
                <li
                  key={`${a}-${i.toString()}`}
                  className="flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-sm ring-1 ring-border"
                >
                  {a}
                  <button
                    type="button"
                    className="rounded-full p-0.5 text-muted hover:text-danger"
                    aria-label={t('form.removeItem', { item: a })}
                    onClick={() =>
                      set(
                        'otherAllergies',
                        state.otherAllergies.filter((_, j) => j !== i),
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-2 flex gap-2">
            <Input
              aria-label={t('form.addOtherAllergy')}
              placeholder={t('form.otherAllergyPlaceholder')}
              value={otherDraft}
              onChange={(e) => setOtherDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (otherDraft.trim()) {
                    set('otherAllergies', [...state.otherAllergies, otherDraft.trim()]);
                    setOtherDraft('');
                  }
                }
              }}
              className="max-w-sm"
            />
            <Button
              variant="secondary"
              onClick={() => {
                if (!otherDraft.trim()) return;
                set('otherAllergies', [...state.otherAllergies, otherDraft.trim()]);
                setOtherDraft('');
              }}
            >
              {t('form.add')}
            </Button>
          </div>
          {err('allergies.other') ? (
            <p className="mt-1.5 text-sm font-medium text-danger">{err('allergies.other')}</p>
          ) : null}
        </div>

        <ListEditor
          legend={t('fields.medicalConditions')}
          addLabel={t('form.addCondition')}
          rows={state.conditions}
          empty={() => ({ rid: rowId(), name: '', since: '', notes: '' })}
          onChange={(rows) => set('conditions', rows)}
          columns={[
            { key: 'name', label: t('fields.conditionName') },
            { key: 'since', label: t('fields.conditionSince'), placeholder: t('form.sincePlaceholder') },
            { key: 'notes', label: t('fields.conditionNotes') },
          ]}
          errorFor={(i, key) => err(`medicalConditions.${i}.${key}`)}
          itemLabel={(row, i) => row.name || t('form.entry', { n: i + 1 })}
        />
        <ListEditor
          legend={t('fields.medications')}
          addLabel={t('form.addMedication')}
          rows={state.medications}
          empty={() => ({ rid: rowId(), name: '', dose: '', frequency: '' })}
          onChange={(rows) => set('medications', rows)}
          columns={[
            { key: 'name', label: t('fields.medicationName') },
            { key: 'dose', label: t('fields.medicationDose'), placeholder: '500 mg' },
            { key: 'frequency', label: t('fields.medicationFrequency') },
          ]}
          errorFor={(i, key) => err(`medications.${i}.${key}`)}
          itemLabel={(row, i) => row.name || t('form.entry', { n: i + 1 })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.lastVisit')} type="date" {...bind('lastVisit', 'lastVisitAt')} />
        </div>
        <TextAreaField label={t('fields.notes')} {...bind('notes')} maxLength={MAX_NOTES} rows={5} />
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <Link
          to={patient ? `${detailBase}/${patient.id}` : detailBase}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('common:actions.cancel')}
        </Link>
        <Button type="submit" loading={busy}>
          {patient ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

const validOr = (n: number | null) => (n === null || Number.isNaN(n) ? null : n);
function syncUs(h: HeightInput): HeightInput {
  const cm = validOr(heightToCm(h, 'us'));
  return cm === null ? h : { ...heightInput(cm), ft: h.ft, in: h.in };
}
function syncWeight(w: WeightInput, units: 'metric' | 'us'): WeightInput {
  const kg = validOr(weightToKg(w, units));
  if (kg === null) return w;
  const both = weightInput(kg);
  return units === 'metric' ? { ...both, kg: w.kg } : { ...both, lb: w.lb };
}

/** Rows of a structured list (conditions, medications): one line of fields per entry. */
function ListEditor<R extends { rid: string } & Record<string, string>>({
  legend,
  addLabel,
  rows,
  empty,
  onChange,
  columns,
  errorFor,
  itemLabel,
}: {
  legend: string;
  addLabel: string;
  rows: R[];
  empty: () => R;
  onChange(rows: R[]): void;
  columns: { key: keyof R & string; label: string; placeholder?: string }[];
  errorFor(index: number, key: string): string | undefined;
  itemLabel(row: R, index: number): string;
}) {
  const { t } = useTranslation('patients');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {rows.length === 0 ? <p className="mt-1 text-sm text-muted">{t('form.noneYet')}</p> : null}
      <ol className="mt-2 space-y-3">
        {rows.map((row, i) => (
          <li
            key={row.rid}
            className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[2fr_1fr_2fr_auto]"
          >
            {columns.map((c) => (
              <TextField
                key={c.key}
                label={c.label}
                value={row[c.key] ?? ''}
                placeholder={c.placeholder}
                onChange={(v) => onChange(rows.map((r, j) => (j === i ? { ...r, [c.key]: v } : r)))}
                error={errorFor(i, c.key)}
              />
            ))}
            <div className="flex items-end">
              <Button
                variant="ghost"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                aria-label={t('form.removeItem', { item: itemLabel(row, i) })}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        icon={<Plus aria-hidden="true" className="size-4" />}
        onClick={() => onChange([...rows, empty()])}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** `/add-patient`. */
export function AddPatientPage() {
  const { t } = useTranslation('patients');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('form.addTitle')} description={t('form.addIntro')} />
      <PatientForm patient={null} detailBase="/patients" />
    </div>
  );
}

function EditPatient({ detailBase }: { detailBase: string }) {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const one = useApiQuery(queryKeys.patients.one(id), (signal) => patientsApi.get(id, signal));
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={
          one.data
            ? t('form.editTitle', { name: `${one.data.firstName} ${one.data.lastName}` })
            : t('form.editTitleBare')
        }
      />
      {one.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('list.loading')}
        </p>
      ) : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {one.data ? (
        <>
          <PatientForm key={one.data.updatedAt} patient={one.data} detailBase={detailBase} />
          <PatientLifecycle patient={one.data} listPath={detailBase} className="mt-8" />
        </>
      ) : null}
    </div>
  );
}

export function EditPatientPage() {
  return <EditPatient detailBase="/patients" />;
}
export function DietitianEditPatientPage() {
  return <EditPatient detailBase="/dietitian/patients" />;
}

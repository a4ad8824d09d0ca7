import { LAB_TESTS, acceptedUnits } from '@verdant/clinical/labs';
import {
  CONSULTATION_FLAGS,
  type Consultation,
  type ConsultationTextField,
  GOAL_CODES,
  SESSION_TYPES,
  type SessionType,
} from '@verdant/shared/consultations';
import type { Patient } from '@verdant/shared/patients';
import { CheckCircle2, CloudOff, Copy, Lock, Plus, Save, Trash2 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Checkbox } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorOf, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { KnowledgePanelButton } from '../knowledge-base/knowledge-panel.tsx';
import { patientsApi } from '../patients/patients-api.ts';
import { LatestLabsPanel } from '../labs/latest-labs-panel.tsx';
import { UnitSwitch } from '../patients/patient-ui.tsx';
import { useUnitSystem } from '../patients/units.ts';
import { Figures, RecordSection, useConsultationBase, useConsultationFieldText } from './consultation-ui.tsx';
import { consultationsApi } from './consultations-api.ts';
import {
  changedFields,
  clearDraft,
  type EditorForm,
  formAsText,
  formOf,
  type LocalDraft,
  mergeForms,
  type Patch,
  readDraft,
  sameForm,
  toPatch,
  withUnits,
  writeDraft,
} from './editor-form.ts';
import { anthroFigures, fieldUnit, inputValue, labFigure, MEASURE_FIELDS, vitalFigures } from './measures.ts';

/** How long typing pauses before the editor saves. */
const AUTOSAVE_MS = 1200;
/** How often a save waiting for the connection is tried again. */
const RETRY_MS = 8000;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'invalid' }
  | { kind: 'error' };

interface Conflict {
  updatedAt?: string;
  updatedBy?: { name: string } | null;
  /** A draft of this device typed on an older version, found when the editor opened. */
  fromDevice?: LocalDraft;
}

const LAB_CHOICES = [...new Map(LAB_TESTS.map((l) => [l.loinc, l.test])).entries()].sort((a, b) =>
  a[1].localeCompare(b[1]),
);

const DETAIL_TEXTS: ConsultationTextField[] = ['chiefComplaint', 'historyOfPresentIllness', 'summary'];
const SOAP_TEXTS: ConsultationTextField[] = ['subjective', 'objective', 'assessment', 'plan'];
const PLAN_TEXTS: ConsultationTextField[] = [
  'diagnosis',
  'goals',
  'interventions',
  'recommendations',
  'followUp',
];

function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation('consultations');
  const text = {
    idle: t('editor.state.idle'),
    dirty: t('editor.state.dirty'),
    saving: t('editor.state.saving'),
    saved: state.kind === 'saved' ? t('editor.state.saved', { time: formatDateTime(state.at) }) : '',
    offline: t('editor.state.offline'),
    invalid: t('editor.state.invalid'),
    error: t('editor.state.error'),
  }[state.kind];
  const icon =
    state.kind === 'saving' ? (
      <Spinner />
    ) : state.kind === 'offline' ? (
      <CloudOff aria-hidden="true" className="size-4" />
    ) : state.kind === 'saved' ? (
      <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
    ) : null;
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-w-0 items-center gap-1.5 text-sm text-muted"
      data-testid="save-state"
    >
      {icon}
      <span className="truncate">{text}</span>
    </p>
  );
}

function Editor({
  consultation,
  userId,
  patient,
}: {
  consultation: Consultation;
  userId: string;
  patient: Patient | null;
}) {
  const { t } = useTranslation('consultations');
  const fieldText = useConsultationFieldText();
  const base = useConsultationBase();
  const navigate = useNavigate();
  const units = useUnitSystem();
  const id = consultation.id;

  // What the editor opens with: the server's version, or this device's unsaved text of that version.
  const [initial] = useState(() => {
    const server = formOf(consultation, units);
    const draft = readDraft(userId, id);
    if (!draft || sameForm(draft.form, server)) {
      if (draft) clearDraft(userId, id);
      return { form: server, restored: false, stale: null as LocalDraft | null };
    }
    if (draft.baseVersion === consultation.version) return { form: draft.form, restored: true, stale: null };
    return { form: server, restored: false, stale: draft };
  });

  const [form, setForm] = useState<EditorForm>(initial.form);
  const [state, setState] = useState<SaveState>(initial.restored ? { kind: 'dirty' } : { kind: 'idle' });
  const [conflict, setConflict] = useState<Conflict | null>(
    initial.stale ? { fromDevice: initial.stale } : null,
  );
  const [restored, setRestored] = useState(initial.restored);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<'complete' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [completedMeanwhile, setCompletedMeanwhile] = useState(false);

  const version = useRef(consultation.version);
  /** What the server holds, as a save body: a save sends only the fields that differ from it. */
  const saved = useRef<Patch>(toPatch(formOf(consultation, units)).patch);
  const formRef = useRef(form);
  formRef.current = form;
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;
  const inflight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The editor writes in the user's units; a change of preference rewrites the measures.
  useEffect(() => setForm((f) => withUnits(f, units)), [units]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inflight.current) await inflight.current;
    if (conflictRef.current) return false;
    const { patch, errors } = toPatch(formRef.current);
    setLocalErrors(errors);
    if (Object.keys(errors).length) {
      setState({ kind: 'invalid' });
      return false;
    }
    const changes = changedFields(patch, saved.current);
    if (Object.keys(changes).length === 0) {
      clearDraft(userId, id);
      setState((s) => (s.kind === 'saved' ? s : { kind: 'saved', at: new Date() }));
      return true;
    }
    setState({ kind: 'saving' });
    const run = consultationsApi
      .update(id, { version: version.current, ...changes })
      .then((answer) => {
        version.current = answer.version;
        saved.current = { ...saved.current, ...changes };
        updateCached<Consultation>(queryKeys.consultations.one(id), () => answer);
        void invalidate(queryKeys.consultations.lists);
        // typing may have gone on while this save was on its way
        if (Object.keys(changedFields(toPatch(formRef.current).patch, saved.current)).length === 0) {
          clearDraft(userId, id);
        } else
          writeDraft(userId, id, {
            baseVersion: answer.version,
            form: formRef.current,
            savedAt: new Date().toISOString(),
          });
        setServerErrors({});
        setState({ kind: 'saved', at: new Date() });
        return true;
      })
      .catch((error: unknown) => {
        const api = apiErrorOf(error);
        if (api?.code === 'VERSION_CONFLICT') {
          const d = api.details as { updatedAt?: string; updatedBy?: { name: string } | null };
          setConflict({ updatedAt: d.updatedAt, updatedBy: d.updatedBy ?? null });
          setState({ kind: 'error' });
        } else if (api?.code === 'CONSULTATION_COMPLETED') {
          setCompletedMeanwhile(true);
          setState({ kind: 'error' });
        } else if (
          !api ||
          api.status === 0 ||
          api.code === 'UNAVAILABLE' ||
          api.code === 'TEMPORARILY_UNAVAILABLE'
        ) {
          setState({ kind: 'offline' });
        } else {
          setServerErrors(api.fields);
          setState({ kind: 'error' });
        }
        return false;
      });
    inflight.current = run;
    const ok = await run;
    inflight.current = null;
    return ok;
  }, [id, userId]);

  // Every change is kept on this device at once, and saved when typing pauses.
  const change = useCallback(
    (update: (f: EditorForm) => EditorForm) => {
      setForm((f) => {
        const next = update(f);
        writeDraft(userId, id, {
          baseVersion: version.current,
          form: next,
          savedAt: new Date().toISOString(),
        });
        return next;
      });
      setRestored(false);
      setState({ kind: 'dirty' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
    },
    [id, userId, saveNow],
  );

  // A restored draft is saved soon; a save that waits for the connection is tried again.
  useEffect(() => {
    if (initial.restored) timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
    return () => clearTimeout(timer.current);
  }, [initial.restored, saveNow]);
  useEffect(() => {
    if (state.kind !== 'offline') return;
    const retry = setInterval(() => void saveNow(), RETRY_MS);
    const online = () => void saveNow();
    window.addEventListener('online', online);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', online);
    };
  }, [state.kind, saveNow]);

  async function reloadTheirs() {
    const fresh = await consultationsApi.get(id);
    updateCached<Consultation>(queryKeys.consultations.one(id), () => fresh);
    if (fresh.status === 'completed') {
      setCompletedMeanwhile(true);
      return fresh;
    }
    version.current = fresh.version;
    saved.current = toPatch(formOf(fresh, units)).patch;
    return fresh;
  }

  async function takeTheirs() {
    const fresh = await reloadTheirs();
    clearDraft(userId, id);
    setConflict(null);
    if (fresh.status !== 'completed') setForm(formOf(fresh, units));
    setState({ kind: 'saved', at: new Date(fresh.updatedAt) });
  }

  async function keepMine() {
    // this session's changes go over theirs field by field; a stale draft of this device, whose own
    // starting point is unknown, goes over theirs where it differs
    const base = saved.current;
    const fresh = await reloadTheirs();
    const mine = conflict?.fromDevice
      ? withUnits(conflict.fromDevice.form, units)
      : mergeForms(formOf(fresh, units), formRef.current, base);
    setConflict(null);
    conflictRef.current = null;
    setForm(mine);
    formRef.current = mine;
    await saveNow();
  }

  async function copyMine() {
    const mine = conflict?.fromDevice?.form ?? formRef.current;
    try {
      await navigator.clipboard.writeText(formAsText(mine, (f) => t(`fields.${f}`)));
      toast({ variant: 'success', title: t('editor.copied') });
    } catch {
      toast({ variant: 'error', title: t('editor.copyFailed') });
    }
  }

  async function saveExplicitly() {
    const ok = await saveNow();
    toast(
      ok
        ? { variant: 'success', title: t('toasts.saved') }
        : { variant: 'error', title: t('toasts.saveFailed') },
    );
  }

  async function complete() {
    setBusy(true);
    try {
      if (!(await saveNow())) {
        toast({ variant: 'error', title: t('toasts.saveFailed') });
        return;
      }
      const signed = await consultationsApi.complete(id, version.current);
      clearDraft(userId, id);
      updateCached<Consultation>(queryKeys.consultations.one(id), () => signed);
      await invalidate(queryKeys.consultations.all);
      toast({ variant: 'success', title: t('toasts.saved') });
      navigate(`${base}/${id}`);
    } catch (e) {
      toast({ variant: 'error', title: t('toasts.saveFailed'), description: errorMessage(e, t) });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      clearTimeout(timer.current);
      await consultationsApi.remove(id);
      clearDraft(userId, id);
      await invalidate(queryKeys.consultations.all);
      toast({ variant: 'success', title: t('toasts.deleted') });
      navigate(base);
    } catch (e) {
      toast({ variant: 'error', title: errorMessage(e, t) });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  const errors = { ...serverErrors, ...localErrors };
  const err = (path: string) => fieldText(errors[path]);
  const setText = (field: ConsultationTextField) => (value: string) =>
    change((f) => ({ ...f, texts: { ...f.texts, [field]: value } }));
  const text = (field: ConsultationTextField, rows = 4, hint?: ReactNode) => (
    <TextAreaField
      key={field}
      name={field}
      label={t(`fields.${field}`)}
      hint={hint}
      rows={rows}
      value={form.texts[field]}
      onChange={setText(field)}
      error={err(field)}
    />
  );
  const siOf = (kind: 'vitals' | 'anthropometrics') =>
    Object.fromEntries(
      MEASURE_FIELDS[kind].map(([field, q]) => {
        const v = inputValue(q, form[kind][field] ?? '', form.units);
        return [field, v === null || Number.isNaN(v) ? null : v];
      }),
    );
  const person = {
    gender: patient?.gender ?? null,
    dateOfBirth: patient?.dateOfBirth ?? null,
    heightCm: patient?.heightCm ?? null,
  };
  const at = new Date(form.occurredAt);
  const measureInputs = (kind: 'vitals' | 'anthropometrics') =>
    MEASURE_FIELDS[kind].map(([field, quantity]) => (
      <TextField
        key={field}
        name={`${kind}.${field}`}
        label={`${t(`measures.${field}`)} (${fieldUnit(field, quantity, form.units)})`}
        inputMode="decimal"
        value={form[kind][field] ?? ''}
        onChange={(value) => change((f) => ({ ...f, [kind]: { ...f[kind], [field]: value } }))}
        error={err(`${kind}.${field}`)}
      />
    ));

  if (completedMeanwhile) {
    return (
      <Alert>
        {t('editor.completedMeanwhile')}{' '}
        <Link to={`${base}/${id}`} className="underline">
          {t('editor.openRecord')}
        </Link>
      </Alert>
    );
  }

  return (
    <div className="space-y-4">
      {restored ? <Alert variant="info">{t('editor.restored')}</Alert> : null}
      {conflict ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-warning-fg/40 bg-warning-bg p-4 text-sm text-warning-fg"
          data-testid="conflict"
        >
          <p className="font-semibold">
            {conflict.fromDevice
              ? t('editor.conflict.device', { time: formatDateTime(conflict.fromDevice.savedAt) })
              : t('editor.conflict.other', {
                  name: conflict.updatedBy?.name ?? t('editor.conflict.someone'),
                  time: conflict.updatedAt ? formatDateTime(conflict.updatedAt) : '',
                })}
          </p>
          <p>{t('editor.conflict.kept')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void takeTheirs()}>
              {t('editor.conflict.reloadTheirs')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void keepMine()}>
              {t('editor.conflict.keepMine')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              icon={<Copy aria-hidden="true" className="size-4" />}
              onClick={() => void copyMine()}
            >
              {t('editor.conflict.copyMine')}
            </Button>
          </div>
        </div>
      ) : null}

      <RecordSection title={t('editor.sections.details')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('fields.occurredAt')}
            type="datetime-local"
            value={form.occurredAt}
            onChange={(v) => change((f) => ({ ...f, occurredAt: v }))}
            error={err('occurredAt')}
          />
          <SelectField
            label={t('fields.sessionType')}
            value={form.sessionType}
            onChange={(v) => change((f) => ({ ...f, sessionType: v as SessionType }))}
            options={SESSION_TYPES.map((s) => ({ value: s, label: t(`sessionTypes.${s}`) }))}
          />
          <SelectField
            label={t('fields.status')}
            value={form.status}
            onChange={(v) => change((f) => ({ ...f, status: v as 'draft' | 'scheduled' }))}
            options={(['draft', 'scheduled'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </div>
        <div className="mt-4 space-y-4">
          <TextField
            label={t('fields.tags')}
            hint={t('editor.tagsHint')}
            value={form.tags}
            onChange={(v) => change((f) => ({ ...f, tags: v }))}
            error={err('tags')}
          />
          <ChoiceGroup
            legend={t('fields.flags')}
            type="checkbox"
            name="flags"
            columns={3}
            options={CONSULTATION_FLAGS.map((f) => ({ value: f, label: t(`flags.${f}`) }))}
            selected={form.flags}
            onToggle={(value, checked) =>
              change((f) => ({
                ...f,
                flags: checked
                  ? [...f.flags, value as (typeof f.flags)[number]]
                  : f.flags.filter((x) => x !== value),
              }))
            }
          />
        </div>
      </RecordSection>

      <RecordSection title={t('editor.sections.reason')}>
        <div className="space-y-4">{DETAIL_TEXTS.map((f) => text(f, f === 'summary' ? 3 : 4))}</div>
      </RecordSection>

      <RecordSection title={t('editor.sections.measurements')}>
        <div className="mb-3 flex justify-end">
          <UnitSwitch />
        </div>
        <h3 className="mb-2 text-sm font-semibold">{t('measures.vitals')}</h3>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">{measureInputs('vitals')}</div>
        <Figures figures={vitalFigures(siOf('vitals') as never)} className="mt-3" />
        <h3 className="mb-2 mt-5 text-sm font-semibold">{t('measures.anthropometrics')}</h3>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">{measureInputs('anthropometrics')}</div>
        <Figures
          figures={anthroFigures(
            siOf('anthropometrics') as never,
            person,
            Number.isNaN(at.getTime()) ? new Date() : at,
          )}
          className="mt-3"
        />
      </RecordSection>

      <RecordSection title={t('editor.sections.labs')}>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="min-w-0">
            {form.labs.length === 0 ? <p className="mb-3 text-sm text-muted">{t('editor.noLabs')}</p> : null}
            <ul className="space-y-3">
              {form.labs.map((lab, i) => {
                const units = lab.loinc ? acceptedUnits(lab.loinc) : [];
                const value = Number(lab.value.replace(',', '.'));
                const figure =
                  lab.loinc && lab.value && Number.isFinite(value)
                    ? labFigure({ loinc: lab.loinc, value, unit: lab.unit }, person.gender)
                    : null;
                const setLab = (patch: Partial<typeof lab>) =>
                  change((f) => ({ ...f, labs: f.labs.map((l, k) => (k === i ? { ...l, ...patch } : l)) }));
                return (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
                    key={i}
                    className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
                  >
                    <SelectField
                      label={t('labs.test')}
                      value={lab.loinc}
                      placeholder={t('labs.chooseTest')}
                      onChange={(v) => setLab({ loinc: v, unit: v ? (acceptedUnits(v)[0] ?? '') : '' })}
                      options={LAB_CHOICES.map(([loinc, name]) => ({
                        value: loinc,
                        label: `${name} (${loinc})`,
                      }))}
                      error={err(`labResults.${i}.loinc`)}
                    />
                    <TextField
                      label={t('labs.value')}
                      inputMode="decimal"
                      value={lab.value}
                      onChange={(v) => setLab({ value: v })}
                      error={err(`labResults.${i}.value`)}
                    />
                    <SelectField
                      label={t('labs.unit')}
                      value={lab.unit}
                      onChange={(v) => setLab({ unit: v })}
                      options={units.map((u) => ({ value: u, label: u }))}
                      error={err(`labResults.${i}.unit`)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('labs.remove')}
                      icon={<Trash2 aria-hidden="true" className="size-4" />}
                      onClick={() => change((f) => ({ ...f, labs: f.labs.filter((_, k) => k !== i) }))}
                    />
                    {figure ? (
                      <p className="text-xs text-muted sm:col-span-4">
                        {t(`figures.${figure.code}`)} · {t('labs.range', { range: figure.range })}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              icon={<Plus aria-hidden="true" className="size-4" />}
              onClick={() => change((f) => ({ ...f, labs: [...f.labs, { loinc: '', value: '', unit: '' }] }))}
            >
              {t('labs.add')}
            </Button>
          </div>
          <LatestLabsPanel
            patientId={consultation.patient.id}
            onInsert={(items) =>
              change((f) => {
                const labs = [...f.labs];
                for (const r of items) {
                  const row = { loinc: r.loinc, value: String(r.value), unit: r.unit };
                  const at = labs.findIndex((l) => l.loinc === r.loinc);
                  if (at >= 0) labs[at] = row;
                  else {
                    const empty = labs.findIndex((l) => !l.loinc && !l.value);
                    if (empty >= 0) labs[empty] = row;
                    else labs.push(row);
                  }
                }
                return { ...f, labs };
              })
            }
          />
        </div>
      </RecordSection>

      <RecordSection title={t('editor.sections.soap')}>
        <div className="space-y-4">
          <KnowledgePanelButton
            topics={patient?.medicalConditions.map((c) => c.name) ?? []}
            onUseProtocol={(text) =>
              change((f) => ({
                ...f,
                texts: { ...f.texts, plan: f.texts.plan ? `${f.texts.plan}\n\n${text}` : text },
              }))
            }
          />
          {SOAP_TEXTS.map((f) => text(f, 5))}
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={form.assessmentPrivate}
              onChange={(e) => change((f) => ({ ...f, assessmentPrivate: e.target.checked }))}
            />
            {t('editor.assessmentPrivate')}
          </label>
        </div>
      </RecordSection>

      <RecordSection title={t('editor.sections.plan')}>
        <div className="space-y-4">
          {PLAN_TEXTS.map((f) => text(f, 3))}
          <ChoiceGroup
            legend={t('fields.goalCodes')}
            type="checkbox"
            name="goalCodes"
            columns={3}
            options={GOAL_CODES.map((g) => ({ value: g, label: t(`goalCodes.${g}`) }))}
            selected={form.goalCodes}
            onToggle={(value, checked) =>
              change((f) => ({
                ...f,
                goalCodes: checked
                  ? [...f.goalCodes, value as (typeof f.goalCodes)[number]]
                  : f.goalCodes.filter((x) => x !== value),
              }))
            }
          />
        </div>
      </RecordSection>

      <div className="sticky bottom-0 z-20 -mx-4 border-t border-border bg-card/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SaveIndicator state={state} />
          <div className="flex flex-wrap gap-2">
            {consultation.status === 'draft' ? (
              <Button variant="ghost" size="sm" onClick={() => setConfirm('delete')}>
                {t('editor.delete')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              icon={<Save aria-hidden="true" className="size-4" />}
              onClick={() => void saveExplicitly()}
            >
              {t('editor.save')}
            </Button>
            <Button
              size="sm"
              icon={<Lock aria-hidden="true" className="size-4" />}
              onClick={() => setConfirm('complete')}
              disabled={Boolean(conflict)}
            >
              {t('editor.complete')}
            </Button>
          </div>
        </div>
      </div>

      <Dialog
        open={confirm === 'complete'}
        onClose={() => setConfirm(null)}
        title={t('editor.completeTitle')}
      >
        <p className="text-sm">{t('editor.completeBody')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void complete()} loading={busy}>
            {t('editor.completeConfirm')}
          </Button>
        </div>
      </Dialog>
      <Dialog open={confirm === 'delete'} onClose={() => setConfirm(null)} title={t('editor.deleteTitle')}>
        <p className="text-sm">{t('editor.deleteBody')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={() => void remove()} loading={busy}>
            {t('editor.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** `/…/consultations/:id/edit`: the editor; a completed consultation is refused (addenda amend it). */
export function ConsultationEditPage() {
  const { t } = useTranslation('consultations');
  const { id = '' } = useParams();
  const base = useConsultationBase();
  const { session } = useAuth();
  const one = useApiQuery(queryKeys.consultations.one(id), (signal) => consultationsApi.get(id, signal));
  const c = one.data;
  const patient = useApiQuery(c ? queryKeys.patients.one(c.patient.id) : null, (signal) =>
    patientsApi.get(c!.patient.id, signal),
  );
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl">
      <nav className="mb-2 text-sm">
        <Link to={c ? `${base}/${c.id}` : base} className="text-muted underline-offset-2 hover:underline">
          {t('back')}
        </Link>
      </nav>
      <PageHeader
        title={
          c
            ? t('editor.title', { name: `${c.patient.firstName} ${c.patient.lastName}` })
            : t('editor.titlePlain')
        }
        description={
          c ? `${t(`sessionTypes.${c.sessionType}`)} · ${formatDateTime(c.occurredAt)}` : undefined
        }
      />
      {one.loading ? <LoadingStatus /> : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {c && c.status === 'completed' ? (
        <div role="alert" className="rounded-lg border border-border bg-card p-5" data-testid="edit-refused">
          <p className="flex items-center gap-2 font-semibold">
            <Lock aria-hidden="true" className="size-4" />
            {t('editor.refused')}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('editor.signedBy', {
              name: c.signedBy?.name ?? '—',
              time: c.signedAt ? formatDateTime(c.signedAt) : '',
            })}
          </p>
          <Link to={`${base}/${c.id}#addenda`} className={buttonClasses({ className: 'mt-3' })}>
            {t('editor.addAddendum')}
          </Link>
        </div>
      ) : null}
      {c && c.status !== 'completed' && session ? (
        <Editor key={c.id} consultation={c} userId={session.user.id} patient={patient.data} />
      ) : null}
    </div>
  );
}

import {
  CONSULTATION_TEXT_FIELDS,
  type Consultation,
  type ConsultationFlag,
  type ConsultationTextField,
  type ConsultationUpdateInput,
  type GoalCode,
  type SessionType,
} from '@verdant/shared/consultations';
import type { UnitSystem } from '../patients/units.ts';
import { inputText, inputValue, MEASURE_FIELDS } from './measures.ts';

/**
 * The consultation editor's form: what the clinician typed, as text, in their units. It becomes an
 * autosave (`toPatch`, SI values) and is what the local draft keeps, so a closed tab or a dropped
 * connection loses nothing (`draftKey`, per consultation and user, cleared once the server has it).
 */
export interface EditorForm {
  occurredAt: string;
  sessionType: SessionType;
  status: 'draft' | 'scheduled';
  flags: ConsultationFlag[];
  /** Comma-separated, as typed. */
  tags: string;
  goalCodes: GoalCode[];
  assessmentPrivate: boolean;
  texts: Record<ConsultationTextField, string>;
  /** Field → text in `units`. */
  vitals: Record<string, string>;
  anthropometrics: Record<string, string>;
  labs: { loinc: string; value: string; unit: string }[];
  /** The units the measure texts are written in. */
  units: UnitSystem;
}

/** `YYYY-MM-DDTHH:mm` in the viewer's zone, for a datetime-local input. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function measureTexts(
  kind: 'vitals' | 'anthropometrics',
  entry: Record<string, unknown> | null,
  units: UnitSystem,
): Record<string, string> {
  return Object.fromEntries(
    MEASURE_FIELDS[kind].map(([field, quantity]) => [
      field,
      inputText(quantity, (entry?.[field] as number | null | undefined) ?? null, units),
    ]),
  );
}

export function formOf(c: Consultation, units: UnitSystem): EditorForm {
  return {
    occurredAt: localDateTime(c.occurredAt),
    sessionType: c.sessionType,
    status: c.status === 'scheduled' ? 'scheduled' : 'draft',
    flags: [...c.flags],
    tags: c.tags.join(', '),
    goalCodes: [...c.goalCodes],
    assessmentPrivate: c.assessmentPrivate,
    texts: Object.fromEntries(CONSULTATION_TEXT_FIELDS.map((f) => [f, c[f] ?? ''])) as EditorForm['texts'],
    vitals: measureTexts('vitals', c.vitals as Record<string, unknown> | null, units),
    anthropometrics: measureTexts(
      'anthropometrics',
      c.anthropometrics as Record<string, unknown> | null,
      units,
    ),
    labs: c.labResults.map((l) => ({ loinc: l.loinc, value: String(l.value), unit: l.unit })),
    units,
  };
}

/** The same form with its measures written in other units. */
export function withUnits(form: EditorForm, units: UnitSystem): EditorForm {
  if (form.units === units) return form;
  const convert = (kind: 'vitals' | 'anthropometrics') =>
    Object.fromEntries(
      MEASURE_FIELDS[kind].map(([field, quantity]) => {
        const si = inputValue(quantity, form[kind][field] ?? '', form.units);
        return [
          field,
          si === null || Number.isNaN(si) ? (form[kind][field] ?? '') : inputText(quantity, si, units),
        ];
      }),
    );
  return { ...form, vitals: convert('vitals'), anthropometrics: convert('anthropometrics'), units };
}

/** Local problems the server would refuse anyway (a number that is not one), by field path. */
export type FormErrors = Record<string, string>;

function measures(kind: 'vitals' | 'anthropometrics', form: EditorForm, errors: FormErrors) {
  const values: Record<string, number | null> = {};
  for (const [field, quantity] of MEASURE_FIELDS[kind]) {
    const v = inputValue(quantity, form[kind][field] ?? '', form.units);
    if (Number.isNaN(v)) errors[`${kind}.${field}`] = 'numberInvalid';
    values[field] = v === null || Number.isNaN(v) ? null : v;
  }
  return Object.values(values).every((v) => v === null) ? null : values;
}

/** The autosave body (without its version) and any local errors. */
export function toPatch(form: EditorForm): {
  patch: Omit<ConsultationUpdateInput, 'version'>;
  errors: FormErrors;
} {
  const errors: FormErrors = {};
  const occurred = new Date(form.occurredAt);
  if (Number.isNaN(occurred.getTime())) errors.occurredAt = 'dateInvalid';
  const labs = form.labs
    .filter((l) => l.loinc || l.value.trim())
    .map((l, i) => {
      const value = Number(l.value.trim().replace(',', '.'));
      if (!l.value.trim() || !Number.isFinite(value)) errors[`labResults.${i}.value`] = 'numberInvalid';
      return { loinc: l.loinc, value: Number.isFinite(value) ? value : 0, unit: l.unit };
    });
  const patch: Omit<ConsultationUpdateInput, 'version'> = {
    ...(Number.isNaN(occurred.getTime()) ? {} : { occurredAt: occurred.toISOString() }),
    sessionType: form.sessionType,
    status: form.status,
    flags: form.flags,
    tags: form.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    goalCodes: form.goalCodes,
    assessmentPrivate: form.assessmentPrivate,
    labResults: labs,
    vitals: measures('vitals', form, errors),
    anthropometrics: measures('anthropometrics', form, errors),
    ...form.texts,
  };
  return { patch, errors };
}

export type Patch = Omit<ConsultationUpdateInput, 'version'>;

/** The fields of `next` that differ from `base` (what a save sends). */
export function changedFields(next: Patch, base: Patch): Patch {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify((base as Record<string, unknown>)[key])) out[key] = value;
  }
  return out as Patch;
}

/**
 * `theirs` (a colleague's saved version) with the fields the clinician changed since `base` (the
 * version they last saved) taken from `mine`: keeping one's own changes never undoes a colleague's
 * change of another field.
 */
export function mergeForms(theirs: EditorForm, mineAnyUnits: EditorForm, base: Patch): EditorForm {
  const mine = withUnits(mineAnyUnits, theirs.units);
  const changed = Object.keys(changedFields(toPatch(mine).patch, base));
  const out: EditorForm = { ...theirs, texts: { ...theirs.texts } };
  for (const key of changed) {
    if ((CONSULTATION_TEXT_FIELDS as readonly string[]).includes(key)) {
      out.texts[key as ConsultationTextField] = mine.texts[key as ConsultationTextField];
    } else if (key === 'labResults') out.labs = mine.labs;
    else if (key in out) (out as unknown as Record<string, unknown>)[key] = mine[key as keyof EditorForm];
  }
  return out;
}

/** Two forms say the same thing (whatever units they are written in). */
export function sameForm(a: EditorForm, b: EditorForm): boolean {
  return JSON.stringify(toPatch(a).patch) === JSON.stringify(toPatch(withUnits(b, a.units)).patch);
}

/** What stays on this device until the server has it. */
export interface LocalDraft {
  /** The version the text was typed on. */
  baseVersion: number;
  form: EditorForm;
  savedAt: string;
}

export const draftKey = (userId: string, consultationId: string) =>
  `verdant.consultation-draft.${userId}.${consultationId}`;

export function readDraft(userId: string, consultationId: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(userId, consultationId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as LocalDraft;
    return typeof draft.baseVersion === 'number' && draft.form?.texts ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, consultationId: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(draftKey(userId, consultationId), JSON.stringify(draft));
  } catch {
    // storage full or blocked: the autosave still runs
  }
}

export function clearDraft(userId: string, consultationId: string): void {
  try {
    localStorage.removeItem(draftKey(userId, consultationId));
  } catch {
    // nothing kept
  }
}

/** The clinician's text as plain text (to copy before taking someone else's version). */
export function formAsText(form: EditorForm, label: (field: ConsultationTextField) => string): string {
  return CONSULTATION_TEXT_FIELDS.filter((f) => form.texts[f].trim())
    .map((f) => `${label(f)}\n${form.texts[f].trim()}`)
    .join('\n\n');
}

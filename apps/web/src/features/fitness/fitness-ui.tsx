import type { Exercise } from '@verdant/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type PickerOption, SearchPicker } from '../../components/search-picker.tsx';
import { errorCode, errorFields, errorMessage } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { searchPatientOptions } from '../patients/patients-api.ts';

/** The base path of the workouts screens the reader came through (`/fitness/workouts`, `/dietitian/workout`…). */
export function useWorkoutsBase(): string {
  const { pathname } = useLocation();
  for (const base of ['/fitness/workouts', '/fitness/routines', '/dietitian/workout', '/workouts']) {
    if (pathname === base || pathname.startsWith(`${base}/`)) return base;
  }
  return '/workouts';
}

/** The credit a CC-BY-SA exercise needs wherever it is shown: licence, authors and source. */
export function Attribution({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation('fitness');
  if (exercise.own) return <p className="text-xs text-muted">{t('library.ownExercise')}</p>;
  return (
    <p className="text-xs text-muted">
      {t('library.attribution', {
        authors: exercise.licenseAuthor || t('library.wgerContributors'),
        license: exercise.license ?? '',
      })}{' '}
      <a
        className="underline"
        href={`https://wger.de/en/exercise/${exercise.wgerId}/view/`}
        rel="noreferrer external"
        target="_blank"
      >
        wger.de
      </a>
    </p>
  );
}

/** A client chosen in the URL (`?patient=…&patientName=…`), so a reload shows the same client. */
export function useChosenPatient(): {
  patient: PickerOption | null;
  choose(option: PickerOption | null): void;
} {
  const { params, update } = useUrlQuery();
  const id = params.get('patient');
  return {
    patient: id ? { id, label: params.get('patientName') ?? '' } : null,
    choose: (o) => update({ patient: o?.id ?? null, patientName: o?.label ?? null }),
  };
}

export function PatientChooser({
  value,
  onChange,
  label,
}: {
  value: PickerOption | null;
  onChange(option: PickerOption | null): void;
  label?: string;
}) {
  const { t } = useTranslation('fitness');
  return (
    <SearchPicker
      label={label ?? t('client')}
      value={value}
      onChange={onChange}
      queryKey={queryKeys.patients.picker}
      search={searchPatientOptions}
      placeholder={t('clientPlaceholder')}
      className="max-w-md"
    />
  );
}

const KNOWN_FIELD_CODES = new Set([
  'unknownExercise',
  'notInRoutine',
  'outOfRange',
  'inFuture',
  'unknownActivity',
  'noWeight',
]);

/** A failed change in words: this feature's own refusals, else the app's message for the code. */
export function fitnessError(error: unknown, t: (key: string) => string): string {
  if (errorCode(error) === 'VALIDATION_FAILED') {
    const code = Object.values(errorFields(error)).find((c) => KNOWN_FIELD_CODES.has(c));
    if (code) return t(`fitness:errors.${code}`);
  }
  return errorMessage(error, t);
}

/** A number typed in a form (comma or point), or null when empty or not a number. */
export function numberOf(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

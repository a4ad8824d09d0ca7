import type { AnthropometricEntry, LabResult, VitalEntry } from '@verdant/shared/consultations';
import type { Gender } from '@verdant/shared/patients';
import { useTranslation } from 'react-i18next';
import { useUnitSystem } from '../patients/units.ts';
import { Figures } from './consultation-ui.tsx';
import { anthroFigures, fieldUnit, labFigure, MEASURE_FIELDS, toUnits, vitalFigures } from './measures.ts';

/** A measurement entry's values in the user's units, with the clinical figures beside them. */
export function MeasureSummary({
  vitals,
  anthropometrics,
  person,
}: {
  vitals: VitalEntry | null;
  anthropometrics: AnthropometricEntry | null;
  person: { gender: Gender | null; dateOfBirth: string | null; heightCm: number | null };
}) {
  const { t, i18n } = useTranslation('consultations');
  const units = useUnitSystem();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const rows = (kind: 'vitals' | 'anthropometrics', entry: VitalEntry | AnthropometricEntry | null) =>
    entry
      ? MEASURE_FIELDS[kind].flatMap(([field, quantity]) => {
          const si = (entry as unknown as Record<string, number | null>)[field] ?? null;
          if (si === null) return [];
          const shown = quantity ? toUnits(quantity, si, units) : si;
          return [
            [t(`measures.${field}`), `${number.format(shown)} ${fieldUnit(field, quantity, units)}`] as const,
          ];
        })
      : [];
  const all = [...rows('vitals', vitals), ...rows('anthropometrics', anthropometrics)];
  if (all.length === 0) return <p className="text-sm text-muted">{t('view.noMeasures')}</p>;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {all.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {vitals ? <Figures figures={vitalFigures(vitals)} /> : null}
      {anthropometrics ? (
        <Figures figures={anthroFigures(anthropometrics, person, new Date(anthropometrics.measuredAt))} />
      ) : null}
    </div>
  );
}

export function LabList({ labs, gender }: { labs: readonly LabResult[]; gender: Gender | null }) {
  const { t } = useTranslation('consultations');
  if (labs.length === 0) return null;
  return (
    <ul className="divide-y divide-border text-sm">
      {labs.map((lab) => {
        const f = labFigure(lab, gender);
        return (
          <li
            key={`${lab.loinc}-${lab.value}`}
            className="flex flex-wrap items-baseline justify-between gap-2 py-2"
          >
            <span>
              {f?.test ?? lab.loinc} <span className="text-xs text-muted">({lab.loinc})</span>
            </span>
            <span className="tabular-nums">
              {lab.value} {lab.unit}
              {f ? (
                <span className={f.tone === 'normal' ? 'ml-2 text-muted' : 'ml-2 font-semibold text-danger'}>
                  {t(`figures.${f.code}`)} · {t('labs.range', { range: f.range })}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

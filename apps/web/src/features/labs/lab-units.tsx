import { labValueIn } from '@verdant/clinical/labs';
import type { LabPreferences, LabResultItem, LabTrendSeries, LabUnitSystem } from '@verdant/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../components/form-fields.tsx';
import { updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { labsApi } from './labs-api.ts';

/**
 * The viewer's unit system for lab values (ADR 0037): conventional (mg/dL, %) or SI (mmol/L,
 * mmol/mol), stored as their preference; values and ranges are converted with the clinical package's
 * factors, a unit it does not convert stays as the laboratory reported it.
 */
export function resultIn(r: LabResultItem, system: LabUnitSystem): LabResultItem {
  const v = labValueIn(r.loinc, r.value, r.unit, system);
  if (!v.converted) return r;
  const bound = (x: number | null) => (x === null ? null : labValueIn(r.loinc, x, r.unit, system).value);
  return {
    ...r,
    value: v.value,
    unit: v.unit,
    referenceLow: bound(r.referenceLow),
    referenceHigh: bound(r.referenceHigh),
  };
}

export function seriesIn(s: LabTrendSeries, system: LabUnitSystem): LabTrendSeries {
  const points = s.points.map((p) => {
    const v = labValueIn(s.loinc, p.value, p.unit, system);
    if (!v.converted) return p;
    const bound = (x: number | null) => (x === null ? null : labValueIn(s.loinc, x, p.unit, system).value);
    return {
      ...p,
      value: v.value,
      unit: v.unit,
      referenceLow: bound(p.referenceLow),
      referenceHigh: bound(p.referenceHigh),
    };
  });
  return { ...s, unit: points[0]?.unit ?? labValueIn(s.loinc, 0, s.unit, system).unit, points };
}

/** The signed-in viewer's unit system (conventional until they choose). */
export function useLabUnitSystem(): LabUnitSystem {
  const prefs = useApiQuery(queryKeys.labs.preferences, (signal) => labsApi.preferences(signal));
  return prefs.data?.unitSystem ?? 'conventional';
}

/** Two choices, saved as the viewer's preference at once (shown chosen while it saves; undone if it fails). */
export function UnitSystemSwitch() {
  const { t } = useTranslation('labs');
  const system = useLabUnitSystem();
  const [chosen, setChosen] = useState<LabUnitSystem | null>(null);
  const shown = chosen ?? system;
  async function choose(next: LabUnitSystem) {
    if (next === shown) return;
    const before = system;
    setChosen(next);
    updateCached<LabPreferences>(queryKeys.labs.preferences, () => ({ unitSystem: next }));
    try {
      const saved = await labsApi.savePreferences({ unitSystem: next });
      updateCached<LabPreferences>(queryKeys.labs.preferences, () => saved);
    } catch {
      updateCached<LabPreferences>(queryKeys.labs.preferences, () => ({ unitSystem: before }));
      toast({ variant: 'error', title: t('units.failed') });
    } finally {
      setChosen(null);
    }
  }
  return (
    <div className="max-w-md" data-testid="unit-system">
      <ChoiceGroup
        legend={t('units.legend')}
        name="lab-unit-system"
        type="radio"
        options={[
          { value: 'conventional', label: t('units.conventional') },
          { value: 'si', label: t('units.si') },
        ]}
        selected={[shown]}
        onToggle={(v) => void choose(v as LabUnitSystem)}
      />
    </div>
  );
}

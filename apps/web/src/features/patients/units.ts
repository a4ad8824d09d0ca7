import { cmToFeetInches, feetInchesToCm, kgToLb, lbToKg } from '@verdant/clinical/units';
import { useSyncExternalStore } from 'react';

/**
 * The user's measurement units for heights and weights. Records are stored in SI (cm, kg); the
 * screens show and accept metric or US customary units by this preference, which the user picks on
 * the patient screens and which is kept in this browser (like the language and theme choices).
 */
export type UnitSystem = 'metric' | 'us';
export const UNITS_STORAGE_KEY = 'verdant.units';

const listeners = new Set<() => void>();

function read(): UnitSystem {
  try {
    return localStorage.getItem(UNITS_STORAGE_KEY) === 'us' ? 'us' : 'metric';
  } catch {
    return 'metric';
  }
}

let current: UnitSystem = typeof localStorage === 'undefined' ? 'metric' : read();

export function setUnitSystem(next: UnitSystem): void {
  current = next;
  try {
    localStorage.setItem(UNITS_STORAGE_KEY, next);
  } catch {
    // storage blocked: the choice lasts for this page
  }
  for (const listener of listeners) listener();
}

export function useUnitSystem(): UnitSystem {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}

/** Form values of a height: cm (metric) or feet + inches (US), as typed. */
export interface HeightInput {
  cm: string;
  ft: string;
  in: string;
}
export interface WeightInput {
  kg: string;
  lb: string;
}

const num = (s: string): number | null => {
  const t = s.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The stored cm of a height input; null when empty, NaN when not a number. */
export function heightToCm(value: HeightInput, units: UnitSystem): number | null {
  if (units === 'metric') return num(value.cm);
  const ft = num(value.ft);
  const inches = num(value.in);
  if (ft === null && inches === null) return null;
  if (Number.isNaN(ft) || Number.isNaN(inches)) return Number.NaN;
  if ((ft ?? 0) < 0 || (inches ?? 0) < 0) return Number.NaN;
  return Math.round(feetInchesToCm(ft ?? 0, inches ?? 0) * 10) / 10;
}

export function weightToKg(value: WeightInput, units: UnitSystem): number | null {
  if (units === 'metric') return num(value.kg);
  const lb = num(value.lb);
  if (lb === null || Number.isNaN(lb)) return lb;
  return Math.round(lbToKg(lb) * 10) / 10;
}

export function heightInput(cm: number | null): HeightInput {
  if (cm === null) return { cm: '', ft: '', in: '' };
  const { feet, inches } = cmToFeetInches(cm);
  return { cm: String(cm), ft: String(feet), in: String(inches) };
}

export function weightInput(kg: number | null): WeightInput {
  if (kg === null) return { kg: '', lb: '' };
  return { kg: String(kg), lb: String(Math.round(kgToLb(kg) * 10) / 10) };
}

/** "172 cm" or "5 ft 8 in". */
export function formatHeight(cm: number | null, units: UnitSystem, lng: string): string | null {
  if (cm === null) return null;
  if (units === 'metric') return `${new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(cm)} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet} ft ${inches} in`;
}

/** "68.5 kg" or "151 lb". */
export function formatWeight(kg: number | null, units: UnitSystem, lng: string): string | null {
  if (kg === null) return null;
  const f = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 });
  return units === 'metric' ? `${f.format(kg)} kg` : `${f.format(kgToLb(kg))} lb`;
}

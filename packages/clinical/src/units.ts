import { ClinicalError, requireNumber } from './errors.ts';
import { roundTo } from './math.ts';

/** Exact by definition (International Yard and Pound Agreement, 1959). */
export const KG_PER_LB = 0.45359237;
/** Exact by definition. */
export const CM_PER_IN = 2.54;

export type MassUnit = 'kg' | 'lb' | 'g' | 'oz';
export type LengthUnit = 'cm' | 'in' | 'm' | 'ft' | 'mm';
export type TemperatureUnit = 'C' | 'F';

const MASS_IN_KG: Record<MassUnit, number> = { kg: 1, g: 0.001, lb: KG_PER_LB, oz: KG_PER_LB / 16 };
const LENGTH_IN_CM: Record<LengthUnit, number> = {
  cm: 1,
  mm: 0.1,
  m: 100,
  in: CM_PER_IN,
  ft: CM_PER_IN * 12,
};

function factor<U extends string>(table: Record<U, number>, unit: U, kind: string): number {
  const f = (table as Record<string, number>)[unit];
  if (f === undefined) throw new ClinicalError('UNKNOWN_UNIT', `Unknown ${kind} unit "${unit}"`, { unit });
  return f;
}

/**
 * Converts a mass. The canonical unit is kg: values are multiplied into kg and divided out of it,
 * so kg → lb → kg returns the input to within one or two ulps, and repeated round trips do not
 * accumulate drift (see units.test.ts).
 */
export function convertMass(value: number, from: MassUnit, to: MassUnit): number {
  requireNumber('value', value);
  if (from === to) return value;
  const kg = from === 'kg' ? value : value * factor(MASS_IN_KG, from, 'mass');
  return to === 'kg' ? kg : kg / factor(MASS_IN_KG, to, 'mass');
}

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  requireNumber('value', value);
  if (from === to) return value;
  const cm = from === 'cm' ? value : value * factor(LENGTH_IN_CM, from, 'length');
  return to === 'cm' ? cm : cm / factor(LENGTH_IN_CM, to, 'length');
}

export function convertTemperature(value: number, from: TemperatureUnit, to: TemperatureUnit): number {
  requireNumber('value', value);
  if (from !== 'C' && from !== 'F')
    throw new ClinicalError('UNKNOWN_UNIT', `Unknown temperature unit "${from}"`);
  if (to !== 'C' && to !== 'F') throw new ClinicalError('UNKNOWN_UNIT', `Unknown temperature unit "${to}"`);
  if (from === to) return value;
  return from === 'F' ? ((value - 32) * 5) / 9 : (value * 9) / 5 + 32;
}

export const kgToLb = (kg: number): number => convertMass(kg, 'kg', 'lb');
export const lbToKg = (lb: number): number => convertMass(lb, 'lb', 'kg');
export const cmToIn = (cm: number): number => convertLength(cm, 'cm', 'in');
export const inToCm = (inches: number): number => convertLength(inches, 'in', 'cm');

/** 5 ft 10 in → 177.8 cm. */
export function feetInchesToCm(feet: number, inches = 0): number {
  requireNumber('feet', feet, 0);
  requireNumber('inches', inches, 0);
  return (feet * 12 + inches) * CM_PER_IN;
}

/** 177.8 cm → { feet: 5, inches: 10 }; inches rounded to `inchDecimals`, carrying 12 in to a foot. */
export function cmToFeetInches(cm: number, inchDecimals = 0): { feet: number; inches: number } {
  requireNumber('cm', cm, 0);
  const totalInches = roundTo(cm / CM_PER_IN, inchDecimals);
  const feet = Math.floor(totalInches / 12 + 1e-12);
  return { feet, inches: roundTo(totalInches - feet * 12, inchDecimals) };
}

const UNIT_SCALE: Record<string, number> = {
  ...MASS_IN_KG,
  ...Object.fromEntries(Object.entries(LENGTH_IN_CM).map(([k, v]) => [k, v])),
};

/**
 * Decimal places to show a value in `to` so that showing it, reading the shown number back and
 * rounding it to `fromDecimals` in `from` gives the original value: e.g. a weight kept at 0.1 kg
 * needs 1 decimal in lb, a height kept at 0.1 cm needs 2 decimals in inches. Mass and length only.
 */
export function losslessDecimals(
  from: MassUnit | LengthUnit,
  to: MassUnit | LengthUnit,
  fromDecimals: number,
): number {
  const f = UNIT_SCALE[from];
  const t = UNIT_SCALE[to];
  if (f === undefined || t === undefined)
    throw new ClinicalError('UNKNOWN_UNIT', `Unknown unit ${from} or ${to}`);
  const massUnits = Object.keys(MASS_IN_KG);
  if (massUnits.includes(from) !== massUnits.includes(to)) {
    throw new ClinicalError('INVALID_INPUT', `Cannot convert ${from} to ${to}`);
  }
  // Rounding in `to` errs by at most 0.5·10^-d units of `to` = 0.5·10^-d · t/f units of `from`;
  // it must stay below half a step of `from` (0.5·10^-fromDecimals), with a margin for float error.
  for (let d = 0; d <= 12; d++) {
    if (0.5 * 10 ** -d * (t / f) < 0.5 * 10 ** -fromDecimals * 0.999) return d;
  }
  return 12;
}

/** Display precision this package uses by default: each pair round-trips losslessly. */
export const DISPLAY_DECIMALS = { kg: 1, lb: 1, cm: 1, in: 2, C: 1, F: 1 } as const;

/** Formats a canonical metric value for display in the user's unit system. */
export function displayMass(
  kg: number,
  unit: 'kg' | 'lb',
  decimals: number = DISPLAY_DECIMALS[unit],
): number {
  return roundTo(convertMass(kg, 'kg', unit), decimals);
}

export function displayLength(
  cm: number,
  unit: 'cm' | 'in',
  decimals: number = DISPLAY_DECIMALS[unit],
): number {
  return roundTo(convertLength(cm, 'cm', unit), decimals);
}

/**
 * Rounds half away from zero to `decimals` places without binary-float surprises
 * (roundTo(1.005, 2) === 1.01), by shifting the decimal exponent in the string form.
 */
export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return sign * Number(`${shifted}e${-decimals}`) || 0;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}

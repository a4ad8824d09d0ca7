/** Machine codes of the errors this package throws. */
export type ClinicalErrorCode =
  | 'INVALID_INPUT'
  | 'UNKNOWN_LOINC'
  | 'UNKNOWN_UNIT'
  | 'UNKNOWN_FOOD'
  | 'UNKNOWN_PORTION'
  | 'UNKNOWN_ACTIVITY'
  | 'SOLVER_UNAVAILABLE'
  | 'SOLVER_FAILED';

/**
 * The one error type of `@verdant/clinical`. `code` is stable (for translation and API mapping);
 * `details` carries the offending value.
 */
export class ClinicalError extends Error {
  readonly code: ClinicalErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: ClinicalErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ClinicalError';
    this.code = code;
    this.details = details;
  }
}

/** Throws INVALID_INPUT unless `value` is a finite number inside [min, max]. */
export function requireNumber(name: string, value: unknown, min = -Infinity, max = Infinity): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ClinicalError('INVALID_INPUT', `${name} must be a finite number`, { field: name, value });
  }
  if (value < min || value > max) {
    throw new ClinicalError('INVALID_INPUT', `${name} must be between ${min} and ${max}`, {
      field: name,
      value,
      min,
      max,
    });
  }
  return value;
}

export type Sex = 'M' | 'F';

export function requireSex(value: unknown): Sex {
  if (value !== 'M' && value !== 'F') {
    throw new ClinicalError('INVALID_INPUT', 'sex must be "M" or "F"', { field: 'sex', value });
  }
  return value;
}

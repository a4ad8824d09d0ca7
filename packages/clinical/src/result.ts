import type { CitationKey } from './citations.ts';

/** A caution attached to a figure: outside the validated range, unusual input, imprecise coefficient. */
export interface ClinicalWarning {
  code: string;
  message: string;
}

/** A number computed by a named, cited equation, with the conditions under which it holds. */
export interface Computed {
  value: number;
  unit: string;
  /** Stable equation id, e.g. `mifflin-st-jeor-1990`. */
  equation: string;
  citation: CitationKey;
  /** Population the equation was derived on / is valid for, in words. */
  population?: string;
  warnings: ClinicalWarning[];
}

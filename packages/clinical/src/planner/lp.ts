import type { Highs, ModelData } from 'highs';

/** Minimal sparse MILP builder producing HiGHS `ModelData` (CSC). */
export class LpBuilder {
  readonly cost: number[] = [];
  readonly lower: number[] = [];
  readonly upper: number[] = [];
  readonly integer: boolean[] = [];
  readonly rowLower: number[] = [];
  readonly rowUpper: number[] = [];
  /** Column-wise entries: per column a list of [row, coefficient]. */
  readonly #cols: [number, number][][] = [];

  addVar(cost: number, lower: number, upper: number, integer = false): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(upper);
    this.integer.push(integer);
    this.#cols.push([]);
    return this.cost.length - 1;
  }

  /** Adds lower ≤ Σ coef·x ≤ upper; use ±Infinity for an open side. Duplicate columns are merged. */
  addRow(entries: readonly (readonly [number, number])[], lower: number, upper: number): number {
    const row = this.rowLower.length;
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
    const merged = new Map<number, number>();
    for (const [col, coef] of entries) merged.set(col, (merged.get(col) ?? 0) + coef);
    for (const [col, coef] of merged) if (coef !== 0) this.#cols[col]?.push([row, coef]);
    return row;
  }

  get numCols(): number {
    return this.cost.length;
  }

  get numRows(): number {
    return this.rowLower.length;
  }

  toModel(highs: Highs): ModelData {
    const inf = highs.infinity;
    const fix = (v: number) => (v === Infinity ? inf : v === -Infinity ? -inf : v);
    const starts = [0];
    const indices: number[] = [];
    const values: number[] = [];
    for (const col of this.#cols) {
      col.sort((a, b) => a[0] - b[0]);
      for (const [r, v] of col) {
        indices.push(r);
        values.push(v);
      }
      starts.push(indices.length);
    }
    const { continuous, integer } = highs.constants.variableType;
    return {
      numCols: this.numCols,
      numRows: this.numRows,
      colCost: this.cost,
      colLower: this.lower.map(fix),
      colUpper: this.upper.map(fix),
      rowLower: this.rowLower.map(fix),
      rowUpper: this.rowUpper.map(fix),
      matrix: { format: 'csc', numRows: this.numRows, numCols: this.numCols, starts, indices, values },
      integrality: this.integer.map((b) => (b ? integer : continuous)),
    };
  }
}

export interface SolveResult {
  status: 'optimal' | 'feasible' | 'infeasible' | 'timeout' | 'error';
  /** HiGHS model status name, e.g. "optimal", "timeLimit". */
  highsStatus: string;
  values: Float64Array;
  objective: number;
  ms: number;
}

/** Solves the model with HiGHS; single-threaded and with a fixed seed, so the result is reproducible. */
export function solveMilp(
  highs: Highs,
  lp: LpBuilder,
  options: { timeLimitSec: number; relGap: number; extra?: Record<string, number | string | boolean> },
): SolveResult {
  const t0 = Date.now();
  const model = highs.createModel(lp.toModel(highs));
  try {
    model.options.set({
      output_flag: false,
      random_seed: 0,
      mip_rel_gap: options.relGap,
      time_limit: options.timeLimitSec,
      ...(options.extra ?? {}),
    });
    model.run();
    const code = model.getModelStatus();
    const names = highs.constants.modelStatus;
    const highsStatus =
      (Object.keys(names) as (keyof typeof names)[]).find((k) => names[k] === code) ?? String(code);
    const primal = model.info.get('primal_solution_status');
    const hasSolution = primal === highs.constants.solutionStatus.feasible;
    const status: SolveResult['status'] =
      code === names.optimal
        ? 'optimal'
        : hasSolution
          ? 'feasible'
          : code === names.infeasible || code === names.unboundedOrInfeasible
            ? 'infeasible'
            : code === names.timeLimit
              ? 'timeout'
              : 'error';
    const values =
      status === 'optimal' || status === 'feasible'
        ? Float64Array.from(model.getSolution().colValue)
        : new Float64Array(lp.numCols);
    return {
      status,
      highsStatus,
      values,
      objective: hasSolution ? model.getObjectiveValue() : Number.NaN,
      ms: Date.now() - t0,
    };
  } finally {
    model.dispose();
  }
}

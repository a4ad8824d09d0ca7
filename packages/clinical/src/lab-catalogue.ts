/**
 * What a clinician can order: every single test of the reference table (by LOINC) and the usual
 * panels, each a set of those tests. Panel codes are the LOINC panel terms where one exists
 * (CBC 58410-2, CMP 24323-8, lipid 24331-1); iron studies and the thyroid screen are ordered as
 * their tests under a local code (`local:…`), since the reference table has no TIBC for the LOINC
 * iron panel.
 */
import { LAB_TESTS, type LabTest } from './labs.ts';

export interface LabOrderable {
  /** The code ordered: a LOINC code (test or panel) or `local:<key>` for a panel without one. */
  code: string;
  kind: 'test' | 'panel';
  /** English display name (the web translates panels by code; single tests keep their LOINC name). */
  name: string;
  /** LOINC codes of the analytes this orders (one for a single test). */
  analytes: string[];
  /** A fasting sample is usual for this order. */
  fasting: boolean;
}

const loincOf = (key: string): string => {
  const row = LAB_TESTS.find((r) => r.key === key);
  if (!row) throw new Error(`lab catalogue: no test ${key}`);
  return row.loinc;
};

export const LAB_PANELS: readonly LabOrderable[] = [
  {
    code: '58410-2',
    kind: 'panel',
    name: 'Complete blood count (CBC)',
    analytes: ['wbc', 'rbc', 'hgb', 'hct', 'mcv', 'mch', 'mchc', 'rdw', 'plt'].map(loincOf),
    fasting: false,
  },
  {
    code: '24323-8',
    kind: 'panel',
    name: 'Comprehensive metabolic panel (CMP)',
    analytes: [
      'glucose',
      'bun',
      'creatinine',
      'egfr',
      'sodium',
      'potassium',
      'chloride',
      'co2',
      'calcium',
      'protein_total',
      'albumin',
      'bilirubin_total',
      'alp',
      'alt',
      'ast',
    ].map(loincOf),
    fasting: true,
  },
  {
    code: '24331-1',
    kind: 'panel',
    name: 'Lipid panel',
    analytes: ['chol_total', 'triglycerides', 'hdl', 'ldl_calc', 'non_hdl'].map(loincOf),
    fasting: true,
  },
  {
    code: 'local:iron',
    kind: 'panel',
    name: 'Iron studies',
    analytes: ['iron', 'ferritin'].map(loincOf),
    fasting: true,
  },
  {
    code: 'local:thyroid',
    kind: 'panel',
    name: 'Thyroid screen (TSH, free T4)',
    analytes: ['tsh', 'ft4'].map(loincOf),
    fasting: false,
  },
];

const FASTING_TESTS = new Set(['glucose_fasting', 'triglycerides', 'chol_total', 'ldl_calc', 'ldl_direct']);

/** Single tests: one per LOINC code of the reference table, in the table's order. */
export const LAB_SINGLE_TESTS: readonly LabOrderable[] = (() => {
  const seen = new Set<string>();
  const out: LabOrderable[] = [];
  for (const row of LAB_TESTS as readonly LabTest[]) {
    if (seen.has(row.loinc)) continue;
    seen.add(row.loinc);
    out.push({
      code: row.loinc,
      kind: 'test',
      name: row.test,
      analytes: [row.loinc],
      fasting: FASTING_TESTS.has(row.key),
    });
  }
  return out;
})();

export const LAB_CATALOGUE: readonly LabOrderable[] = [...LAB_PANELS, ...LAB_SINGLE_TESTS];

const BY_CODE = new Map(LAB_CATALOGUE.map((o) => [o.code, o]));

/** The orderable with this code, or undefined. */
export function labOrderable(code: string): LabOrderable | undefined {
  return BY_CODE.get(code);
}

/** The analytes (LOINC codes, each once, in order) of a set of ordered codes; unknown codes throw. */
export function analytesOf(codes: readonly string[]): string[] {
  const out: string[] = [];
  for (const code of codes) {
    const item = BY_CODE.get(code);
    if (!item) throw new Error(`Unknown orderable ${code}`);
    for (const a of item.analytes) if (!out.includes(a)) out.push(a);
  }
  return out;
}

/** The display name of an analyte (the reference table's test name). */
export function analyteName(loinc: string): string {
  return LAB_TESTS.find((r) => r.loinc === loinc)?.test ?? loinc;
}

/** The conventional unit of an analyte. */
export function analyteUnit(loinc: string): string {
  return LAB_TESTS.find((r) => r.loinc === loinc)?.unit ?? '';
}

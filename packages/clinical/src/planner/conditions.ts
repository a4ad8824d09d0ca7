/**
 * What a patient's medical conditions mean for the foods of a meal plan. Conditions are free text
 * as the practice writes them (English or Spanish), matched by words:
 * - coeliac disease: no gluten, always (a strict gluten-free diet is the treatment) [ACG2013];
 * - lactose intolerance: milk products avoided, suggested (many tolerate small amounts) [NIH2010];
 * - high blood pressure, heart failure, chronic kidney disease: low-sodium foods, suggested
 *   (sodium reduction lowers blood pressure) [ACCAHA2017].
 * `required` rules are applied by the planner whatever the plan says; suggestions are offered to
 * the dietitian, who decides.
 */
import type { CitationKey } from '../citations.ts';
import type { Allergen, DietTag } from '../foods/tags.ts';

export interface ConditionDiet {
  /** The condition as written on the record. */
  condition: string;
  /** `condition.coeliac`, `condition.lactose_intolerance`, `condition.sodium`. */
  code: string;
  /** Foods with these allergen tags are left out. */
  avoid: Allergen[];
  /** Foods must carry these diet tags. */
  diets: DietTag[];
  required: boolean;
  citation: CitationKey;
}

const RULES: readonly (Omit<ConditionDiet, 'condition'> & { match: RegExp })[] = [
  {
    code: 'condition.coeliac',
    match: /\b(coeliac|celiac|cel[ií]ac[oa]s?|celiaqu[ií]a|gluten-sensitive enteropathy)\b/i,
    avoid: ['wheat_gluten'],
    diets: [],
    required: true,
    citation: 'ACG2013',
  },
  {
    code: 'condition.lactose_intolerance',
    match: /\b(lactose intoleran\w*|intolerancia a la lactosa)\b/i,
    avoid: ['milk'],
    diets: [],
    required: false,
    citation: 'NIH2010',
  },
  {
    code: 'condition.sodium',
    match:
      /\b(hypertension|high blood pressure|hipertensi[oó]n|heart failure|insuficiencia card[ií]aca|chronic kidney disease|enfermedad renal cr[oó]nica)\b/i,
    avoid: [],
    diets: ['low_sodium'],
    required: false,
    citation: 'ACCAHA2017',
  },
];

/** The diet rules the conditions call for, one per matching condition and rule. */
export function conditionDiets(conditions: readonly string[]): ConditionDiet[] {
  const out: ConditionDiet[] = [];
  for (const condition of conditions) {
    for (const { match, ...rule } of RULES) {
      if (match.test(condition)) out.push({ condition, ...rule });
    }
  }
  return out;
}

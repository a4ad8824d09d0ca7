/** Nutrient columns of the SR28 table, per 100 g edible portion (see shared/data/foods/nutrient_columns.csv). */
export const NUTRIENT_KEYS = [
  'energy_kcal',
  'protein_g',
  'fat_g',
  'carbohydrate_g',
  'fiber_g',
  'sugars_g',
  'saturated_fat_g',
  'sodium_mg',
  'water_g',
  'monounsaturated_fat_g',
  'polyunsaturated_fat_g',
  'trans_fat_g',
  'cholesterol_mg',
  'potassium_mg',
  'calcium_mg',
  'iron_mg',
  'magnesium_mg',
  'vitamin_c_mg',
  'vitamin_d_ug',
  'vitamin_b12_ug',
  'folate_dfe_ug',
  'vitamin_a_rae_ug',
  'alcohol_g',
  'caffeine_mg',
] as const;

export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Per-100 g (or per-portion) values; `null` means "not reported", which is not the same as 0. */
export type NutrientValues = Record<NutrientKey, number | null>;

export const NUTRIENT_UNITS: Record<NutrientKey, 'kcal' | 'g' | 'mg' | 'ug'> = Object.fromEntries(
  NUTRIENT_KEYS.map((k) => [
    k,
    k.endsWith('_kcal') ? 'kcal' : k.endsWith('_mg') ? 'mg' : k.endsWith('_ug') ? 'ug' : 'g',
  ]),
) as Record<NutrientKey, 'kcal' | 'g' | 'mg' | 'ug'>;

/**
 * Which foods of the SR28 table the meal planner may put on a plate, in what role (protein,
 * starch, vegetable…), at which meals, and in which household measure. SR28 is a composition
 * table, not a menu: it lists raw meat, dry pasta, flours, baby foods and spices next to
 * ready-to-eat foods, so the planner keeps foods that are eaten as they are described and have a
 * usable household portion. The rules are plain text heuristics; see README "Meal planner".
 */
import type { FoodTable, Portion } from '../foods/food-table.ts';

export const MEAL_SLOTS = [
  'breakfast',
  'morning_snack',
  'lunch',
  'afternoon_snack',
  'dinner',
  'evening_snack',
] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export const ROLES = [
  'protein',
  'starch',
  'vegetable',
  'fruit',
  'dairy',
  'nuts',
  'fat',
  'snack',
  'mixed',
] as const;
export type FoodRole = (typeof ROLES)[number];

export type SlotKind = 'breakfast' | 'main' | 'snack';
export const SLOT_KIND: Record<MealSlot, SlotKind> = {
  breakfast: 'breakfast',
  morning_snack: 'snack',
  lunch: 'main',
  afternoon_snack: 'snack',
  dinner: 'main',
  evening_snack: 'snack',
};

export interface PlannableFood {
  index: number;
  ndbNo: string;
  role: FoodRole;
  /** Slot kinds the food suits. */
  kinds: SlotKind[];
  portion: Portion;
  /** Quantity step in units of the portion measure (0.5 or 1). */
  stepUnits: number;
  stepGrams: number;
  maxSteps: number;
  /** Per-gram nutrients used by the model (energy, protein, carbs, fat, fiber, sodium). */
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  branded: boolean;
  /** Number of household measures SR lists: a proxy for how common the food is. */
  portionCount: number;
  /** Sampling family (SR food group, split for eggs/cheese) so one group cannot crowd the pool. */
  family: string;
  /** First comma segment of the description, lower case ("pineapple"): one per day. */
  name: string;
}

export interface CatalogOptions {
  /** Include branded foods (manufacturer set) outside breakfast cereals. Default false. */
  includeBranded?: boolean;
  /** Include SR groups Fast Foods (2100) and Restaurant Foods (3600). Default false. */
  includeFastFood?: boolean;
}

const NEVER_GROUPS = new Set(['0200', '0300', '1900', '3500']);
const MEAT_GROUPS = new Set(['0500', '0700', '1000', '1300', '1500', '1700']);

const re = (words: string) => new RegExp(`\\b(?:${words})\\b`, 'i');

const NOT_READY = re(
  'dehydrated|powder|powdered|concentrate|concentrated|unprepared|dry mix|mix, dry|flour|meal|starch|leavening|yeast|not reconstituted|undiluted|condensed|freeze-dried|unheated|unreconstituted|isolate|shortening|lard|tallow|suet|dough|batter|frosting|baking chocolate|infant|formula|human|imitation|substitute|babyfood|as purchased|frozen, unprepared|ready-to-bake|ready-to-cook|pie filling|heavy syrup|extra heavy syrup|sweetened condensed|evaporated|glaze|syrup|gravy|dressing|spread|seasoning|extract|vinegar|table salt|jam|jelly|marmalade|candied|chips|puffs|curls|pork skins|cracklings|with salt added',
);
const MEAT_NOT_OK = re(
  'raw|variety meats|by-products|separable fat|fat only|skin only|mechanically|giblets|liver|kidneys?|heart|tongue|tripe|brain|lungs|spleen|pancreas|thymus|feet|ears|tail|neck|back|gizzard|blood|chitterlings|headcheese|cured, salt|salt pork|fatback|jowl|bones?|with added solution|frozen, unprepared',
);
const COOKED = re(
  'cooked|roasted|braised|broiled|grilled|baked|boiled|stewed|steamed|pan-fried|fried|simmered|poached|scrambled|smoked|canned|microwaved|ready-to-eat|prepared|toasted|hard-boiled|drained',
);
const RAW_ONLY_VEG = re(
  'potato(?:es)?|sweet ?potato(?:es)?|yams?|taro|cassava|plantains?|lima beans?|eggplant|pumpkin|squash, winter|acorn squash|butternut|hubbard|artichokes?|soybeans|kidney beans|cowpeas|edamame|okra|rhubarb|burdock|arrowhead|lotus|amaranth leaves|chrysanthemum|mustard greens',
);
const STARCHY_VEG = re(
  'potato(?:es)?|sweet ?potato(?:es)?|yams?|corn|peas|plantains?|taro|cassava|lima beans|succotash|parsnips?',
);
const BREAKFAST_MEAT = re('bacon|sausage|ham|canadian');
const BAKED_OK = re(
  'bread|rolls?|bagels?|english muffins?|tortillas?|pita|crackers?|muffins?|biscuits?|cornbread|rice cakes?|naan|matzo|croissants?',
);
const BAKED_SWEET = re(
  'cakes?|cookies?|pies?|doughnuts?|pastry|pastries|brownies?|danish|sweet rolls?|cream puffs?|eclairs?|strudel|turnovers?|toaster|cinnamon',
);
const SNACK_OK = re(
  'popcorn|pretzels|trail mix|granola bars?|rice cakes?|fruit leather|jerky|crackers|seeds|nuts|bars?',
);
const PLANT_MILK = re('almond milk|rice milk|oat milk|coconut milk|soymilk|soy milk');
const OIL_OK = re('olive|canola|sunflower|safflower|corn|soybean|peanut|sesame|avocado|rapeseed');
const ALCOHOL = re('alcoholic|beer|wine|liqueur|whiskey|vodka|rum|gin');

function role(
  table: FoodTable,
  i: number,
  branded: boolean,
  opts: CatalogOptions,
): { role: FoodRole; kinds: SlotKind[] } | undefined {
  const g = table.groupCodeAt(i);
  const d = table.descriptionAt(i);
  if (NEVER_GROUPS.has(g)) return undefined;
  if ((g === '2100' || g === '3600') && !opts.includeFastFood) return undefined;
  if (branded && !opts.includeBranded && g !== '0800') return undefined;
  if (ALCOHOL.test(d)) return undefined;

  if (MEAT_GROUPS.has(g)) {
    if (MEAT_NOT_OK.test(d) || !COOKED.test(d) || NOT_READY.test(d)) return undefined;
    return { role: 'protein', kinds: BREAKFAST_MEAT.test(d) ? ['breakfast', 'main'] : ['main'] };
  }
  if (g === '0400') {
    if (/^oil,/i.test(d) && OIL_OK.test(d) && !/industrial|hydrogenated|lecithin/i.test(d))
      return { role: 'fat', kinds: ['main'] };
    return undefined;
  }
  if (g === '0100') {
    if (/^egg/i.test(d)) {
      if (/\b(raw|dried|powder|frozen|substitute|white, |yolk)\b/i.test(d)) return undefined;
      return COOKED.test(d) ? { role: 'protein', kinds: ['breakfast', 'main'] } : undefined;
    }
    if (/^butter, (salted|without salt)$/i.test(d)) return { role: 'fat', kinds: ['breakfast', 'main'] };
    if (
      NOT_READY.test(d) ||
      /\b(cream|whey|ice cream|milk shakes?|eggnog|dessert|beverage|sour|butter|dulce|custard|pudding|cheese food|cheese spread|cheese product|goat|sheep|buffalo|dry|whipped|topping|lactose reduced)\b/i.test(
        d,
      )
    ) {
      return undefined;
    }
    const cheese = /^cheese\b/i.test(d);
    const proteinRich =
      (table.value(i, 'protein_g') * 4) / Math.max(1, table.value(i, 'energy_kcal')) >= 0.45;
    if (/^(milk|yogurt|kefir)\b/i.test(d) || cheese) {
      return {
        role: proteinRich ? 'protein' : 'dairy',
        kinds: cheese ? ['breakfast', 'main', 'snack'] : ['breakfast', 'snack'],
      };
    }
    return undefined;
  }
  if (NOT_READY.test(d)) return undefined;
  switch (g) {
    case '0800':
      if (/\b(dry|uncooked)\b/i.test(d) && !/ready-to-eat/i.test(d)) return undefined;
      return { role: 'starch', kinds: ['breakfast'] };
    case '0900':
      if (/\b(dehydrated|low-moisture|juice|nectar|drink|punch)\b/i.test(d)) return undefined;
      return { role: 'fruit', kinds: ['breakfast', 'main', 'snack'] };
    case '1100': {
      if (/\b(raw)\b/i.test(d) && RAW_ONLY_VEG.test(d)) return undefined;
      if (
        /\b(frozen, unprepared|seeds|leaves, dried|dried|flakes|granules|puree|juice|pickled|pickles|relish|sauerkraut|fried|french fried|hash brown|au gratin|mashed, dehydrated|canned, solids and liquids)\b/i.test(
          d,
        )
      ) {
        return undefined;
      }
      if (STARCHY_VEG.test(d) && !/\bpea pods|snow peas|sugar snap|popcorn\b/i.test(d))
        return { role: 'starch', kinds: ['main'] };
      return { role: 'vegetable', kinds: /\braw\b/i.test(d) ? ['main', 'snack'] : ['main'] };
    }
    case '1200':
      if (
        /\b(paste|flour|meal|milk|cream|coconut water|cottonseed|breadfruit)\b|\boil\b(?!-? ?roasted)/i.test(
          d,
        )
      )
        return undefined;
      return { role: 'nuts', kinds: ['breakfast', 'snack'] };
    case '1400':
      if (PLANT_MILK.test(d) && !/\bpowder\b/i.test(d))
        return { role: 'dairy', kinds: ['breakfast', 'snack'] };
      return undefined;
    case '1600': {
      if (/^peanut butter|^peanuts, all types, (dry|oil)-roasted/i.test(d))
        return { role: 'nuts', kinds: ['breakfast', 'snack'] };
      if (PLANT_MILK.test(d)) return { role: 'dairy', kinds: ['breakfast', 'snack'] };
      if (
        /\b(mature seeds, raw|raw|sauce|miso|natto|flour|protein|fermented|frozen, unprepared|dry)\b/i.test(
          d,
        ) &&
        !/\btofu\b/i.test(d)
      )
        return undefined;
      if (
        /\b(beans?|lentils|chickpeas|hummus|tofu|tempeh|split peas|edamame|falafel|soybeans)\b/i.test(d) &&
        (COOKED.test(d) || /\b(tofu|hummus|tempeh)\b/i.test(d))
      ) {
        return { role: 'protein', kinds: ['main'] };
      }
      return undefined;
    }
    case '1800':
      if (
        BAKED_SWEET.test(d) ||
        !BAKED_OK.test(d) ||
        /\b(crumbs|stuffing|croutons|mix|refrigerated)\b/i.test(d)
      )
        return undefined;
      if (/\bcrackers?|rice cakes?\b/i.test(d)) return { role: 'snack', kinds: ['snack', 'breakfast'] };
      return { role: 'starch', kinds: ['breakfast', 'main'] };
    case '2000':
      if (!/\bcooked\b/i.test(d) || /\b(dry|raw|uncooked)\b/i.test(d)) return undefined;
      return {
        role: 'starch',
        kinds: /\b(oat|oatmeal|porridge|farina|grits)\b/i.test(d) ? ['breakfast', 'main'] : ['main'],
      };
    case '2500':
      if (!SNACK_OK.test(d) || /\bchips\b|\bpuffs\b|chocolate|candy|fudge|frosted/i.test(d)) return undefined;
      return { role: 'snack', kinds: ['snack'] };
    case '0600':
      if (
        !/^soup/i.test(d) ||
        !/ready-to-serve|prepared with|home-prepared|chunky/i.test(d) ||
        /\bmix|broth|bouillon|consomme\b/i.test(d)
      )
        return undefined;
      return { role: 'mixed', kinds: ['main'] };
    case '2200':
    case '2100':
    case '3600':
      if (/\bfrozen\b/i.test(d) && !/prepared|cooked|heated/i.test(d)) return undefined;
      return { role: 'mixed', kinds: ['main'] };
    default:
      return undefined;
  }
}

/** Maximum grams of one food in one meal, by role. */
const MAX_GRAMS: Record<FoodRole, number> = {
  protein: 250,
  starch: 300,
  vegetable: 300,
  fruit: 300,
  dairy: 490,
  nuts: 60,
  fat: 28,
  snack: 80,
  mixed: 500,
};

const BAD_MEASURE = re(
  'lb|pound|package|pkg|jar|can|container \\(32|quart|gallon|yield|recipe|pie|cake|loaf|roast|batch|pizza|head|bunch|bag|box|bottle|carton|crust|slab|rack|half|whole|breast, bone|drumstick|thigh|wing|leg|stalk|spear|bulb|ear|wedge|package|dash|pinch|sprig|leaf|leaves|strips?|cubic inch|tub|envelope|block',
);

const PREFERRED: Record<FoodRole, RegExp[]> = {
  protein: [/^oz\b/i, /^serving/i, /^(large|medium)\b/i, /^cup/i, /^slice/i, /^piece|^fillet|^patty|^link/i],
  starch: [
    /^cup/i,
    /^slice/i,
    /^(medium|large|small)\b/i,
    /^piece|^roll|^bagel|^muffin|^tortilla|^pita/i,
    /^oz\b/i,
  ],
  vegetable: [/^cup/i, /^(medium|large|small)\b/i, /^oz\b/i],
  fruit: [/^(medium|small|large|extra small)\b/i, /^cup/i, /^fruit|^piece/i, /^oz\b/i],
  dairy: [/^cup/i, /^container/i, /^oz\b/i, /^slice/i],
  nuts: [/^oz\b/i, /^tbsp|^tablespoon/i, /^cup/i],
  fat: [/^tbsp|^tablespoon/i, /^tsp|^teaspoon/i, /^pat/i],
  snack: [/^oz\b/i, /^(bar|cup|piece|cracker|cake|serving)/i],
  mixed: [/^cup/i, /^serving/i, /^piece|^item|^sandwich|^container|^bowl/i, /^oz\b/i],
};

function pickPortion(portions: Portion[], r: FoodRole): Portion | undefined {
  const usable = portions.filter(
    (p) =>
      p.gramsPerUnit >= 5 && p.gramsPerUnit <= Math.max(MAX_GRAMS[r], 60) && !BAD_MEASURE.test(p.measure),
  );
  for (const pattern of PREFERRED[r]) {
    const hit = usable.find((p) => pattern.test(p.measure.trim()));
    if (hit) return hit;
  }
  return usable[0];
}

export function plannableFood(
  table: FoodTable,
  i: number,
  opts: CatalogOptions = {},
): PlannableFood | undefined {
  const branded = table.manufacturerAt(i) !== '';
  const r = role(table, i, branded, opts);
  if (!r) return undefined;
  const kcal = table.value(i, 'energy_kcal');
  const protein = table.value(i, 'protein_g');
  const fat = table.value(i, 'fat_g');
  const carbs = table.value(i, 'carbohydrate_g');
  if ([kcal, protein, fat, carbs].some(Number.isNaN) || kcal <= 0) return undefined;
  const fiber = table.value(i, 'fiber_g');
  const portions = table.portionsAt(i);
  const portion = pickPortion(portions, r.role);
  if (!portion) return undefined;
  const stepUnits = portion.gramsPerUnit >= 60 ? 0.5 : 1;
  const stepGrams = portion.gramsPerUnit * stepUnits;
  // At most MAX_GRAMS of the role and at most 3 of the measure (8 when it is ounces or a tablespoon).
  const maxUnits = /^(oz|tbsp|tablespoon)\b/i.test(portion.measure.trim()) ? 8 : 3;
  const maxSteps = Math.max(
    1,
    Math.min(12, Math.floor(MAX_GRAMS[r.role] / stepGrams), Math.floor(maxUnits / stepUnits)),
  );
  return {
    index: i,
    ndbNo: table.ndbAt(i),
    role: r.role,
    kinds: r.kinds,
    portion,
    stepUnits,
    stepGrams,
    maxSteps,
    kcal: kcal / 100,
    protein: protein / 100,
    carbs: carbs / 100,
    fat: fat / 100,
    // Fiber not reported is treated as 0 g in the model; the plan's totals report it as not reported.
    fiber: Number.isNaN(fiber) ? 0 : fiber / 100,
    branded,
    portionCount: portions.length,
    name: foodName(table.descriptionAt(i)),
    family: `${table.groupCodeAt(i)}:${/^egg/i.test(table.descriptionAt(i)) ? 'egg' : /^cheese/i.test(table.descriptionAt(i)) ? 'cheese' : ''}`,
  };
}

/** The food's name for "one per name a day": the first comma segment, lower case, singular. */
export function foodName(description: string): string {
  const first = (description.split(',')[0] ?? '').trim().toLowerCase();
  return first.endsWith('s') && !first.endsWith('ss') ? first.slice(0, -1) : first;
}

const cache = new WeakMap<FoodTable, Map<string, PlannableFood[]>>();

/** All plannable foods of the table for these options (cached per table and options). */
export function planningCatalog(table: FoodTable, opts: CatalogOptions = {}): PlannableFood[] {
  const key = `${opts.includeBranded ? 1 : 0}${opts.includeFastFood ? 1 : 0}`;
  let byKey = cache.get(table);
  if (!byKey) {
    byKey = new Map();
    cache.set(table, byKey);
  }
  let list = byKey.get(key);
  if (!list) {
    list = [];
    for (let i = 0; i < table.size; i++) {
      const f = plannableFood(table, i, opts);
      if (f) list.push(f);
    }
    byKey.set(key, list);
  }
  return list;
}

/**
 * Allergen and diet tags derived from each food's description, common names, food group and
 * sodium. The rules lean to over-tagging (a food that may contain an allergen is tagged), because
 * a planner exclusion must not let an allergen through; every tag records the words or rule that
 * set it, and `TagOverride` corrects a food by hand. Descriptions do not list ingredients, so a
 * tag is a screening aid, not a label.
 */

import { MAJOR_ALLERGENS } from '@verdant/shared/constants';

/** The nine major food allergens of US law (FALCPA 2004 + FASTER Act 2021 for sesame) [FDA_ALLERGENS]. */
export const ALLERGENS = MAJOR_ALLERGENS;
export type Allergen = (typeof ALLERGENS)[number];

export const DIET_TAGS = ['vegetarian', 'vegan', 'low_sodium'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

export type FoodTag = Allergen | DietTag;
/** Bit order of tag masks. */
export const ALL_TAGS: readonly FoodTag[] = [...ALLERGENS, ...DIET_TAGS];

/** FDA "low sodium": 140 mg or less (per reference amount; per 100 g for meals and main dishes) [FDA_LOW_SODIUM]. */
export const LOW_SODIUM_MG_PER_100G = 140;

export interface TagInput {
  description: string;
  commonNames?: string;
  groupCode: string;
  /** Per 100 g; null = not reported (then never tagged low sodium). */
  sodiumMg: number | null;
}

interface Rule {
  /** Phrases removed from the text before matching (e.g. "peanut butter" before looking for "butter"). */
  not?: RegExp;
  match: RegExp;
}

const w = (words: string) => new RegExp(`\\b(?:${words})\\b`);

const BAKED_SWEET =
  'cakes?|cheesecake|coffeecake|cookies?|muffins?|pancakes?|waffles?|doughnuts?|donuts?|croissants?|pastry|pastries|pies?|brownies?|sweet rolls?|danish|french toast|biscuits?|cream puffs?|eclairs?|crepes?|scones?|popovers?|strudel|turnovers?|cinnamon rolls?|sopaipilla';

const RULES: Record<Allergen, Rule> = {
  milk: {
    not: w(
      'coconut (?:milk|cream)|soy ?milk|soymilk|almond (?:milk|beverage)|rice (?:milk|beverage)|oat (?:milk|beverage)|milk substitutes?|non-?dairy|dairy-free|cream of tartar|(?:peanut|nut|almond|cashew|sesame|sunflower seed|apple|cocoa|shea|soy ?nut) butters?|butternuts?|butterbur|butterhead|butter beans?|milkfish|milkweed|swiss chard|cream substitutes?|cocoa, dry powder|baking chocolate, unsweetened|chocolate, unsweetened',
    ),
    match: w(
      'milks?|cheeses?|cheddar|mozzarella|parmesan|ricotta|cream|creamer|butter|buttermilk|ghee|yogurts?|yoghurts?|kefir|whey|casein|caseinate|lactose|custards?|puddings?|ice creams?|gelato|milkshakes?|shakes?|lattes?|cappuccinos?|mocha|eggnog|alfredo|au gratin|scalloped|queso|paneer|brie|camembert|feta|gouda|provolone|swiss|gruyere|romano|neufchatel|half and half|cheeseburgers?|lasagna|pizzas?|quesadillas?|tzatziki|raita|chocolate|fudge|caramels?|nougat|dulce de leche|cheez|curds?',
    ),
  },
  egg: {
    not: w('eggplants?|egg-free|eggless'),
    match: w(
      'eggs?|yolks?|mayonnaise|mayo|meringues?|custards?|eggnog|french toast|quiche|souffle|hollandaise|aioli|frittata|omelets?|omelettes?|tiramisu|zabaglione|flan|caesar|fresh-refrigerated|tartar sauce|sandwich spread',
    ),
  },
  fish: {
    not: w('shellfish|crayfish|jellyfish|starfish|cuttlefish'),
    match: w(
      'fish|salmon|tuna|cod|codfish|haddock|halibut|tilapia|trout|sardines?|anchov(?:y|ies)|mackerel|herring|pollock|catfish|flounder|sole|snapper|sea bass|striped bass|freshwater bass|perch|pike|carp|swordfish|mahimahi|roe|caviar|surimi|worcestershire|lox|whitefish|smelt|eel|shad|roughy|grouper|bluefish|croaker|halibut|lingcod|mullet|pompano|rockfish|sablefish|sheepshead|tilefish|turbot|wolffish|yellowtail|caesar|bonito|dashi',
    ),
  },
  shellfish: {
    match: w(
      'shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|langoustines?|krill|clams?|mussels?|oysters?|scallops?|squid|calamari|octopus|abalone|whelks?|conch|snails?|escargots?|cuttlefish|sea urchin|crustaceans?|mollusks?|shellfish',
    ),
  },
  tree_nuts: {
    not: w(
      'coconuts?|nuts, coconut[^;]*|water chestnuts?|butternut squash|squash, winter, butternut[^;]*|nutmeg|peanuts?|doughnuts?|donuts?|nutritional|nutrition|beer nuts|soy ?nuts?|corn nuts?',
    ),
    match: w(
      'almonds?|walnuts?|pecans?|cashews?|pistachios?|pistachio nuts|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|brazilnuts|pine ?nuts?|pinyon|pignolias?|chestnuts?|beechnuts?|butternuts?|hickory ?nuts?|hickorynuts|ginkgo|nuts?|praline|marzipan|nougat|gianduja|nutella|pesto|baklava|frangipane|acorns?|shea ?nuts?',
    ),
  },
  peanuts: {
    match: w('peanuts?|peanut ?butter|groundnuts?|goobers?|beer nuts|arachis'),
  },
  wheat_gluten: {
    not: w(
      'buckwheat|gluten-free|gluten free|rice (?:flour|noodles|cakes?|crackers|paper)|(?:noodles|crackers|cakes?), rice|corn (?:flour|tortillas?|bread)|cornbread mix, gluten-free|potato (?:flour|bread crumbs)|soy flour|almond flour|coconut flour|cellophane|flour, rice|flour, corn|flour, potato|flour, soy|tortillas, ready-to-bake or -fry, corn|cornstarch|corn starch|arrowroot flour|tapioca|ginger ale',
    ),
    match: w(
      'wheat|flours?|breads?|buns?|rolls?|bagels?|croissants?|muffins?|biscuits?|crackers?|pretzels?|pasta|spaghetti|macaroni|noodles?|lasagna|ravioli|tortellini|couscous|bulgur|bulgar|semolina|durum|spelt|farro|kamut|triticale|barley|rye|malt|malted|seitan|croutons?|breaded|batter|battered|batter-dipped|stuffing|dumplings?|pizzas?|pies?|potpie|pot pie|pastry|pastries|cakes?|cookies?|brownies?|doughnuts?|donuts?|pancakes?|waffles?|crepes?|tortillas?|pita|naan|matzo|graham|wafers?|granola|gravy|soy sauce|shoyu|teriyaki|beer|ale|lager|sandwich(?:es)?|burritos?|hamburgers?|cheeseburgers?|wraps?|empanadas?|egg rolls?|wontons?|gnocchi|orzo|panko|roux|tabbouleh|oats?|oatmeal|farina|cornbread|bread crumbs|breadsticks?|chow mein|lo mein|ramen|udon|soba|bran flakes|shredded wheat|cream of wheat|wheaties|cheerios|granola bars?|cereal bars?|sopaipilla|strudel|turnovers?|scones?|eclairs?',
    ),
  },
  soy: {
    match: w(
      'soy|soya|soybeans?|soymilk|tofu|tempeh|miso|edamame|natto|okara|yuba|tamari|shoyu|teriyaki|textured vegetable protein|lecithin|hoisin|veggie burgers?|soyburgers?|meatless|vegetarian (?:meatloaf|patties|fillets|burgers?|stew|chili|meatballs)',
    ),
  },
  sesame: {
    match: w('sesame|tahini|tahina|hummus|houmous|halvah?|halva|benne|gomasio|za.?atar|baba ghanoush'),
  },
};

/** Food groups that always carry an allergen (SR group codes). */
const GROUP_ALLERGENS: Record<string, (text: string) => Allergen[]> = {
  // Dairy and Egg Products: eggs are egg; everything else is dairy.
  '0100': (t) => (/^(egg|eggs)\b/.test(t) || /\begg substitute\b/.test(t) ? ['egg'] : ['milk']),
  // Finfish and Shellfish Products: crustaceans and mollusks are shellfish, the rest fish.
  '1500': (t) => (/^(crustaceans|mollusks)\b/.test(t) ? ['shellfish'] : ['fish']),
  // Baked Products: wheat unless the text says otherwise (handled by the wheat `not` list).
  '1800': (t) => (RULES.wheat_gluten.not?.test(t) ? [] : ['wheat_gluten']),
  // Breakfast Cereals: malt and oats make most of them gluten-containing; grits/rice/quinoa cereals are not.
  '0800': (t) =>
    /\b(grits|hominy|cream of rice|quinoa|gluten-free|gluten free)\b/.test(t) &&
    !/\b(wheat|malt|barley|oats?|rye|bran)\b/.test(t)
      ? []
      : ['wheat_gluten'],
};

const MEAT_GROUPS = new Set(['0500', '0700', '1000', '1300', '1500', '1700']);

const FLESH = {
  not: w(
    'hearts of palm|artichoke hearts?|vegetable (?:broth|stock|bouillon)|(?:broth|stock|bouillon), vegetable|palm hearts?|heart of palm|pie crust|mincemeat|meatless|vegetarian|veggie|vegan|soyburgers?|imitation bacon bits|bacon bits, meatless|coconut meat|nut meats?|nuts?, [^;]*meat|squash, [^;]*|crab apples?|beef(?:steak)? tomato(?:es)?|chicken peas?|chickpeas?|turkey berries|goat(?:.s)? (?:cheese|milk)|(?:cheese|milk), goat|milk, (?:indian )?buffalo|buffalo milk',
  ),
  match: w(
    'beef|veal|pork|hams?|bacon|lamb|mutton|goat|venison|bison|buffalo|elk|moose|deer|caribou|rabbit|squirrel|bear|boar|horse|chicken|turkey|duck|goose|quail|pheasant|squab|ostrich|emu|game meat|poultry|meats?|meatballs?|meatloaf|sausages?|salami|pepperoni|bologna|frankfurters?|hot ?dogs?|wieners?|bratwurst|kielbasa|chorizo|pastrami|prosciutto|liverwurst|braunschweiger|liver|kidneys?|giblets|tripe|tongue|gizzards?|chitterlings|gelatin|gelatine|lard|tallow|suet|schmaltz|broth|bouillon|consomme|stock|whale|seal|walrus|pemmican|jerky|carne|steak|ribs|brisket|burgers?|hamburgers?|cheeseburgers?|cutlets?|chops?|gyros?|marshmallows?|gummy|gummies|oxtails?|sweetbreads|headcheese|scrapple|spam|pate|foie gras|blood sausage|animal fat|fish oil|cod liver oil|pepperoni|mortadella|luncheon|roast beef',
  ),
};

const NON_VEGAN = w(
  'honey|beeswax|carmine|cochineal|shellac|royal jelly|bee pollen|isinglass|lanolin|vitamin d3 from lanolin',
);

export interface DerivedTags {
  mask: number;
  evidence: Partial<Record<FoodTag, string>>;
}

function firstMatch(re: RegExp, text: string): string | undefined {
  const m = re.exec(text);
  return m ? m[0] : undefined;
}

function strip(text: string, not: RegExp | undefined): string {
  if (!not) return text;
  return text.replace(new RegExp(not.source, 'g'), ' ');
}

/** Derives allergen and diet tags for one food. */
export function deriveTags(input: TagInput): DerivedTags {
  const text = `${input.description} ; ${input.commonNames ?? ''}`.toLowerCase();
  const evidence: Partial<Record<FoodTag, string>> = {};
  let mask = 0;
  const set = (tag: FoodTag, why: string) => {
    const bit = 1 << ALL_TAGS.indexOf(tag);
    if (!(mask & bit)) {
      mask |= bit;
      evidence[tag] = why;
    }
  };
  const has = (tag: FoodTag) => (mask & (1 << ALL_TAGS.indexOf(tag))) !== 0;

  for (const allergen of ALLERGENS) {
    const rule = RULES[allergen];
    const hit = firstMatch(rule.match, strip(text, rule.not));
    if (hit) set(allergen, `word "${hit}"`);
  }
  for (const a of GROUP_ALLERGENS[input.groupCode]?.(text) ?? []) set(a, `food group ${input.groupCode}`);
  // Sweet baked goods usually contain milk and egg even when the description does not say so.
  const baked = firstMatch(
    w(BAKED_SWEET),
    strip(
      text,
      w(
        'rice cakes?|corn cakes?|fish cakes?|crab cakes?|potato pancakes?|pie crust|crab apples?|pizza pies?',
      ),
    ),
  );
  if (baked) {
    set('milk', `sweet baked good "${baked}" (usually contains milk)`);
    set('egg', `sweet baked good "${baked}" (usually contains egg)`);
  }

  const fleshWord = firstMatch(FLESH.match, strip(text, FLESH.not));
  const meatFree = /\b(meatless|vegetarian|veggie|vegan)\b/.test(text);
  const animalFlesh =
    has('fish') ||
    has('shellfish') ||
    (!meatFree && (MEAT_GROUPS.has(input.groupCode) || fleshWord !== undefined));
  if (!animalFlesh) {
    set('vegetarian', 'no meat, poultry, fish or shellfish words or food group');
    const nonVegan = firstMatch(NON_VEGAN, text);
    if (!has('milk') && !has('egg') && !nonVegan && input.groupCode !== '0100') {
      set('vegan', 'vegetarian, and no milk, egg or honey');
    }
  }
  if (input.sodiumMg !== null && input.sodiumMg <= LOW_SODIUM_MG_PER_100G) {
    set('low_sodium', `sodium ${input.sodiumMg} mg per 100 g (≤ ${LOW_SODIUM_MG_PER_100G})`);
  }
  return { mask, evidence };
}

export function tagsFromMask(mask: number): { allergens: Allergen[]; diets: DietTag[] } {
  return {
    allergens: ALLERGENS.filter((_, i) => mask & (1 << i)),
    diets: DIET_TAGS.filter((_, i) => mask & (1 << (ALLERGENS.length + i))),
  };
}

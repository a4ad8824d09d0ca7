/**
 * The SR28 household measures ("cup, chopped", "large (3-1/4" dia)", "oz, with bone cooked (yield from
 * 1 lb raw meat with refuse)") in Spanish, word by word with a few rules of Spanish order:
 * - phrases first ("fl oz" → "oz líq.", "excluding refuse" → "sin desperdicio");
 * - an adjective before its noun goes after it and agrees with it ("large ear" → "mazorca grande",
 *   "raw meat" → "carne cruda");
 * - a measure followed by what it holds takes "de" ("cup slices" → "taza de rodajas");
 * - adjectives agree with the last noun before them ("cup, chopped" → "taza, picada").
 * Numbers, units, punctuation and brand names (capitalised words not in the glossary) stay as they
 * are. A unit test checks every measure of every food the planner can choose has no English word left.
 */

type Gender = 'm' | 'f' | 'mp' | 'fp';
/** A noun with its gender; an adjective whose "@" takes the ending; anything else as it is. */
type Entry = { noun: string; g: Gender } | { adj: string } | { word: string };

const n = (noun: string, g: Gender): Entry => ({ noun, g });
const a = (adj: string): Entry => ({ adj });
const w = (word: string): Entry => ({ word });

/** Multi-word phrases, matched first (lower case, words separated by one space or a hyphen). */
const PHRASES: [string, Entry][] = [
  ['fl oz', w('oz líq.')],
  ['nlea serving', n('ración NLEA', 'f')],
  ['excluding refuse', w('sin desperdicio')],
  ['with refuse', w('con desperdicio')],
  ['yield from', w('rendimiento de')],
  ['cubic inch', n('pulgada cúbica', 'f')],
  ['ready to cook', a('listo para cocinar')],
  ['bone removed', w('sin hueso')],
  ['net wt', w('peso neto')],
  ['loosely packed', w('sin compactar')],
  ['balsam pear', n('melón amargo', 'm')],
  ['gold fish', n('Goldfish', 'mp')],
  ['hot pocket', n('Hot Pocket', 'm')],
  ['cheez its', n('Cheez-Its', 'fp')],
  ['wheat thins', n('Wheat Thins', 'fp')],
  ['rye krisp', n('Rye Krisp', 'm')],
  ['elfin loaves', n('Elfin Loaves', 'mp')],
  ['sprinkl ins', n("Sprinkl'ins", 'mp')],
  ['cross cut', n('corte transversal', 'm')],
  ['egg roll', n('rollito de huevo', 'm')],
  ['onion roll', n('panecillo de cebolla', 'm')],
  ['snack size', n('tamaño aperitivo', 'm')],
  ['after bone removed', w('tras quitar el hueso')],
  ['inch sub', n('pulgadas de bocadillo submarino', 'm')],
  ['kid s meal', n('menú infantil', 'm')],
  ['kids meal', n('menú infantil', 'm')],
  ['longer than', w('más largo que')],
  ['extra large', a('extragrande')],
  ['super colossal', a('supercolosal')],
  ['shaped', w('en forma de')],
];

const WORDS: Record<string, Entry> = {
  // measures and containers
  cup: n('taza', 'f'),
  cups: n('tazas', 'fp'),
  tablespoon: n('cucharada', 'f'),
  tbsp: n('cda.', 'f'),
  teaspoon: n('cucharadita', 'f'),
  tsp: n('cdta.', 'f'),
  oz: w('oz'),
  fl: w('líq.'),
  lb: w('lb'),
  g: w('g'),
  x: w('x'),
  pound: n('libra', 'f'),
  quart: n('cuarto de galón', 'm'),
  pint: n('pinta', 'f'),
  inch: n('pulgada', 'f'),
  foot: n('pie', 'm'),
  serving: n('ración', 'f'),
  portion: n('porción', 'f'),
  order: n('ración', 'f'),
  item: n('unidad', 'f'),
  unit: n('unidad', 'f'),
  count: n('unidades', 'fp'),
  piece: n('trozo', 'm'),
  pieces: n('trozos', 'mp'),
  slice: n('rebanada', 'f'),
  slices: n('rebanadas', 'fp'),
  package: n('paquete', 'm'),
  packet: n('sobre', 'm'),
  container: n('envase', 'm'),
  can: n('lata', 'f'),
  box: n('caja', 'f'),
  bag: n('bolsa', 'f'),
  pouch: n('bolsita', 'f'),
  bowl: n('cuenco', 'm'),
  wrapper: n('envoltorio', 'm'),
  scoop: n('cacito', 'm'),
  pat: n('nuez', 'f'),
  set: n('juego', 'm'),
  pr: n('par', 'm'),
  block: n('bloque', 'm'),
  sheets: n('láminas', 'fp'),
  stick: n('barra', 'f'),
  sticks: n('palitos', 'mp'),
  bar: n('barrita', 'f'),
  strip: n('tira', 'f'),
  strips: n('tiras', 'fp'),
  wedge: n('gajo', 'm'),
  sections: n('gajos', 'mp'),
  square: n('cuadrado', 'm'),
  sq: w('cuad.'),
  rectangle: n('rectángulo', 'm'),
  sphere: n('esfera', 'f'),
  ring: n('aro', 'm'),
  rings: n('aros', 'mp'),
  balls: n('bolas', 'fp'),
  cubes: n('cubos', 'mp'),
  chunks: n('trozos', 'mp'),
  halves: n('mitades', 'fp'),
  half: n('mitad', 'f'),
  bite: n('bocado', 'm'),
  bunch: n('manojo', 'm'),
  side: n('lado', 'm'),
  corner: n('esquina', 'f'),
  center: n('centro', 'm'),
  base: n('base', 'f'),
  tip: n('punta', 'f'),
  contents: n('contenido', 'm'),
  product: n('producto', 'm'),
  recipe: n('receta', 'f'),
  measurement: n('medida', 'f'),
  dimensions: n('medidas', 'fp'),
  weight: n('peso', 'm'),
  wt: n('peso', 'm'),
  diameter: n('diámetro', 'm'),
  dia: w('diám.'),
  size: n('tamaño', 'm'),
  total: a('total'),
  sum: n('suma', 'f'),
  solids: n('sólidos', 'mp'),
  liquid: n('líquido', 'm'),
  juice: n('zumo', 'm'),
  cooking: n('cocción', 'f'),
  yield: n('rendimiento', 'm'),
  refuse: n('desperdicio', 'm'),
  yields: w('rinde'),
  makes: w('da'),
  analytical: a('analític@'),
  meal: n('menú', 'm'),
  dinner: n('cena', 'f'),
  snack: n('aperitivo', 'm'),
  adults: n('adultos', 'mp'),
  children: n('niños', 'mp'),
  kids: n('niños', 'mp'),
  kid: n('niño', 'm'),
  years: n('años', 'mp'),
  // foods and parts of foods
  meat: n('carne', 'f'),
  steak: n('filete', 'm'),
  fillet: n('filete', 'm'),
  cutlet: n('chuleta', 'f'),
  chop: n('chuleta', 'f'),
  roast: n('asado', 'm'),
  rump: n('cadera', 'f'),
  shank: n('jarrete', 'm'),
  rib: n('costilla', 'f'),
  bone: n('hueso', 'm'),
  skin: n('piel', 'f'),
  breast: n('pechuga', 'f'),
  drumstick: n('muslo', 'm'),
  drum: n('muslo', 'm'),
  thigh: n('contramuslo', 'm'),
  leg: n('pata', 'f'),
  wing: n('ala', 'f'),
  back: n('espalda', 'f'),
  chicken: n('pollo', 'm'),
  capon: n('capón', 'm'),
  duck: n('pato', 'm'),
  goose: n('ganso', 'm'),
  turkey: n('pavo', 'm'),
  bird: n('ave', 'f'),
  egg: n('huevo', 'm'),
  eggs: n('huevos', 'mp'),
  sausage: n('salchicha', 'f'),
  sausages: n('salchichas', 'fp'),
  link: n('salchicha', 'f'),
  links: n('salchichas', 'fp'),
  frankfurter: n('salchicha de Fráncfort', 'f'),
  patty: n('medallón', 'm'),
  patties: n('medallones', 'mp'),
  medallion: n('medallón', 'm'),
  fish: n('pescado', 'm'),
  anchovy: n('anchoa', 'f'),
  anchovies: n('anchoas', 'fp'),
  shrimp: n('gamba', 'f'),
  crab: n('cangrejo', 'm'),
  lobster: n('langosta', 'f'),
  oyster: n('ostra', 'f'),
  oysters: n('ostras', 'fp'),
  curd: n('cuajada', 'f'),
  fruit: n('fruta', 'f'),
  melon: n('melón', 'm'),
  cantaloupe: n('melón cantalupo', 'm'),
  honeydew: n('melón verde', 'm'),
  watermelon: n('sandía', 'f'),
  apricot: n('albaricoque', 'm'),
  avocado: n('aguacate', 'm'),
  cherry: n('cereza', 'f'),
  date: n('dátil', 'm'),
  fig: n('higo', 'm'),
  grape: n('uva', 'f'),
  grapes: n('uvas', 'fp'),
  lemon: n('limón', 'm'),
  pear: n('pera', 'f'),
  plum: n('ciruela', 'f'),
  prune: n('ciruela pasa', 'f'),
  raisins: n('pasas', 'fp'),
  raspberries: n('frambuesas', 'fp'),
  berry: n('baya', 'f'),
  berries: n('bayas', 'fp'),
  pomegranate: n('granada', 'f'),
  sapodilla: n('zapote', 'm'),
  arils: n('arilos', 'mp'),
  sacs: n('vesículas', 'fp'),
  membranes: n('membranas', 'fp'),
  pulp: n('pulpa', 'f'),
  peel: n('cáscara', 'f'),
  shell: n('cáscara', 'f'),
  pits: n('huesos', 'mp'),
  seed: n('semilla', 'f'),
  seeds: n('semillas', 'fp'),
  nut: n('fruto seco', 'm'),
  nuts: n('frutos secos', 'mp'),
  nutmeat: n('fruto pelado', 'm'),
  peanut: n('cacahuete', 'm'),
  kernel: n('grano', 'm'),
  kernels: n('granos', 'mp'),
  ear: n('mazorca', 'f'),
  potato: n('patata', 'f'),
  tomato: n('tomate', 'm'),
  tomatoes: n('tomates', 'mp'),
  onion: n('cebolla', 'f'),
  pepper: n('pimiento', 'm'),
  pimiento: n('pimiento', 'm'),
  carrot: n('zanahoria', 'f'),
  beet: n('remolacha', 'f'),
  beets: n('remolachas', 'fp'),
  cucumber: n('pepino', 'm'),
  leek: n('puerro', 'm'),
  parsnip: n('chirivía', 'f'),
  radish: n('rábano', 'm'),
  squash: n('calabaza', 'f'),
  gourd: n('calabaza', 'f'),
  waxgourd: n('calabaza de cera', 'f'),
  chayote: n('chayote', 'm'),
  artichoke: n('alcachofa', 'f'),
  hearts: n('corazones', 'mp'),
  mushroom: n('champiñón', 'm'),
  mushrooms: n('champiñones', 'mp'),
  caps: n('sombreros', 'mp'),
  pea: n('guisante', 'm'),
  beans: n('judías', 'fp'),
  pod: n('vaina', 'f'),
  pods: n('vainas', 'fp'),
  clove: n('diente', 'm'),
  cloves: n('dientes', 'mp'),
  head: n('cabeza', 'f'),
  leaf: n('hoja', 'f'),
  stalk: n('tallo', 'm'),
  stalks: n('tallos', 'mp'),
  spear: n('punta', 'f'),
  spears: n('puntas', 'fp'),
  sprig: n('ramita', 'f'),
  sprigs: n('ramitas', 'fp'),
  floweret: n('ramillete', 'm'),
  flowerets: n('ramilletes', 'mp'),
  flower: n('flor', 'f'),
  flowers: n('flores', 'fp'),
  frond: n('fronda', 'f'),
  shoot: n('brote', 'm'),
  sprout: n('brote', 'm'),
  root: n('raíz', 'f'),
  bulb: n('bulbo', 'm'),
  corm: n('cormo', 'm'),
  petiole: n('pecíolo', 'm'),
  pad: n('penca', 'f'),
  plant: n('planta', 'f'),
  waterchestnuts: n('castañas de agua', 'fp'),
  roll: n('panecillo', 'm'),
  bun: n('bollo', 'm'),
  biscuit: n('bollo', 'm'),
  biscuits: n('bollos', 'mp'),
  bscuit: n('bollo', 'm'),
  bagel: n('bagel', 'm'),
  croissant: n('cruasán', 'm'),
  muffin: n('magdalena', 'f'),
  loaf: n('hogaza', 'f'),
  toast: n('tostada', 'f'),
  rusk: n('biscote', 'm'),
  crispbread: n('pan crujiente', 'm'),
  flatbread: n('pan plano', 'm'),
  matzo: n('matzá', 'f'),
  melba: w('melba'),
  rounds: n('redondas', 'fp'),
  pita: n('pita', 'f'),
  crust: n('corteza', 'f'),
  crumbs: n('migas', 'fp'),
  breadstick: n('colín', 'm'),
  cracker: n('galleta salada', 'f'),
  crackers: n('galletas saladas', 'fp'),
  saltines: n('galletas saladas', 'fp'),
  wafer: n('barquillo', 'm'),
  cake: n('pastel', 'm'),
  cakes: n('pasteles', 'mp'),
  pie: n('tarta', 'f'),
  pan: n('bandeja', 'f'),
  hotcakes: n('tortitas', 'fp'),
  twists: n('lazos', 'mp'),
  chips: n('chips', 'mp'),
  eggroll: n('rollito de huevo', 'm'),
  wonton: n('wantán', 'm'),
  spaghetti: n('espaguetis', 'mp'),
  elbows: n('coditos', 'mp'),
  shells: n('conchas', 'fp'),
  penne: n('penne', 'mp'),
  farfalle: n('farfalle', 'mp'),
  rotini: n('rotini', 'mp'),
  lasagne: n('lasaña', 'f'),
  ravioli: n('raviolis', 'mp'),
  raviloi: n('raviolis', 'mp'),
  pizza: n('pizza', 'f'),
  sandwich: n('sándwich', 'm'),
  sub: n('bocadillo submarino', 'm'),
  submarine: n('submarino', 'm'),
  hoagie: n('bocadillo', 'm'),
  hamburger: n('hamburguesa', 'f'),
  corndog: n('perrito de maíz', 'm'),
  taco: n('taco', 'm'),
  tacos: n('tacos', 'mp'),
  burrito: n('burrito', 'm'),
  quesadilla: n('quesadilla', 'f'),
  quesadila: n('quesadilla', 'f'),
  enchilada: n('enchilada', 'f'),
  enchiladas: n('enchiladas', 'fp'),
  tamale: n('tamal', 'm'),
  tamales: n('tamales', 'mp'),
  sundae: n('sundae', 'm'),
  wrap: n('wrap', 'm'),
  rye: n('centeno', 'm'),
  // sizes and shapes
  small: a('pequeñ@'),
  little: a('pequeñ@'),
  medium: a('median@'),
  large: a('grande'),
  jumbo: a('gigante'),
  colossal: a('colosal'),
  mini: a('mini'),
  miniature: a('miniatura'),
  baby: a('mini'),
  thin: a('fin@'),
  whole: a('enter@'),
  single: a('individual'),
  individual: a('individual'),
  regular: a('normal'),
  average: a('medi@'),
  triple: a('triple'),
  round: a('redond@'),
  oval: a('ovalad@'),
  rectangular: a('rectangular'),
  spiral: a('espiral'),
  italian: a('italian@'),
  norwegian: a('norueg@'),
  hot: a('caliente'),
  super: a('súper'),
  extra: a('extra'),
  // states and preparations (after their noun, agreeing)
  raw: a('crud@'),
  cooked: a('cocid@'),
  prepared: a('preparad@'),
  chopped: a('picad@'),
  diced: w('en dados'),
  sliced: w('en rodajas'),
  cubed: w('en cubos'),
  quartered: w('en cuartos'),
  pureed: w('en puré'),
  mashed: w('en puré'),
  shredded: a('rallad@'),
  grated: a('rallad@'),
  crumbled: a('desmenuzad@'),
  flaked: a('desmenuzad@'),
  crushed: a('triturad@'),
  ground: a('molid@'),
  cut: a('cortad@'),
  packed: a('compactad@'),
  drained: a('escurrid@'),
  undrained: w('sin escurrir'),
  rinsed: a('enjuagad@'),
  melted: a('derretid@'),
  grilled: w('a la parrilla'),
  frozen: a('congelad@'),
  thawed: a('descongelad@'),
  unthawed: w('sin descongelar'),
  unheated: w('sin calentar'),
  dry: a('sec@'),
  boneless: a('deshuesad@'),
  pitted: w('sin hueso'),
  shelled: a('pelad@'),
  pared: a('pelad@'),
  removed: a('retirad@'),
  presliced: a('precortad@'),
  purchased: a('comprad@'),
  eaten: a('consumid@'),
  edible: a('comestible'),
  solid: a('sólid@'),
  varied: a('variad@'),
  approximate: a('aproximad@'),
  full: a('llen@'),
  net: a('net@'),
  inner: a('interior'),
  inside: a('interior'),
  outer: a('exterior'),
  bottom: a('inferior'),
  ready: a('list@'),
  // small words
  with: w('con'),
  without: w('sin'),
  excluding: w('sin'),
  include: w('incluye'),
  from: w('de'),
  of: w('de'),
  to: w('a'),
  for: w('para'),
  by: w('por'),
  per: w('por'),
  in: w('en'),
  on: w('en'),
  as: w('como'),
  or: w('o'),
  and: w('y'),
  not: w('no'),
  only: w('solo'),
  each: w('cada'),
  about: w('aprox.'),
  approx: w('aprox.'),
  after: w('después de'),
  less: w('menos'),
  than: w('que'),
  very: w('muy'),
  under: w('menores de'),
  one: w('uno'),
  cook: w('cocinar'),
  weighing: w('que pesa'),
  long: w('de largo'),
  longer: w('más largo'),
  thick: w('de grosor'),
  high: w('de alto'),
  ns: w('sin especificar'),
  junior: w('junior'),
  s: w(''),
};

const ending: Record<Gender, string> = { m: 'o', f: 'a', mp: 'os', fp: 'as' };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function lookup(word: string): Entry | undefined {
  const lower = word.toLowerCase();
  return Object.hasOwn(WORDS, lower) ? WORDS[lower] : undefined;
}

interface Token {
  text: string;
  entry?: Entry;
  /** Whether the source word began with a capital (the output does too). */
  cap?: boolean;
}

/** Splits a measure into words (or glossary phrases) and the characters between them. */
function tokenise(measure: string): Token[] {
  const parts = measure.match(/[A-Za-z]+|[^A-Za-z]+/g) ?? [];
  const out: Token[] = [];
  for (let i = 0; i < parts.length; ) {
    const part = parts[i]!;
    if (!/^[A-Za-z]/.test(part)) {
      out.push({ text: part });
      i++;
      continue;
    }
    let matched = false;
    for (const [phrase, entry] of PHRASES) {
      const words = phrase.split(' ');
      let ok = true;
      for (let k = 0; k < words.length && ok; k++) {
        const word = parts[i + 2 * k];
        const gap = parts[i + 2 * k - 1];
        ok = word?.toLowerCase() === words[k] && (k === 0 || gap === ' ' || gap === '-' || gap === "'");
      }
      if (ok) {
        out.push({ text: phrase, entry, cap: /^[A-Z][a-z]/.test(part) });
        i += 2 * words.length - 1;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    // "3-1/4 in. x 3-5/8 in.": inches
    const entry = part === 'in' && parts[i + 1]?.startsWith('.') ? w('pulg') : lookup(part);
    out.push({ text: part, entry, cap: /^[A-Z][a-z]/.test(part) });
    i++;
  }
  return out;
}

const isNoun = (t: Token | undefined): boolean => !!t?.entry && 'noun' in t.entry;

/** Spanish measures worded so far: the table has about 1,900 distinct ones, and answers repeat them. */
const spanish = new Map<string, string>();

/** A household measure in Spanish (English: returned as it is). */
export function measureIn(measure: string, language: 'en' | 'es'): string {
  if (language === 'en') return measure;
  let out = spanish.get(measure);
  if (out === undefined) {
    out = toSpanish(measure);
    spanish.set(measure, out);
  }
  return out;
}

function toSpanish(measure: string): string {
  const tokens = tokenise(measure);
  // an adjective before its noun goes after it: "large ear" → "ear large", "raw meat" → "meat raw"
  for (let i = 0; i + 2 < tokens.length; i++) {
    const e = tokens[i]!.entry;
    if (e && 'adj' in e && tokens[i + 1]!.text === ' ' && isNoun(tokens[i + 2])) {
      const [adj, , noun] = tokens.splice(i, 3) as [Token, Token, Token];
      noun.cap ||= adj.cap;
      adj.cap = false;
      tokens.splice(i, 0, noun, { text: ' ' }, adj);
      i += 2;
    }
  }
  let gender: Gender = 'm';
  let out = '';
  let previousNoun = false;
  for (const t of tokens) {
    const e = t.entry;
    let text: string;
    if (!e) {
      text = t.text;
      if (t.text !== ' ') previousNoun = false;
    } else if ('noun' in e) {
      // "cup slices" → "taza de rodajas": a measure followed straight by what it holds
      text = previousNoun && out.endsWith(' ') ? `de ${e.noun}` : e.noun;
      gender = e.g;
      previousNoun = true;
    } else if ('adj' in e) {
      text = e.adj.replace('@', ending[gender]);
      previousNoun = false;
    } else {
      text = e.word;
      previousNoun = false;
    }
    out += t.cap && e ? capitalise(text) : text;
  }
  return out
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,)])/g, '$1')
    .replace(/\.\./g, '.')
    .trim();
}

/** Every English word the glossary knows (lower case), for tests. */
export const MEASURE_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(WORDS),
  ...PHRASES.flatMap(([p]) => p.split(' ')),
]);

/**
 * A diet plan as a printable PDF (platform/pdf.ts) in the reader's language and units: the plan's
 * facts and targets, its goals and notes, each menu day's meals with household measures, energy and
 * the day's totals, and a week's shopping list by food group. Food names are the food table's own
 * (USDA SR28, in English).
 */
import { type FoodTable, measureIn } from '@verdant/clinical';
import type { DailyTargets, DietaryTag, Language, MealSlot, PlanItem } from '@verdant/shared';
import { type PdfOptions, renderPdf } from '../../platform/pdf.ts';
import { menuDayOn, menuOf, shoppingList } from './menu.ts';

export type UnitSystem = 'metric' | 'us';

const TEXT = {
  en: {
    patient: 'Patient',
    dates: 'Dates',
    status: 'Status',
    menu: (n: number) =>
      n === 1 ? 'A 1-day menu, repeated' : `A ${n}-day menu, repeated from the start date`,
    menuLabel: 'Menu',
    tags: 'Dietary tags',
    targets: 'Daily targets',
    goals: 'Goals',
    description: 'Description',
    prep: 'Meal prep notes',
    day: (n: number) => `Day ${n}`,
    meal: 'Meal',
    food: 'Food',
    amount: 'Amount',
    kcal: 'kcal',
    dayTotal: 'Day total',
    dayMacros: (p: string, c: string, f: string, fi: string) =>
      `Protein ${p} · Carbohydrate ${c} · Fat ${f} · Fiber ${fi}`,
    notReported: 'not reported',
    shopping: 'Shopping list for a week',
    group: 'Food group',
    printed: (d: string) => `Printed ${d}`,
    statuses: { draft: 'Draft', active: 'Active', completed: 'Completed', archived: 'Archived' },
    slots: {
      breakfast: 'Breakfast',
      morning_snack: 'Morning snack',
      lunch: 'Lunch',
      afternoon_snack: 'Afternoon snack',
      dinner: 'Dinner',
      evening_snack: 'Evening snack',
    },
    dietaryTags: {
      vegetarian: 'Vegetarian',
      vegan: 'Vegan',
      low_sodium: 'Low sodium',
      gluten_free: 'Gluten-free',
      dairy_free: 'Dairy-free',
      nut_free: 'Nut-free',
    },
    nutrients: {
      calories: 'Calories',
      protein: 'Protein',
      carbs: 'Carbohydrate',
      fat: 'Fat',
      fiber: 'Fiber',
    },
    none: '—',
    emptyDay: 'No foods planned for this day.',
  },
  es: {
    patient: 'Paciente',
    dates: 'Fechas',
    status: 'Estado',
    menu: (n: number) =>
      n === 1
        ? 'Un menú de 1 día, que se repite'
        : `Un menú de ${n} días, que se repite desde la fecha de inicio`,
    menuLabel: 'Menú',
    tags: 'Etiquetas dietéticas',
    targets: 'Objetivos diarios',
    goals: 'Objetivos',
    description: 'Descripción',
    prep: 'Notas de preparación',
    day: (n: number) => `Día ${n}`,
    meal: 'Comida',
    food: 'Alimento',
    amount: 'Cantidad',
    kcal: 'kcal',
    dayTotal: 'Total del día',
    dayMacros: (p: string, c: string, f: string, fi: string) =>
      `Proteína ${p} · Hidratos de carbono ${c} · Grasa ${f} · Fibra ${fi}`,
    notReported: 'sin dato',
    shopping: 'Lista de la compra para una semana',
    group: 'Grupo de alimentos',
    printed: (d: string) => `Impreso el ${d}`,
    statuses: { draft: 'Borrador', active: 'Activo', completed: 'Completado', archived: 'Archivado' },
    slots: {
      breakfast: 'Desayuno',
      morning_snack: 'Media mañana',
      lunch: 'Comida',
      afternoon_snack: 'Merienda',
      dinner: 'Cena',
      evening_snack: 'Recena',
    },
    dietaryTags: {
      vegetarian: 'Vegetariano',
      vegan: 'Vegano',
      low_sodium: 'Bajo en sodio',
      gluten_free: 'Sin gluten',
      dairy_free: 'Sin lácteos',
      nut_free: 'Sin frutos secos',
    },
    nutrients: {
      calories: 'Calorías',
      protein: 'Proteína',
      carbs: 'Hidratos de carbono',
      fat: 'Grasa',
      fiber: 'Fibra',
    },
    none: '—',
    emptyDay: 'No hay alimentos planificados para este día.',
  },
} as const;

/** SR28 food group names in Spanish (the table's own names are English). */
const GROUPS_ES: Record<string, string> = {
  '0100': 'Lácteos y huevos',
  '0200': 'Especias y hierbas',
  '0300': 'Alimentos infantiles',
  '0400': 'Grasas y aceites',
  '0500': 'Aves',
  '0600': 'Sopas, salsas y caldos',
  '0700': 'Embutidos y fiambres',
  '0800': 'Cereales de desayuno',
  '0900': 'Frutas y zumos',
  '1000': 'Cerdo',
  '1100': 'Verduras y hortalizas',
  '1200': 'Frutos secos y semillas',
  '1300': 'Vacuno',
  '1400': 'Bebidas',
  '1500': 'Pescados y mariscos',
  '1600': 'Legumbres',
  '1700': 'Cordero, ternera y caza',
  '1800': 'Panadería y bollería',
  '1900': 'Dulces',
  '2000': 'Cereales y pasta',
  '2100': 'Comida rápida',
  '2200': 'Platos preparados',
  '2500': 'Aperitivos',
  '3500': 'Alimentos tradicionales nativos americanos',
  '3600': 'Comida de restaurante',
};

export interface PlanDocument {
  organizationName: string;
  patientName: string;
  plan: {
    name: string;
    startDate: string;
    endDate: string;
    menuDays: number;
    status: 'draft' | 'active' | 'completed' | 'archived';
    goals: string | null;
    description: string | null;
    mealPrepNotes: string | null;
    dietaryTags: DietaryTag[];
    targets: DailyTargets;
    dayNotes: string[];
  };
  items: PlanItem[];
  /** The reader's date (YYYY-MM-DD): the shopping list starts at its menu day. */
  today: string;
  /** The practice's colour and logo under custom branding (`pdfBranding`, ADR 0062); else Verdant's look. */
  branding?: PdfOptions['branding'];
}

export function renderPlanPdf(
  table: FoodTable,
  doc: PlanDocument,
  language: Language,
  units: UnitSystem,
): Promise<Buffer> {
  const T = TEXT[language];
  const nf = (n: number, digits = 0) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(n);
  const weight = (grams: number) => (units === 'us' ? `${nf(grams / 28.349523125, 1)} oz` : `${nf(grams)} g`);
  const gramsOf = (v: number | null) => (v === null ? T.notReported : `${nf(v)} g`);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const { plan } = doc;
  const t = plan.targets;
  const range = (k: keyof DailyTargets, unit: string) =>
    `${T.nutrients[k]} ${nf(t[k].target)} ${unit} (${nf(t[k].min)}–${nf(t[k].max)})`;

  return renderPdf(
    {
      title: plan.name,
      organizationName: doc.organizationName,
      language,
      footerNote: T.printed(date(doc.today)),
      ...(doc.branding ? { branding: doc.branding } : {}),
    },
    (w) => {
      w.heading(plan.name, 1);
      w.facts([
        [T.patient, doc.patientName],
        [T.dates, `${date(plan.startDate)} – ${date(plan.endDate)}`],
        [T.status, T.statuses[plan.status]],
        [T.menuLabel, T.menu(plan.menuDays)],
        [T.tags, plan.dietaryTags.length ? plan.dietaryTags.map((d) => T.dietaryTags[d]).join(', ') : T.none],
        [
          T.targets,
          [
            range('calories', 'kcal'),
            range('protein', 'g'),
            range('carbs', 'g'),
            range('fat', 'g'),
            range('fiber', 'g'),
          ].join('\n'),
        ],
      ]);
      for (const [label, text] of [
        [T.goals, plan.goals],
        [T.description, plan.description],
        [T.prep, plan.mealPrepNotes],
      ] as const) {
        if (!text) continue;
        w.heading(label, 3);
        w.paragraph(text);
      }
      for (const day of menuOf(table, doc.items, plan.menuDays)) {
        w.heading(T.day(day.day), 2);
        const note = plan.dayNotes[day.day - 1];
        if (note) w.paragraph(note, { muted: true });
        if (day.meals.length === 0) {
          w.paragraph(T.emptyDay, { muted: true });
          continue;
        }
        const rows: string[][] = [];
        for (const meal of day.meals) {
          meal.items.forEach((item, k) => {
            const amount =
              item.measure && item.quantity !== null
                ? `${nf(item.quantity, 2)} × ${measureIn(item.measure, language)} (${weight(item.grams)})`
                : weight(item.grams);
            rows.push([
              k === 0 ? T.slots[meal.slot as MealSlot] : '',
              table.nameOf(item.ndbNo, language),
              amount,
              item.kcal === null ? T.notReported : nf(item.kcal),
            ]);
          });
        }
        rows.push([
          T.dayTotal,
          '',
          '',
          day.totals.calories === null ? T.notReported : nf(day.totals.calories),
        ]);
        w.table(
          [
            { header: T.meal, width: 0.17 },
            { header: T.food, width: 0.47 },
            { header: T.amount, width: 0.26 },
            { header: T.kcal, width: 0.1, align: 'right' },
          ],
          rows,
          { boldLast: true },
        );
        w.paragraph(
          T.dayMacros(
            gramsOf(day.totals.protein),
            gramsOf(day.totals.carbs),
            gramsOf(day.totals.fat),
            gramsOf(day.totals.fiber),
          ),
          { muted: true, size: 9 },
        );
      }
      const list = shoppingList(table, doc.items, plan.menuDays, menuDayOn(plan, doc.today) ?? 1);
      if (list.length) {
        w.heading(T.shopping, 2);
        w.table(
          [
            { header: T.group, width: 0.28 },
            { header: T.food, width: 0.54 },
            { header: T.amount, width: 0.18, align: 'right' },
          ],
          list.flatMap((g) =>
            g.items.map((item, k) => [
              k === 0
                ? language === 'es'
                  ? (GROUPS_ES[g.groupCode] ?? '')
                  : (table.groups[g.groupCode] ?? '')
                : '',
              table.nameOf(item.ndbNo, language),
              weight(item.grams),
            ]),
          ),
        );
      }
    },
  );
}

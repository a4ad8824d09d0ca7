/**
 * Demo knowledge base: the platform's articles come with migration 0033; this adds each demo
 * practice's own protocol templates and one practice article, written by its dietitian (the
 * second practice's stays its own). Deterministic, and fast: a handful of rows.
 */
import type { KnowledgeCategory, KnowledgeKind, KnowledgeSource } from '@verdant/shared';
import type { DbOrTx } from '../db/client.ts';
import { kbArticle } from '../db/schema/index.ts';

interface Own {
  kind: KnowledgeKind;
  category: KnowledgeCategory;
  tags: string[];
  en: { title: string; summary: string; body: string } | null;
  es: { title: string; summary: string; body: string } | null;
  sources: KnowledgeSource[];
}

const ADA: KnowledgeSource = {
  citation:
    'American Diabetes Association Professional Practice Committee. 5. Facilitating Positive Health Behaviors and Well-being to Improve Health Outcomes: Standards of Care in Diabetes—2024. Diabetes Care 2024;47(Suppl 1):S77–S110.',
  url: 'https://doi.org/10.2337/dc24-S005',
};
const ACC_AHA: KnowledgeSource = {
  citation:
    'Whelton PK, Carey RM, Aronow WS, et al. 2017 ACC/AHA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults. Hypertension 2018;71:e13–e115.',
  url: 'https://doi.org/10.1161/HYP.0000000000000065',
};

/** The first demo practice's own texts. */
export const DEMO_PRACTICE_KNOWLEDGE: readonly Own[] = [
  {
    kind: 'protocol',
    category: 'diabetes',
    tags: ['type 2 diabetes', 'hba1c', 'follow-up', 'protocol'],
    en: {
      title: 'Type 2 diabetes follow-up visit',
      summary: 'Our plan for every follow-up of a client with type 2 diabetes.',
      body: [
        '- Review the glucose log and the latest HbA1c with the client.',
        '- Check for hypoglycaemia since the last visit (insulin or sulfonylureas).',
        '- Agree on one new food goal (plate method or carbohydrate counting).',
        '- Weekly activity: aim for 150 minutes; record the agreed minutes.',
        '- Book the next visit in 4 weeks; HbA1c every 3 months until at goal.',
      ].join('\n'),
    },
    es: {
      title: 'Visita de seguimiento de diabetes tipo 2',
      summary: 'Nuestro plan para cada seguimiento de una persona con diabetes tipo 2.',
      body: [
        '- Revisar con la persona el registro de glucosa y la última HbA1c.',
        '- Preguntar por hipoglucemias desde la última visita (insulina o sulfonilureas).',
        '- Acordar un objetivo alimentario nuevo (método del plato o recuento de hidratos).',
        '- Actividad semanal: objetivo de 150 minutos; anotar los minutos acordados.',
        '- Citar de nuevo en 4 semanas; HbA1c cada 3 meses hasta alcanzar el objetivo.',
      ].join('\n'),
    },
    sources: [ADA],
  },
  {
    kind: 'protocol',
    category: 'cardiovascular',
    tags: ['hypertension', 'dash', 'sodium', 'protocol'],
    en: {
      title: 'High blood pressure: first-visit plan',
      summary: 'What we agree with a client with high blood pressure at the first visit.',
      body: [
        '- Record blood pressure (two readings) and start home monitoring.',
        '- DASH pattern: add a fruit or vegetable at two meals a day; low-fat dairy once a day.',
        '- Sodium: replace one processed food a week with a home-cooked one; read labels.',
        '- Alcohol and weight goals if relevant.',
        '- Review readings and the food record in 4 weeks.',
      ].join('\n'),
    },
    es: {
      title: 'Hipertensión: plan de la primera visita',
      summary: 'Lo que acordamos con una persona con hipertensión en la primera visita.',
      body: [
        '- Registrar la presión arterial (dos lecturas) y empezar la automedida en casa.',
        '- Patrón DASH: añadir fruta o verdura en dos comidas al día; un lácteo bajo en grasa al día.',
        '- Sodio: sustituir cada semana un alimento procesado por uno cocinado en casa; leer etiquetas.',
        '- Objetivos de alcohol y de peso si procede.',
        '- Revisar las lecturas y el registro alimentario en 4 semanas.',
      ].join('\n'),
    },
    sources: [ACC_AHA],
  },
  {
    kind: 'article',
    category: 'practice',
    tags: ['intake', 'first visit'],
    en: {
      title: 'Our first-visit checklist',
      summary: 'What every clinician of the practice records at a client’s first visit.',
      body: [
        '1. Weight, height and waist (anthropometrics); blood pressure (vitals).',
        '2. Conditions, medication, allergies and intolerances on the client’s record.',
        '3. A usual day of eating and drinking.',
        '4. Recent lab results, or the labs to order.',
        '5. One goal the client chose, written in the plan.',
      ].join('\n'),
    },
    es: {
      title: 'Nuestra lista de la primera visita',
      summary: 'Lo que todo profesional de la consulta anota en la primera visita de una persona.',
      body: [
        '1. Peso, talla y cintura (antropometría); presión arterial (constantes).',
        '2. Enfermedades, medicación, alergias e intolerancias en la ficha.',
        '3. Un día habitual de comidas y bebidas.',
        '4. Analíticas recientes, o las que hay que pedir.',
        '5. Un objetivo elegido por la persona, escrito en el plan.',
      ].join('\n'),
    },
    sources: [],
  },
];

/** The second demo practice's own protocol (never seen by the first). */
const SECOND_PRACTICE_KNOWLEDGE: readonly Own[] = [
  {
    kind: 'protocol',
    category: 'weight',
    tags: ['weight loss', 'protocol'],
    en: {
      title: 'Weight management group session',
      summary: 'The outline of our monthly group session.',
      body: '- Weigh-in and self-monitoring review.\n- One topic: label reading.\n- Set one goal each for the month.',
    },
    es: null,
    sources: [],
  },
];

export async function seedDemoKnowledge(
  db: DbOrTx,
  options: { practiceId: string; secondPracticeId: string; users: Map<string, string>; now: Date },
): Promise<void> {
  const rows = (items: readonly Own[], organizationId: string, author: string | undefined) =>
    items.map((a, i) => ({
      organizationId,
      kind: a.kind,
      category: a.category,
      tags: a.tags,
      titleEn: a.en?.title ?? null,
      summaryEn: a.en?.summary ?? null,
      bodyEn: a.en?.body ?? null,
      titleEs: a.es?.title ?? null,
      summaryEs: a.es?.summary ?? null,
      bodyEs: a.es?.body ?? null,
      sources: a.sources,
      createdByUserId: author ?? null,
      updatedByUserId: author ?? null,
      // a few days apart, the newest last
      createdAt: new Date(options.now.getTime() - (30 - i * 7) * 86_400_000),
      updatedAt: new Date(options.now.getTime() - (30 - i * 7) * 86_400_000),
    }));
  await db
    .insert(kbArticle)
    .values([
      ...rows(DEMO_PRACTICE_KNOWLEDGE, options.practiceId, options.users.get('dietitian')),
      ...rows(SECOND_PRACTICE_KNOWLEDGE, options.secondPracticeId, options.users.get('dietitian2')),
    ]);
}

/**
 * A routine as a PDF to print or download (platform/pdf.ts): the client and start date, the goal and
 * the progression rule, each day's exercises in order with their sets (the next targets), rest, RIR
 * and notes, and the credits every CC-BY-SA exercise needs (authors, licence, wger.de).
 */
import type { Language, Routine, RoutineDay } from '@verdant/shared';
import { type PdfOptions, renderPdf } from '../../platform/pdf.ts';

const TEXT = {
  en: {
    client: 'Client',
    template: 'Template',
    start: 'Start date',
    goal: 'Goal',
    rule: 'Progression',
    rules: {
      none: 'No automatic progression',
      load: (kg: number) => `Add ${kg} kg when every set is completed`,
      reps: (n: number) => `Add ${n} repetition(s) when every set is completed`,
    },
    cols: ['#', 'Exercise', 'Sets', 'Rest', 'RIR', 'Notes'],
    reps: 'reps',
    seconds: 's',
    bodyWeight: 'body weight',
    superset: 'superset',
    credits: 'Exercise credits',
    images: "The practice's exercises",
    own: "the practice's own exercise",
    by: (authors: string, license: string) => `by ${authors}, ${license}, wger.de`,
    contributors: 'the wger contributors',
    printed: (d: string) => `Printed ${d}`,
  },
  es: {
    client: 'Cliente',
    template: 'Plantilla',
    start: 'Fecha de inicio',
    goal: 'Objetivo',
    rule: 'Progresión',
    rules: {
      none: 'Sin progresión automática',
      load: (kg: number) => `Añadir ${kg} kg al completar todas las series`,
      reps: (n: number) => `Añadir ${n} repetición(es) al completar todas las series`,
    },
    cols: ['#', 'Ejercicio', 'Series', 'Descanso', 'RIR', 'Notas'],
    reps: 'reps',
    seconds: 's',
    bodyWeight: 'peso corporal',
    superset: 'superserie',
    credits: 'Créditos de los ejercicios',
    images: 'Ejercicios propios de la consulta',
    own: 'ejercicio propio de la consulta',
    by: (authors: string, license: string) => `por ${authors}, ${license}, wger.de`,
    contributors: 'los colaboradores de wger',
    printed: (d: string) => `Impreso el ${d}`,
  },
} as const;

function setsText(ex: RoutineDay['exercises'][number], t: (typeof TEXT)[Language]): string {
  const groups = new Map<string, number>();
  for (const s of ex.sets) {
    const work = s.reps !== null ? `${s.reps} ${t.reps}` : `${s.seconds} ${t.seconds}`;
    const load = s.loadKg ? ` @ ${s.loadKg} kg` : ` (${t.bodyWeight})`;
    const key = `${work}${load}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups.entries()].map(([k, n]) => `${n} × ${k}`).join('; ');
}

export function renderRoutinePdf(
  routine: Routine,
  organizationName: string,
  language: Language,
  today: string,
  /** The images of the practice's own exercises (PNG or JPEG bytes), by exercise id. */
  images: ReadonlyMap<string, Uint8Array> = new Map(),
  /** The practice's colour and logo under custom branding (`pdfBranding`, ADR 0062). */
  branding?: PdfOptions['branding'],
): Promise<Buffer> {
  const t = TEXT[language];
  const options = { title: routine.name, organizationName, language, footerNote: t.printed(today) };
  return renderPdf(branding ? { ...options, branding } : options, (w) => {
    w.heading(routine.name, 1);
    const rule =
      routine.progression.kind === 'load'
        ? t.rules.load(routine.progression.loadStepKg)
        : routine.progression.kind === 'reps'
          ? t.rules.reps(routine.progression.repsStep)
          : t.rules.none;
    w.facts([
      [t.client, routine.patient ? `${routine.patient.firstName} ${routine.patient.lastName}` : t.template],
      ...(routine.startDate ? [[t.start, routine.startDate] as const] : []),
      ...(routine.goal ? [[t.goal, routine.goal] as const] : []),
      [t.rule, rule],
    ]);
    routine.nextTargets.forEach((day) => {
      w.heading(day.name, 2);
      w.table(
        [
          { header: t.cols[0], width: 0.05 },
          { header: t.cols[1], width: 0.28 },
          { header: t.cols[2], width: 0.27 },
          { header: t.cols[3], width: 0.1 },
          { header: t.cols[4], width: 0.07 },
          { header: t.cols[5], width: 0.23 },
        ],
        day.exercises.map((ex, i) => [
          String(i + 1),
          `${routine.exercises[ex.exerciseId]?.name ?? ''}${ex.superset ? ` (${t.superset} ${ex.superset})` : ''}`,
          setsText(ex, t),
          `${ex.sets[0]?.restSeconds ?? 0} s`,
          ex.sets[0]?.rir === null || ex.sets[0]?.rir === undefined ? '' : String(ex.sets[0].rir),
          ex.notes,
        ]),
      );
    });
    const pictured = Object.values(routine.exercises).filter((e) => images.has(e.id));
    if (pictured.length) {
      w.heading(t.images, 2);
      for (const e of pictured) {
        w.ensureSpace(150);
        w.paragraph(e.name, { size: 10 });
        const y = w.doc.y;
        try {
          w.doc.image(Buffer.from(images.get(e.id)!), w.doc.page.margins.left, y, { fit: [180, 120] });
          w.doc.y = y + 126;
        } catch {
          // an image pdfkit cannot read is left out rather than failing the document
          w.doc.y = y;
        }
      }
    }
    w.heading(t.credits, 3);
    for (const e of Object.values(routine.exercises)) {
      w.paragraph(`${e.name}: ${e.own ? t.own : t.by(e.licenseAuthor || t.contributors, e.license ?? '')}`, {
        muted: true,
        size: 8,
      });
    }
  });
}

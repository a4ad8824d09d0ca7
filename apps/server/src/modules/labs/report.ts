/**
 * The patient's own lab report (ADR 0037): their reviewed orders as a PDF (platform/pdf.ts, DejaVu
 * embedded), in English or Spanish, each value in the patient's unit system with its range and what
 * it means in plain words, and the clinician's comment. Built from the same audited read as
 * `/patient/labs` (one `lab_order.patient_read` per order).
 */
import { labValueIn } from '@verdant/clinical';
import type { Language, LabResultFlag, LabUnitSystem } from '@verdant/shared';
import { renderPdf } from '../../platform/pdf.ts';
import { brandingOf, pdfBranding } from '../integrations/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { getLabPreferences } from './release.ts';
import { myLabResults } from './views.ts';

const TEXT = {
  en: {
    title: 'My lab results',
    patient: 'Patient',
    born: 'Date of birth',
    printed: 'Printed',
    order: 'Order',
    laboratory: 'Laboratory',
    orderedAt: 'Ordered',
    reviewedBy: 'Reviewed by',
    comment: "Clinician's comment",
    test: 'Test',
    value: 'Value',
    range: 'Usual range',
    meaning: 'What it means',
    none: 'You have no reviewed lab results yet.',
    units: { conventional: 'Conventional units', si: 'SI units' },
    flags: {
      normal: 'Within the usual range',
      low: 'Below the usual range',
      high: 'Above the usual range',
      critical_low: 'Far below the usual range',
      critical_high: 'Far above the usual range',
    },
    note: 'Results reviewed by your clinician. Talk to them about what they mean for you.',
  },
  es: {
    title: 'Mis resultados de laboratorio',
    patient: 'Paciente',
    born: 'Fecha de nacimiento',
    printed: 'Impreso',
    order: 'Orden',
    laboratory: 'Laboratorio',
    orderedAt: 'Solicitada',
    reviewedBy: 'Revisada por',
    comment: 'Comentario del profesional',
    test: 'Prueba',
    value: 'Valor',
    range: 'Rango habitual',
    meaning: 'Qué significa',
    none: 'Todavía no tienes resultados de laboratorio revisados.',
    units: { conventional: 'Unidades convencionales', si: 'Unidades SI' },
    flags: {
      normal: 'Dentro del rango habitual',
      low: 'Por debajo del rango habitual',
      high: 'Por encima del rango habitual',
      critical_low: 'Muy por debajo del rango habitual',
      critical_high: 'Muy por encima del rango habitual',
    },
    note: 'Resultados revisados por tu profesional. Habla con él o ella sobre lo que significan para ti.',
  },
} satisfies Record<Language, unknown>;

function numberIn(language: Language, value: number): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 3 }).format(
    value,
  );
}

export async function myLabReportPdf(
  ctx: ServiceContext,
  language: Language,
): Promise<{ pdf: Buffer; filename: string }> {
  const t = TEXT[language];
  const [{ orders: visible }, { unitSystem }] = await Promise.all([
    myLabResults(ctx),
    getLabPreferences(ctx),
  ]);
  const orders = visible.filter((o) => o.status === 'reviewed');
  const day = (iso: string) => iso.slice(0, 10);
  const first = orders[0]?.patient;
  const show = (loinc: string, value: number, unit: string, system: LabUnitSystem) =>
    labValueIn(loinc, value, unit, system);
  // one practice's results carry its brand (ADR 0062); several practices' results, Verdant's look
  const practices = new Set(orders.map((o) => o.practice.id));
  const brand = practices.size === 1 ? await brandingOf(ctx, [...practices][0]!) : null;
  const pdf = await renderPdf(
    {
      title: t.title,
      organizationName: orders[0]?.practice.name ?? 'Verdant',
      language,
      footerNote: `${t.printed} ${day(ctx.now().toISOString())} · ${t.units[unitSystem]}`,
      ...(brand?.custom ? { branding: pdfBranding(brand) } : {}),
    },
    (w) => {
      w.heading(t.title, 1);
      if (first)
        w.facts([
          [t.patient, `${first.firstName} ${first.lastName}`],
          [t.born, first.dateOfBirth ?? '—'],
        ]);
      if (!orders.length) {
        w.paragraph(t.none);
        return;
      }
      w.paragraph(t.note, { muted: true });
      for (const o of orders) {
        w.heading(`${t.order} ${o.number} · ${day(o.orderedAt)}`, 2);
        w.facts([
          [t.laboratory, o.laboratory?.name ?? o.outsideLaboratory ?? '—'],
          [t.reviewedBy, o.reviewedBy?.name ?? '—'],
        ]);
        w.table(
          [
            { header: t.test, width: 0.32 },
            { header: t.value, width: 0.2, align: 'right' },
            { header: t.range, width: 0.22 },
            { header: t.meaning, width: 0.26 },
          ],
          o.results
            .filter((r) => r.status === 'current')
            .map((r) => {
              const v = show(r.loinc, r.value, r.unit, unitSystem);
              const bound = (x: number | null) =>
                x === null ? null : numberIn(language, show(r.loinc, x, r.unit, unitSystem).value);
              const low = bound(r.referenceLow);
              const high = bound(r.referenceHigh);
              const range =
                low !== null && high !== null
                  ? `${low}–${high}`
                  : high !== null
                    ? `< ${high}`
                    : low !== null
                      ? `> ${low}`
                      : '—';
              return [
                r.name,
                `${numberIn(language, v.value)} ${v.unit}`,
                range,
                t.flags[r.flag as LabResultFlag],
              ];
            }),
        );
        if (o.reviewComment) {
          w.heading(t.comment, 3);
          w.paragraph(o.reviewComment);
        }
      }
    },
  );
  return { pdf, filename: language === 'es' ? 'resultados-laboratorio.pdf' : 'lab-results.pdf' };
}

import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';

async function textOf(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  // The font draws µ (micro sign) and μ (Greek mu) with one glyph, which maps back to μ: compare NFKC.
  return { pages: totalPages, text: text.normalize('NFKC') };
}

describe('PDF documents', () => {
  it('share the parsed fonts: documents rendered at once each embed and show their own letters', async () => {
    const render = (title: string, line: string) =>
      renderPdf({ title, organizationName: 'Verdant', language: 'en' }, (w) => {
        w.heading(title, 1);
        w.paragraph(line);
      });
    const lines = ['Ñandú, pingüino, ½ ≥ µ', 'Plain words only', 'Ζωή και υγεία'];
    const pdfs = await Promise.all(lines.map((line, i) => render(`Document ${i + 1}`, line)));
    for (const [i, pdf] of pdfs.entries()) {
      const { text } = await textOf(pdf);
      expect(text).toContain(`Document ${i + 1}`);
      expect(text).toContain(lines[i]!.normalize('NFKC'));
    }
  }, 30_000); // the first document of the file loads pdfkit and parses the fonts: slow on a loaded machine

  it('embeds its font so accents, µ and ≥ come out as written, with headers and page numbers', async () => {
    const pdf = await renderPdf(
      {
        title: 'Plan de alimentación',
        organizationName: 'Clínica Nutrición Añil',
        language: 'es',
        footerNote: 'Impreso',
      },
      (w) => {
        w.heading('Menú de la semana', 1);
        w.paragraph('Pequeño desayuno: ½ taza de avena, 5 µg de vitamina D, proteína ≥ 20 g.');
        w.facts([['Paciente', 'José Muñoz']]);
        w.table(
          [
            { header: 'Alimento', width: 0.7 },
            { header: 'kcal', width: 0.3, align: 'right' },
          ],
          Array.from({ length: 80 }, (_, i) => [`Plátano ${i + 1}`, String(100 + i)]),
        );
      },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await textOf(pdf);
    expect(pages).toBeGreaterThan(1);
    for (const s of [
      'Menú de la semana',
      '½ taza',
      '5 µg',
      '≥ 20 g',
      'José Muñoz',
      'Clínica Nutrición Añil',
      'Plátano 80',
    ])
      expect(text).toContain(s.normalize('NFKC'));
    expect(text).toContain(`Página 1 de ${pages}`);
    expect(text).toContain(`Página ${pages} de ${pages}`);
  });
});

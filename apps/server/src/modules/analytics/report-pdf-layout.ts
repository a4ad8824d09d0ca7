/**
 * A report as a PDF (platform/pdf.ts): its title, subtitle and each section's table (at most 2,000
 * rows a section in the PDF; the CSV holds all of them). Pure: the same input gives the same
 * document. Run in a worker thread (report-pdf.ts) so a long report does not hold the event loop.
 */
import type { Language } from '@verdant/shared';
import { renderPdf } from '../../platform/pdf.ts';

/** Rows a section's table holds in the PDF. */
export const PDF_ROWS_PER_SECTION = 2000;

export interface ReportPdfInput {
  title: string;
  subtitle: string;
  organizationName: string;
  language: Language;
  footerNote: string;
  /** Said under a section that was cut. */
  truncatedNote: string;
  sections: { title: string; columns: string[]; rows: string[][]; truncated: boolean }[];
  /** The practice's colour and logo under custom branding (ADR 0062); the logo may arrive as bytes from the worker's message. */
  branding?: { accentColor?: string | null; logo?: Uint8Array | null };
}

export function buildReportPdf(input: ReportPdfInput): Promise<Buffer> {
  return renderPdf(
    {
      title: input.title,
      organizationName: input.organizationName,
      language: input.language,
      footerNote: input.footerNote,
      ...(input.branding
        ? {
            branding: {
              accentColor: input.branding.accentColor ?? null,
              logo: input.branding.logo ? Buffer.from(input.branding.logo) : null,
            },
          }
        : {}),
    },
    (doc) => {
      doc.heading(input.title, 1).paragraph(input.subtitle, { muted: true });
      for (const s of input.sections) {
        if (input.sections.length > 1) doc.heading(s.title, 2);
        if (s.rows.length === 0) {
          doc.paragraph('—', { muted: true });
          continue;
        }
        const width = 1 / s.columns.length;
        doc.table(
          s.columns.map((header) => ({ header, width })),
          s.rows.slice(0, PDF_ROWS_PER_SECTION),
        );
        if (s.truncated || s.rows.length > PDF_ROWS_PER_SECTION)
          doc.paragraph(input.truncatedNote, { muted: true });
      }
    },
  );
}

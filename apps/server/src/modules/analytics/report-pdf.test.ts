/**
 * A long report PDF is laid out in a worker thread (docs/decisions/0053): while it renders, the
 * event loop keeps turning (a 10 ms timer keeps firing), where the same layout on the main thread
 * holds it for the whole document.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildReportPdf, type ReportPdfInput } from './report-pdf-layout.ts';
import { renderReportPdf } from './report-pdf.ts';

const input: ReportPdfInput = {
  title: 'Invoices and payments',
  subtitle: '2025-11-01 – 2026-10-31',
  organizationName: 'Verdant Demo Practice',
  language: 'es',
  footerNote: 'Impreso 2026-11-28',
  truncatedNote: 'Cortado',
  sections: [
    {
      title: 'Invoices',
      columns: ['Number', 'Date', 'Patient', 'Status', 'Total', 'Paid', 'Owed', 'Professional'],
      rows: Array.from({ length: 400 }, (_, i) => [
        `INV-2026-${String(i + 1).padStart(5, '0')}`,
        '2026-05-04',
        `Lucía Peña ${i}`,
        'paid',
        '80.00',
        '80.00',
        '0.00',
        'Dr. Maya Chen',
      ]),
      truncated: false,
    },
  ],
};

/** Runs `work` while a 10 ms timer ticks; the longest gap between ticks (ms) and the result. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ gap: number; result: T; ms: number }> {
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  const start = performance.now();
  try {
    const result = await work();
    const now = performance.now();
    gap = Math.max(gap, now - last);
    return { gap, result, ms: now - start };
  } finally {
    clearInterval(timer);
  }
}

describe('report PDFs in a worker thread', { timeout: 240_000 }, () => {
  it('keep the event loop turning while a 400-row report renders, and give the same document', async () => {
    const worker = await longestStall(() => renderReportPdf(input));
    const main = await longestStall(() => buildReportPdf(input));
    const bytes = new Uint8Array(worker.result);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(totalPages).toBeGreaterThan(10);
    expect(text).toContain('Lucía Peña');
    expect(text).toContain(`Página ${totalPages} de ${totalPages}`);
    // on the main thread the timer waits for (nearly) the whole layout; with the worker it does not
    expect(main.gap).toBeGreaterThan(main.ms * 0.5);
    expect(worker.gap).toBeLessThan(main.gap / 4);
    console.info(
      `report PDF (${totalPages} pages): worker ${Math.round(worker.ms)} ms, longest event-loop stall ${Math.round(worker.gap)} ms; main thread ${Math.round(main.ms)} ms, stall ${Math.round(main.gap)} ms`,
    );
  });
});

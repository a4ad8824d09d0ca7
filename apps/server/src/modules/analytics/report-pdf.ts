/**
 * Report PDFs off the event loop (docs/decisions/0053). Laying out a long report with pdfkit is
 * synchronous work — a year of invoices is thousands of table rows, seconds of CPU — and on the
 * main thread it held every other request of the instance meanwhile. Each PDF is laid out in a
 * worker thread instead (report-pdf-worker.ts, one at a time per instance so two big reports do not
 * take both cores), and the main thread only copies the finished bytes back.
 */
import { Worker } from 'node:worker_threads';
import type { ReportPdfInput } from './report-pdf-layout.ts';

/** A report PDF taking longer than this is abandoned (its worker stopped). */
export const REPORT_PDF_TIMEOUT_MS = 600_000;

let queue: Promise<unknown> = Promise.resolve();

/** The report as a PDF, laid out in a worker thread; rejects when the worker fails or takes too long. */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const run = queue.then(() => inWorker(input));
  queue = run.catch(() => undefined);
  return run;
}

function inWorker(input: ReportPdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./report-pdf-worker.ts', import.meta.url), { workerData: input });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      finish(() => reject(new Error(`The report PDF took longer than ${REPORT_PDF_TIMEOUT_MS} ms`)));
      void worker.terminate();
    }, REPORT_PDF_TIMEOUT_MS);
    worker.once('message', (bytes: Uint8Array) =>
      finish(() => resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))),
    );
    worker.once('error', (err) => finish(() => reject(err)));
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`The report PDF worker ended without a document (exit ${code})`))),
    );
  });
}

/**
 * Runs in a worker thread (report-pdf.ts): lays out one report as a PDF and posts its bytes back.
 * An error ends the worker with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildReportPdf, type ReportPdfInput } from './report-pdf-layout.ts';

const pdf = await buildReportPdf(workerData as ReportPdfInput);
parentPort!.postMessage(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));

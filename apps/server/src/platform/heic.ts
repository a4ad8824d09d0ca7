/**
 * A JPEG rendition of a HEIC photo, for display in a browser (browsers other than Safari cannot show
 * HEIC). libheif compiled to WebAssembly decodes it (`heic-decode`, ISC, over `libheif-js`, LGPL-3.0,
 * used unmodified as a package), `jpeg-js` (BSD-3-Clause) encodes the JPEG: no native code.
 *
 * Decoding a 12-megapixel photo takes about half a second and a few hundred megabytes, so it runs in
 * a worker thread (the server keeps answering meanwhile), one conversion at a time per process (the
 * memory stays bounded), shrunk to DISPLAY_RENDITION.maxEdge, and gives up after `timeoutMs`.
 * A file that cannot be converted is kept all the same, as a download only.
 */
import { Worker } from 'node:worker_threads';

export const DISPLAY_RENDITION = {
  /** The longer edge of the rendition, in pixels: enough for any screen, a fraction of the bytes. */
  maxEdge: 2048,
  quality: 85,
  /** Larger images are not converted (memory): 50 megapixels covers every phone camera. */
  maxPixels: 50_000_000,
  timeoutMs: 60_000,
} as const;

export type RenditionOptions = { [K in keyof typeof DISPLAY_RENDITION]: number };

let queue: Promise<unknown> = Promise.resolve();

/** The JPEG rendition of a HEIC file; rejects when the file cannot be decoded (or takes too long). */
export function heicToJpeg(
  bytes: Uint8Array,
  options: RenditionOptions = DISPLAY_RENDITION,
): Promise<Uint8Array> {
  const run = queue.then(() => convert(bytes, options));
  queue = run.catch(() => undefined);
  return run;
}

function convert(bytes: Uint8Array, options: RenditionOptions): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const { timeoutMs, ...job } = options;
    const worker = new Worker(new URL('./heic-worker.ts', import.meta.url), {
      workerData: { bytes, ...job },
    });
    const timer = setTimeout(() => {
      reject(new Error(`HEIC conversion took longer than ${timeoutMs} ms`));
      void worker.terminate();
    }, timeoutMs);
    worker.once('message', (jpeg: Uint8Array) => {
      clearTimeout(timer);
      resolve(jpeg);
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`HEIC conversion ended without an image (exit ${code})`));
    });
  });
}

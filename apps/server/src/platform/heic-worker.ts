/**
 * Runs in a worker thread (platform/heic.ts): decodes the first image of a HEIC file with libheif
 * (compiled to WebAssembly, through `heic-decode`), shrinks it and encodes a JPEG (`jpeg-js`, pure
 * JavaScript), then posts the JPEG bytes back. An error ends the worker with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';
import { encode } from 'jpeg-js';
import { downscaleRgba } from './image-scale.ts';

const job = workerData as { bytes: Uint8Array; maxEdge: number; quality: number; maxPixels: number };
const images = await decode.all({ buffer: job.bytes });
try {
  const first = images[0];
  if (!first) throw new Error('no image in the file');
  if (first.width * first.height > job.maxPixels) {
    throw new Error(`${first.width}×${first.height} is more than ${job.maxPixels} pixels`);
  }
  const scaled = downscaleRgba(await first.decode(), job.maxEdge);
  const jpeg = encode({ width: scaled.width, height: scaled.height, data: scaled.data }, job.quality).data;
  parentPort!.postMessage(new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
} finally {
  images.dispose();
}

/**
 * Recording media: what a file is, decided by its first bytes (never its name or declared type), and
 * the HTTP Range header of playback.
 * - MP4 family (`ftyp` box: mp4/m4a/m4v/3gp brands; HEIF images are not audio or video),
 * - WebM (EBML header whose DocType is `webm`),
 * - MP3 (an ID3 tag, or an MPEG audio layer III frame header),
 * - WAV (`RIFF`….`WAVE`),
 * - Ogg (`OggS`).
 */
import type { RecordingContainer, RecordingType } from '@verdant/shared';

/** Enough of the head of a file to recognise every accepted container. */
export const SNIFF_BYTES = 64;

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4A ',
  'M4B ',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'f4a ',
  'dash',
  'MSNV',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
]);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The container of these first bytes, or null when they are not an accepted audio or video file. */
export function sniffRecording(
  head: Uint8Array,
): { container: RecordingContainer; audioOnly: boolean } | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (MP4_BRANDS.has(brand)) return { container: 'mp4', audioOnly: brand === 'M4A ' || brand === 'M4B ' };
    return null;
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return ascii(head, 4, SNIFF_BYTES).includes('webm') ? { container: 'webm', audioOnly: false } : null;
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') {
    return { container: 'wav', audioOnly: true };
  }
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return { container: 'ogg', audioOnly: false };
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return { container: 'mp3', audioOnly: true };
  // MPEG audio frame: 11 sync bits, layer III (bits 01), a bitrate index that is not "bad" (1111)
  if (
    head.length >= 3 &&
    head[0] === 0xff &&
    (head[1]! & 0xe0) === 0xe0 &&
    ((head[1]! >> 1) & 0x03) === 0x01 &&
    head[2]! >> 4 !== 0x0f
  ) {
    return { container: 'mp3', audioOnly: true };
  }
  return null;
}

/** The Content-Type playback answers with: audio for audio-only files and recordings, video otherwise. */
export function recordingContentType(
  container: RecordingContainer,
  audioOnly: boolean,
  type: RecordingType,
): string {
  const audio = audioOnly || type === 'audio_only';
  switch (container) {
    case 'mp4':
      return audio ? 'audio/mp4' : 'video/mp4';
    case 'webm':
      return audio ? 'audio/webm' : 'video/webm';
    case 'ogg':
      return audio ? 'audio/ogg' : 'video/ogg';
    case 'mp3':
      return 'audio/mpeg';
    case 'wav':
      return 'audio/wav';
  }
}

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * The one byte range of a `Range` header (RFC 9110): `bytes=a-b`, `bytes=a-` or `bytes=-n`. No header,
 * another unit or several ranges: the whole file (allowed by the RFC). A range starting past the end
 * is unsatisfiable (416).
 */
export function parseRange(header: string | undefined | null, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (size === 0) return { kind: 'unsatisfiable' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end };
}

/**
 * Transcripts as the meeting platforms export them, parsed into timestamped segments:
 * - WebVTT (Google Meet, Microsoft Teams, Zoom): `WEBVTT` header, cues `00:01:02.345 --> 00:01:05.000`,
 *   speakers as `<v Name>` voice spans or a `Name: ` prefix; NOTE, STYLE and REGION blocks skipped;
 * - SRT: numbered cues `00:01:02,345 --> 00:01:05,000`;
 * - plain text: one segment per non-empty line, with a leading `[hh:mm:ss]` or `hh:mm:ss` timestamp
 *   when the line has one (else 0, in order).
 * Segment ids are `s1`, `s2`, … in order: insight items cite them.
 */
import type { TranscriptSegment, TranscriptSource } from '@verdant/shared';

/** A transcript longer than this many segments is cut (a day-long meeting has far fewer). */
export const MAX_SEGMENTS = 20_000;

const TIME = String.raw`(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[.,](\d{1,3})`;
const CUE = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}`);
const PLAIN_TIME = /^\s*\[?(?:(\d{1,2}):)?(\d{1,2}):(\d{2})\]?\s*[-–]?\s*(.*)$/;

function ms(h: string | undefined, m: string, s: string, frac = '0'): number {
  return ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));
}

/** Removes markup (`<i>`, `<c.x>`, timestamps inside a cue) and decodes the entities WebVTT allows. */
function clean(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `<v Dr. Chen>Hello` → speaker and text; `Dr. Chen: Hello` likewise (a short name before a colon). */
function speakerOf(raw: string): { speaker: string | null; text: string } {
  const voice = /^<v(?:\.[^\s>]*)?\s+([^>]+)>([\s\S]*)$/.exec(raw.trim());
  if (voice) return { speaker: voice[1]!.trim(), text: clean(voice[2]!.replace(/<\/v>/g, '')) };
  const text = clean(raw);
  const named = /^([\p{L}][\p{L}\p{M}.' -]{0,40}):\s+(.+)$/u.exec(text);
  if (named) return { speaker: named[1]!.trim(), text: named[2]!.trim() };
  return { speaker: null, text };
}

export function detectFormat(content: string): Exclude<TranscriptSource, 'ai'> {
  const body = content.replace(/^\uFEFF/, '');
  if (/^WEBVTT(\s|$)/.test(body)) return 'vtt';
  if (/^\s*\d+\s*\r?\n\s*\d{1,2}:\d{2}:\d{2},\d{1,3}\s*-->/.test(body)) return 'srt';
  return 'text';
}

function cues(content: string): TranscriptSegment[] {
  const out: TranscriptSegment[] = [];
  const blocks = content
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const at = lines.findIndex((l) => CUE.test(l));
    if (at < 0) continue; // the header, NOTE, STYLE, REGION, or a cue without timing
    const m = CUE.exec(lines[at]!)!;
    const start = ms(m[1], m[2]!, m[3]!, m[4]);
    const end = ms(m[5], m[6]!, m[7]!, m[8]);
    const { speaker, text } = speakerOf(lines.slice(at + 1).join(' '));
    if (!text) continue;
    const last = out.at(-1);
    // Teams and Meet split one utterance into several cues; consecutive cues of one speaker stay apart
    // (they keep their own times), but identical repeated cues (rolling captions) are dropped.
    if (last && last.text === text && last.speaker === speaker) continue;
    out.push({ id: '', startMs: start, endMs: end >= start ? end : null, speaker, text });
  }
  return out;
}

function plain(content: string): TranscriptSegment[] {
  const out: TranscriptSegment[] = [];
  for (const line of content.replace(/^\uFEFF/, '').split(/\r\n?|\n/)) {
    if (line.trim() === '') continue;
    const timed = PLAIN_TIME.exec(line);
    const startMs = timed ? ms(timed[1], timed[2]!, timed[3]!) : (out.at(-1)?.startMs ?? 0);
    const { speaker, text } = speakerOf(timed ? timed[4]! : line);
    if (!text) continue;
    out.push({ id: '', startMs, endMs: null, speaker, text });
  }
  return out;
}

/** Segments of a transcript file, in time order, with their ids. */
export function parseTranscript(content: string): {
  source: Exclude<TranscriptSource, 'ai'>;
  segments: TranscriptSegment[];
} {
  const source = detectFormat(content);
  const segments = (source === 'text' ? plain(content) : cues(content))
    .slice(0, MAX_SEGMENTS)
    .map((s, i) => ({ ...s, id: `s${i + 1}` }));
  return { source, segments };
}

import { CONSULTATION_FLAGS, GOAL_CODES } from '@verdant/shared';
import { GOALS } from '@verdant/clinical';
import { describe, expect, it } from 'vitest';
import { parseRange, recordingContentType, sniffRecording } from './media.ts';
import { detectFormat, parseTranscript } from './transcript-format.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('recording types are recognised by content', () => {
  it('accepts the audio and video containers', () => {
    expect(sniffRecording(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toEqual({
      container: 'mp4',
      audioOnly: false,
    });
    expect(sniffRecording(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toEqual({
      container: 'mp4',
      audioOnly: true,
    });
    expect(sniffRecording(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))?.container).toBe(
      'webm',
    );
    expect(sniffRecording(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))?.container).toBe('wav');
    expect(sniffRecording(bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]))?.container).toBe('ogg');
    expect(sniffRecording(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))?.container).toBe('mp3');
    expect(sniffRecording(bytes([0xff, 0xfb, 0x90, 0x64]))?.container).toBe('mp3');
  });

  it('refuses anything else, whatever its name would say', () => {
    expect(sniffRecording(bytes('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull(); // an executable
    expect(sniffRecording(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffRecording(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBeNull(); // an image
    expect(sniffRecording(bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'))).toBeNull(); // not WebM
    expect(sniffRecording(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull();
    expect(sniffRecording(bytes([0xff, 0xfb, 0xf0, 0]))).toBeNull(); // a "bad" bitrate index
    expect(sniffRecording(new Uint8Array())).toBeNull();
  });

  it('plays audio-only recordings as audio', () => {
    expect(recordingContentType('mp4', false, 'full_video')).toBe('video/mp4');
    expect(recordingContentType('mp4', false, 'audio_only')).toBe('audio/mp4');
    expect(recordingContentType('webm', false, 'screen_share')).toBe('video/webm');
    expect(recordingContentType('wav', true, 'full_video')).toBe('audio/wav');
  });
});

describe('Range header', () => {
  it('reads one range of the three forms and clamps the end', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ kind: 'range', start: 50, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'range', start: 0, end: 99 });
  });
  it('answers the whole file for other units and several ranges, and refuses ranges past the end', () => {
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=9-3', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('transcripts', () => {
  it('parses WebVTT with voices, settings, notes and repeated rolling captions', () => {
    const vtt = `WEBVTT - Meet export

NOTE recorded with consent

1
00:00:01.000 --> 00:00:04.500 align:start
<v Dr. Maya Chen>Good morning, how have you been?</v>

2
00:00:05.000 --> 00:00:09.250
<v Emma Rodriguez>Better. I cut down on <i>salty</i> snacks.

00:00:09.250 --> 00:00:09.900
<v Emma Rodriguez>Better. I cut down on <i>salty</i> snacks.

01:02:03.004 --> 01:02:05.000
Patient: Thank you &amp; goodbye
`;
    expect(detectFormat(vtt)).toBe('vtt');
    const { source, segments } = parseTranscript(vtt);
    expect(source).toBe('vtt');
    expect(segments).toEqual([
      {
        id: 's1',
        startMs: 1000,
        endMs: 4500,
        speaker: 'Dr. Maya Chen',
        text: 'Good morning, how have you been?',
      },
      {
        id: 's2',
        startMs: 5000,
        endMs: 9250,
        speaker: 'Emma Rodriguez',
        text: 'Better. I cut down on salty snacks.',
      },
      { id: 's3', startMs: 3723004, endMs: 3725000, speaker: 'Patient', text: 'Thank you & goodbye' },
    ]);
  });

  it('parses SRT with CRLF line ends and multi-line cues', () => {
    const srt =
      '1\r\n00:00:02,500 --> 00:00:05,000\r\nHow is your\r\nblood pressure?\r\n\r\n2\r\n00:00:06,000 --> 00:00:08,000\r\nSteady.\r\n';
    expect(detectFormat(srt)).toBe('srt');
    expect(parseTranscript(srt).segments).toEqual([
      { id: 's1', startMs: 2500, endMs: 5000, speaker: null, text: 'How is your blood pressure?' },
      { id: 's2', startMs: 6000, endMs: 8000, speaker: null, text: 'Steady.' },
    ]);
  });

  it('keeps plain text as lines, with their timestamps when written', () => {
    const text = '[00:00:10] Dietitian: We talked about breakfast.\n\nno timestamp here\n01:05 Patient: ok';
    const { source, segments } = parseTranscript(text);
    expect(source).toBe('text');
    expect(segments.map((s) => [s.id, s.startMs, s.speaker, s.text])).toEqual([
      ['s1', 10_000, 'Dietitian', 'We talked about breakfast.'],
      ['s2', 10_000, null, 'no timestamp here'],
      ['s3', 65_000, 'Patient', 'ok'],
    ]);
  });
});

describe('contract', () => {
  it('goal codes are the clinical insight rules’ goals', () => {
    expect([...GOAL_CODES]).toEqual([...GOALS]);
    expect(CONSULTATION_FLAGS.length).toBeGreaterThan(0);
  });
});

describe('transcript topics in the reader language', () => {
  it('every topic has its term in the web catalogues (English as the rule labels it, and Spanish)', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { TRANSCRIPT_TOPICS } = await import('./insight-topics.ts');
    const locales = join(import.meta.dirname, '..', '..', '..', '..', 'web', 'src', 'locales');
    const topics = (lang: string) =>
      JSON.parse(readFileSync(join(locales, lang, 'insightTexts.json'), 'utf8')).terms.topic as Record<
        string,
        string
      >;
    const en = topics('en');
    const es = topics('es');
    for (const [topic, { label }] of Object.entries(TRANSCRIPT_TOPICS)) {
      expect(en[topic], topic).toBe(label);
      expect(es[topic], topic).toBeTruthy();
    }
  });
});

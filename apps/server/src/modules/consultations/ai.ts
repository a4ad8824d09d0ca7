/**
 * The optional OpenAI-compatible service (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TRANSCRIPTION_MODEL).
 * Nothing here runs unless AI_BASE_URL is configured: without it there is no network call at all.
 * - chat: `POST {base}/chat/completions` asking for a JSON object;
 * - transcription: `POST {base}/audio/transcriptions` (multipart, `response_format=verbose_json`),
 *   the media streamed from storage into the request body, never held whole in memory.
 * A failure (network, HTTP status, unreadable answer) is AI_FAILED (502).
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';

type Ai = NonNullable<Config['ai']>;

const CHAT_TIMEOUT_MS = 60_000;
const TRANSCRIPTION_TIMEOUT_MS = 15 * 60_000;

function headers(ai: Ai, extra: Record<string, string> = {}): Record<string, string> {
  return { ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}), ...extra };
}

function failed(why: string): AppError {
  return new AppError('AI_FAILED', undefined, { reason: why });
}

/** The JSON object the chat model answered (its message content parsed), or AI_FAILED. */
export async function chatJson(
  ai: Ai,
  messages: { role: 'system' | 'user'; content: string }[],
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: headers(ai, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        model: ai.model ?? 'gpt-4o-mini',
        messages,
        temperature: 0,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
    });
  } catch {
    throw failed('unreachable');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw failed(`http ${res.status}`);
  }
  try {
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content ?? '';
    // some models wrap JSON in a code fence
    return JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw failed('unreadable answer');
  }
}

export interface TranscribedSegment {
  startMs: number;
  endMs: number | null;
  text: string;
}

/** Segments of the recording as the speech-to-text model heard them. */
export async function transcribe(
  ai: Ai,
  media: { stream: ReadableStream<Uint8Array>; filename: string; contentType: string },
): Promise<TranscribedSegment[]> {
  const boundary = `verdant-${randomUUID()}`;
  const enc = new TextEncoder();
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = enc.encode(
    `${field('model', ai.transcriptionModel)}${field('response_format', 'verbose_json')}` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${media.filename.replace(/["\r\n]/g, '_')}"\r\n` +
      `Content-Type: ${media.contentType}\r\n\r\n`,
  );
  const tail = enc.encode(`\r\n--${boundary}--\r\n`);
  const reader = media.stream.getReader();
  let stage: 'head' | 'media' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 'head') {
        stage = 'media';
        controller.enqueue(head);
        return;
      }
      if (stage === 'media') {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        stage = 'done';
        controller.enqueue(tail);
        return;
      }
      controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
  let res: Response;
  try {
    res = await fetch(`${ai.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: headers(ai, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
    } as RequestInit & { duplex: 'half' });
  } catch {
    await reader.cancel().catch(() => undefined);
    throw failed('unreachable');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw failed(`http ${res.status}`);
  }
  let answer: { text?: unknown; segments?: { start?: unknown; end?: unknown; text?: unknown }[] };
  try {
    answer = (await res.json()) as typeof answer;
  } catch {
    throw failed('unreadable answer');
  }
  const seconds = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v * 1000) : null;
  const segments = (Array.isArray(answer.segments) ? answer.segments : [])
    .map((s) => ({
      startMs: seconds(s.start) ?? 0,
      endMs: seconds(s.end),
      text: typeof s.text === 'string' ? s.text.trim() : '',
    }))
    .filter((s) => s.text !== '');
  if (segments.length === 0 && typeof answer.text === 'string' && answer.text.trim()) {
    return [{ startMs: 0, endMs: null, text: answer.text.trim() }];
  }
  if (segments.length === 0) throw failed('empty transcript');
  return segments;
}

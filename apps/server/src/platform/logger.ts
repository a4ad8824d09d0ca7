/**
 * Structured logs (pino). Never log patient data, tokens or e-mail addresses: request logs carry the
 * method, the path without its query string, the status and the duration; known secret-bearing fields
 * are redacted; free text from libraries goes through `scrub`.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const REDACT_PATHS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'set-cookie',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.secret',
  '*["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'verdant' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}

/** Free text is cut to this many characters before it is scrubbed and logged. */
export const MAX_LOG_TEXT = 4_000;

/**
 * Runs of characters that can make up an e-mail address or a token. One greedy class with no
 * alternatives: each character is looked at once (linear time whatever the input).
 */
const WORDISH = /[A-Za-z0-9._%+@-]+/g;
const TOKEN_PART = /[A-Za-z0-9_-]+/g;

function scrubRun(run: string): string {
  const at = run.indexOf('@');
  if (at > 0) {
    let domain = run.slice(at + 1);
    while (domain.endsWith('.')) domain = domain.slice(0, -1);
    const dot = domain.lastIndexOf('.');
    if (dot > 0 && /^[A-Za-z]{2,}$/.test(domain.slice(dot + 1).slice(0, 64))) return '[email]';
  }
  if (run.startsWith('eyJ') && run.split('.').length >= 3) return '[token]';
  if (run.length < 32) return run;
  return run.replace(TOKEN_PART, (part) => (part.length >= 32 ? '[token]' : part));
}

/**
 * Removes e-mail addresses and token-like strings from free text, cut first to MAX_LOG_TEXT
 * characters. Linear in the length of its input (a 1 MB message costs about a millisecond).
 */
export function scrub(text: string): string {
  const cut =
    text.length > MAX_LOG_TEXT
      ? `${text.slice(0, MAX_LOG_TEXT)}…[${text.length - MAX_LOG_TEXT} more characters cut]`
      : text;
  return dropQueryParams(cut).replace(WORDISH, scrubRun);
}

/**
 * Drizzle's query errors end with `params: <the values>` (names, addresses, free text, possibly over
 * several lines): everything from there to the stack trace (a line starting with `at `) or the end is
 * replaced; the SQL is kept.
 */
function dropQueryParams(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const i = text.indexOf('params: ', from);
    if (i < 0) return out + text.slice(from);
    out += `${text.slice(from, i)}params: [redacted]`;
    const stack = stackStart(text, i);
    if (stack < 0) return out;
    from = stack;
  }
}

/** The index of the first newline after `from` that opens a stack frame line, or -1. */
function stackStart(text: string, from: number): number {
  let nl = text.indexOf('\n', from);
  while (nl >= 0) {
    let k = nl + 1;
    while (text[k] === ' ' || text[k] === '\t') k++;
    if (text.startsWith('at ', k)) return nl;
    nl = text.indexOf('\n', nl + 1);
  }
  return -1;
}

/** The domain of an address, for log lines that need to say where mail went. */
export function emailDomain(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return 'unknown';
  const domain = address.slice(at + 1, at + 1 + 255);
  const end = domain.indexOf('>');
  return end >= 0 ? domain.slice(0, end) : domain;
}

/** An error as a log field: its type, and its message and stack scrubbed (never a query's parameters). */
export function errorForLog(err: unknown): { type: string; message: string; stack?: string } {
  if (err instanceof Error) {
    return { type: err.name, message: scrub(err.message), stack: err.stack ? scrub(err.stack) : undefined };
  }
  return { type: typeof err, message: scrub(String(err)) };
}

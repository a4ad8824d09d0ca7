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

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const LONG_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** Removes e-mail addresses and token-like strings from free text. */
export function scrub(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[email]').replace(LONG_TOKEN, '[token]');
}

/** The domain of an address, for log lines that need to say where mail went. */
export function emailDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at >= 0 ? address.slice(at + 1).replace(/>.*$/, '') : 'unknown';
}

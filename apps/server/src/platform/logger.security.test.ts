/**
 * Log redaction and the other regexes applied to client input: linear time. Each path gets 1 MB of
 * the inputs that made the old patterns quadratic (a long run of letters blocked the event loop
 * for 52 s) and must finish in under 100 ms.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { markdownToPlain, normalisePath } from '../modules/seo/index.ts';
import { toAppError } from './errors.ts';
import { createLogger, emailDomain, MAX_LOG_TEXT, scrub } from './logger.ts';

const MB = 1_000_000;
const HOSTILE: Record<string, string> = {
  letters: `http://evil.example/${'a'.repeat(MB)}`,
  'letters then @': `${'a'.repeat(MB)}@`,
  'dotted run': 'a.'.repeat(MB / 2),
  'at signs': 'a@'.repeat(MB / 2),
  'jwt prefixes': '-eyJ'.repeat(MB / 4),
  'dashes and letters': 'a-'.repeat(MB / 2),
  slashes: `/${'/'.repeat(MB)}x`,
  'open brackets': '!['.repeat(MB / 2),
  'open angles': '<'.repeat(MB),
  'link openers': '[a]('.repeat(MB / 4),
  'greater-than': `a@${'>'.repeat(MB)}`,
};

/** Best of three runs (the machine may be busy; a quadratic path takes seconds, not 100 ms). */
function timed(fn: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('linear-time handling of hostile input', () => {
  for (const [name, input] of Object.entries(HOSTILE)) {
    it(`1 MB of ${name}: every redaction and parsing path under 100 ms`, () => {
      const lines: string[] = [];
      const logger = createLogger({
        level: 'info',
        destination: new Writable({
          write(chunk, _enc, cb) {
            lines.push(String(chunk));
            cb();
          },
        }),
      });
      const paths: Record<string, () => unknown> = {
        scrub: () => scrub(input),
        emailDomain: () => emailDomain(input),
        'error log': () => toAppError(new Error(input), logger),
        normalisePath: () => normalisePath(input),
        markdownToPlain: () => markdownToPlain(input),
      };
      for (const [path, fn] of Object.entries(paths)) {
        const ms = timed(fn);
        expect(ms, `${path} took ${ms.toFixed(1)} ms`).toBeLessThan(100);
      }
      // the logged message was cut before redaction
      const logged = JSON.parse(lines.at(-1)!) as { err: { message: string } };
      expect(logged.err.message.length).toBeLessThan(MAX_LOG_TEXT + 100);
    });
  }
});

describe('scrub', () => {
  it('removes e-mail addresses and tokens, keeps the rest', () => {
    expect(scrub('mail to Sam.Lee+x@Example.co.uk, please.')).toBe('mail to [email], please.');
    expect(scrub('user a@b.io.')).toBe('user [email]');
    expect(scrub('token=abcdefghijklmnopqrstuvwxyz0123456789 ok')).toBe('token=[token] ok');
    expect(scrub('bearer eyJhbGciOi.eyJzdWIiOiIx.sig rest')).toBe('bearer [token] rest');
    expect(scrub('short-words stay, a@b is no address')).toBe('short-words stay, a@b is no address');
  });

  it('drops the parameters of a failed query, keeps the SQL', () => {
    const message =
      'Failed query: insert into "contact_message" ("name", "email") values ($1, $2)\nparams: Sam Lee,sam@example.test\n    at x';
    expect(scrub(message)).toBe(
      'Failed query: insert into "contact_message" ("name", "email") values ($1, $2)\nparams: [redacted]\n    at x',
    );
    // a value with line breaks is dropped whole, up to the stack (or the end)
    const multiline =
      'Failed query: insert into t values ($1)\nparams: Since Monday:\nMigraines, nausea\n    at y';
    expect(scrub(multiline)).toBe('Failed query: insert into t values ($1)\nparams: [redacted]\n    at y');
    expect(scrub('Failed query: q\nparams: one\ntwo')).toBe('Failed query: q\nparams: [redacted]');
  });

  it(`cuts text longer than ${MAX_LOG_TEXT} characters and says how much`, () => {
    const out = scrub('x '.repeat(MAX_LOG_TEXT));
    expect(out.length).toBeLessThan(MAX_LOG_TEXT + 60);
    expect(out).toContain(`[${MAX_LOG_TEXT} more characters cut]`);
  });

  it('emailDomain keeps only the domain', () => {
    expect(emailDomain('Sam <sam@example.test>')).toBe('example.test');
    expect(emailDomain('nobody')).toBe('unknown');
  });
});

/**
 * Fuzzing from the OpenAPI document: every operation gets malformed, oversized and wrong-typed input
 * (NUL characters, deep nesting, huge numbers, wrong content types, broken JSON, hostile path and
 * query values, bad Idempotency-Keys), as an anonymous caller and as a signed-in user holding most
 * roles. No answer may be a 5xx, nothing may throw, and every 4xx is in the error shape
 * `{error:{code,message,details?}}` with the status its code maps to. Seeded and bounded.
 */
import { ERROR_STATUS, isErrorCode } from '@verdant/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient, TEST_BASE_URL } from '../test/app.ts';
import { BODY_LIMIT_BYTES } from './limits.ts';

const SEED = 20_261_123;
/** Generated cases per operation and caller (on top of the fixed hostile cases). */
const RUNS = 6;

let t: TestApp;
let signedIn: TestClient;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
let doc: any;

beforeAll(async () => {
  t = await createTestApp();
  const practice = await t.createPractice('Fuzz Practice');
  signedIn = (
    await t.signedIn({
      roles: ['admin', 'dietitian', 'patient'],
      memberships: [{ organizationId: practice, orgRole: 'owner' }],
    })
  ).client;
  doc = (await t.client().get('/api/openapi.json')).body;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Top-level property names of the JSON body, when the operation takes one. */
  bodyProps: string[] | null;
  /** A body that satisfies the schema as far as the document says (then one field is spoiled). */
  example: unknown;
}

function resolve(schema: unknown): Record<string, unknown> {
  let s = schema as Record<string, unknown> | undefined;
  for (let i = 0; i < 5 && s && typeof s.$ref === 'string'; i++) {
    const name = (s.$ref as string).split('/').at(-1)!;
    s = doc.components.schemas[name];
  }
  return s ?? {};
}

function propertiesOf(schema: unknown): string[] {
  const s = resolve(schema);
  const props = new Set(Object.keys((s.properties as object) ?? {}));
  for (const part of [...((s.allOf as unknown[]) ?? []), ...((s.anyOf as unknown[]) ?? [])]) {
    for (const p of propertiesOf(part)) props.add(p);
  }
  return [...props];
}

const PATTERN_CANDIDATES = ['09:00', 'abc-def', 'en', 'ABC123', '+34 600 000 000', 'a', '1'];

/** A value valid for a JSON schema of the document (good enough for zod's to accept most of it). */
/** Strings the document cannot describe (zod refinements), by field name. */
const BY_NAME: [RegExp, () => string][] = [
  [/email/i, () => `fuzz-${Math.random().toString(36).slice(2, 8)}@example.com`],
  [/phone/i, () => '+34 600 000 000'],
  [/website|url/i, () => 'https://example.com/'],
  [/slug/i, () => `fuzz-${Math.random().toString(36).slice(2, 8)}`],
  [/timezone/i, () => 'Europe/Madrid'],
  [/^languages?$/i, () => 'en'],
  [/^(start|end)$/, () => '09:00'],
  [/date/i, () => '2030-01-15'],
  [/id$/i, () => '3f2a7c1e-8b4d-4e6f-9a0b-1c2d3e4f5a6b'],
];

function exampleOf(schema: unknown, depth = 0, name = ''): unknown {
  const s = resolve(schema);
  if (depth > 6) return null;
  if ((s.type === 'string' || s.type === undefined) && !s.enum && !s.format && !s.const) {
    const hit = BY_NAME.find(([re]) => re.test(name));
    if (hit && s.type === 'string') return hit[1]();
  }
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key] as unknown[] | undefined;
    if (options) {
      const choice = options.find((o) => resolve(o).type !== 'null') ?? options[0];
      return exampleOf(choice, depth + 1, name);
    }
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((part) => exampleOf(part, depth + 1) as object));
  }
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'string': {
      const format = s.format as string | undefined;
      if (format === 'email') return 'fuzz@example.com';
      if (format === 'uuid') return '3f2a7c1e-8b4d-4e6f-9a0b-1c2d3e4f5a6b';
      if (format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (format === 'date') return '2030-01-15';
      if (format === 'uri' || format === 'url') return 'https://example.com/';
      if (typeof s.pattern === 'string') {
        const re = new RegExp(s.pattern as string);
        const found = PATTERN_CANDIDATES.find((c) => re.test(c));
        if (found) return found;
      }
      const min = typeof s.minLength === 'number' ? s.minLength : 1;
      const max = typeof s.maxLength === 'number' ? s.maxLength : 40;
      return 'Fuzzing text'
        .padEnd(Math.min(Math.max(min, 12), max), 'x')
        .slice(0, Math.max(min, Math.min(12, max)));
    }
    case 'integer':
    case 'number': {
      const min =
        typeof s.minimum === 'number'
          ? s.minimum
          : typeof s.exclusiveMinimum === 'number'
            ? s.exclusiveMinimum + 1
            : 1;
      return typeof s.maximum === 'number' ? Math.min(min, s.maximum) : min;
    }
    case 'boolean':
      return true;
    case 'array': {
      const n = typeof s.minItems === 'number' ? s.minItems : 1;
      return Array.from({ length: n }, () => exampleOf(s.items, depth + 1, name));
    }
    default: {
      // 'object', and anything unrecognised
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((s.properties as Record<string, unknown>) ?? {})) {
        out[k] = exampleOf(v, depth + 1, k);
      }
      return out;
    }
  }
}

/** Every way to spoil one field of a valid body: a NUL in each string, a wrong type, a huge number. */
function spoiled(example: unknown): { label: string; body: unknown }[] {
  const out: { label: string; body: unknown }[] = [];
  const walk = (value: unknown, set: (v: unknown) => unknown, where: string) => {
    if (typeof value === 'string') {
      out.push({ label: `NUL in ${where}`, body: set(`${value}\u0000`) });
      out.push({ label: `number for ${where}`, body: set(1e308) });
    } else if (typeof value === 'number') {
      out.push({ label: `huge ${where}`, body: set(1e308) });
      out.push({ label: `string for ${where}`, body: set('12abc') });
    } else if (typeof value === 'boolean') {
      out.push({ label: `string for ${where}`, body: set('true\u0000') });
    } else if (Array.isArray(value)) {
      out.push({ label: `object for ${where}`, body: set({ length: 1 }) });
      for (const [i, item] of value.entries()) {
        walk(item, (v) => set(value.map((x, j) => (j === i ? v : x))), `${where}[${i}]`);
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        walk(v, (nv) => set({ ...(value as object), [k]: nv }), where ? `${where}.${k}` : k);
      }
      out.push({ label: `NUL key in ${where || 'body'}`, body: set({ ...(value as object), 'x\u0000': 1 }) });
    }
  };
  walk(example, (v) => v, '');
  return out;
}

function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      // biome-ignore lint/suspicious/noExplicitAny: OpenAPI operation object
      const op = item[method] as any;
      if (!op) continue;
      const params = (op.parameters ?? []) as { in: string; name: string }[];
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: body ? propertiesOf(body) : null,
        example: body ? exampleOf(body) : undefined,
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const nulString = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const deep = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;
const hugeNumbers = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  2 ** 31,
  -1,
  0,
  0.5,
  1e-320,
  Number.MAX_SAFE_INTEGER,
);
const hostileString = fc.oneof(
  nulString,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\ud800',
    '../../etc/passwd',
    '\'; drop table "user"; --',
    '<script>alert(1)</script>',
    '9999-99-99',
    '2026-02-30T25:61:00Z',
    '00000000-0000-0000-0000-000000000000',
    'null',
    'NaN',
    '-1',
    '1e309',
  ),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hugeNumbers,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), nulString), hostileString, { maxKeys: 4 }),
  fc.constantFrom(deep(40), deep(8), { a: { b: { c: { d: '\u0000' } } } }, [[[[1e308]]]]),
);
const hostileSegment = fc.oneof(
  hostileString.filter((s) => s.length < 3000),
  fc.constantFrom('%00', '%2500', '%ff', '%', '..', '.', '%2F..%2F'),
);

interface Case {
  label: string;
  path: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** encodeURIComponent, or the invalid UTF-8 of a lone surrogate as it is. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fill(op: Operation, segments: Record<string, string>): string {
  let path = op.path;
  for (const name of op.pathParams) {
    const v = segments[name] ?? 'x';
    // Raw percent sequences go in as they are; everything else is encoded.
    path = path.replace(`{${name}}`, /^%|^\.\.?$/.test(v) ? v : encodeSegment(v));
  }
  return path;
}

function casesFor(op: Operation, seed: number): Case[] {
  const cases: Case[] = [];
  const segmentsArb = fc.record(Object.fromEntries(op.pathParams.map((p) => [p, hostileSegment])));
  const queryArb = fc.dictionary(
    fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['q']), 'unknown'),
    fc.oneof(
      hostileString.filter((s) => s.length < 3000),
      hugeNumbers.map(String),
    ),
    { maxKeys: 3 },
  );
  const bodyArb = op.bodyProps
    ? fc.oneof(
        // the documented fields, each given a hostile value
        fc.record(
          Object.fromEntries((op.bodyProps.length ? op.bodyProps : ['x']).map((p) => [p, hostileValue])),
          {
            requiredKeys: [],
          },
        ),
        hostileValue,
      )
    : fc.constant(undefined);
  const samples = fc.sample(fc.tuple(segmentsArb, queryArb, bodyArb), { seed, numRuns: RUNS });
  for (const [segments, query, body] of samples) {
    const qs = new URLSearchParams(query as Record<string, string>).toString();
    const path = `${fill(op, segments as Record<string, string>)}${qs ? `?${qs}` : ''}`;
    cases.push({
      label: 'generated',
      path,
      ...(body !== undefined ? { body: JSON.stringify(body), contentType: 'application/json' } : {}),
    });
  }
  const base = fill(op, Object.fromEntries(op.pathParams.map((p) => [p, 'x'])));
  if (op.example !== undefined) {
    cases.push({
      label: 'the example',
      path: base,
      body: JSON.stringify(op.example),
      contentType: 'application/json',
    });
    for (const { label, body } of spoiled(op.example)) {
      cases.push({ label, path: base, body: JSON.stringify(body), contentType: 'application/json' });
    }
  }
  cases.push(
    { label: 'NUL in a path segment or query', path: `${base}${op.pathParams.length ? '%00' : ''}?q=a%00b` },
    { label: 'broken JSON', path: base, body: '{"a":', contentType: 'application/json' },
    {
      label: 'JSON with a NUL string',
      path: base,
      body: '{"name":"a\\u0000b"}',
      contentType: 'application/json',
    },
    {
      label: 'a huge number literal',
      path: base,
      body: '{"limit":1e999999,"n":123456789012345678901234567890}',
      contentType: 'application/json',
    },
    {
      label: 'deep nesting',
      path: base,
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      contentType: 'application/json',
    },
    { label: 'wrong content type', path: base, body: '{"a":1}', contentType: 'text/plain' },
    {
      label: 'form content type',
      path: base,
      body: 'a=1&b=%00',
      contentType: 'application/x-www-form-urlencoded',
    },
    { label: 'body without a content type', path: base, body: '{"a":1}' },
    { label: 'a JSON string body', path: base, body: '"just a string"', contentType: 'application/json' },
    { label: 'charset parameter', path: base, body: '{}', contentType: 'application/json; charset=latin1' },
    {
      label: 'oversized body',
      path: base,
      body: `{"x":"${'a'.repeat(BODY_LIMIT_BYTES + 10)}"}`,
      contentType: 'application/json',
    },
    {
      label: 'a hostile Idempotency-Key',
      path: base,
      body: '{}',
      contentType: 'application/json',
      headers: { 'idempotency-key': 'x'.repeat(300) },
    },
  );
  // fetch cannot send a body with GET or HEAD
  return op.method === 'GET' ? cases.filter((c) => c.body === undefined) : cases;
}

function checkAnswer(status: number, text: string, headers: Headers): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status < 400) return null;
  if (!(headers.get('content-type') ?? '').includes('application/json')) {
    return `status ${status} is not JSON (${headers.get('content-type')}): ${text.slice(0, 120)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status}: unparsable body ${text.slice(0, 120)}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } }).error;
  if (!error || !isErrorCode(error.code) || typeof error.message !== 'string') {
    return `status ${status}: not the error shape ${text.slice(0, 160)}`;
  }
  if (error.details !== undefined && (typeof error.details !== 'object' || error.details === null)) {
    return `status ${status}: details is not an object`;
  }
  if (ERROR_STATUS[error.code] !== status) return `status ${status} with code ${error.code}`;
  return null;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers malformed, oversized and wrong-typed input with a 4xx in the error shape, never a 5xx', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of ops.entries()) {
      for (const caller of ['anonymous', 'signedIn'] as const) {
        for (const c of casesFor(op, SEED + index * 2 + (caller === 'anonymous' ? 0 : 1))) {
          const client = caller === 'anonymous' ? t.client() : signedIn;
          const headers = new Headers({ origin: TEST_BASE_URL, ...c.headers });
          if (c.contentType) headers.set('content-type', c.contentType);
          if (caller === 'signedIn') {
            headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
          }
          try {
            const res = await t.app.request(
              `${TEST_BASE_URL}${c.path}`,
              { method: op.method, headers, ...(c.body !== undefined ? { body: c.body } : {}) },
              { incoming: { socket: { remoteAddress: client.ip, remotePort: 40000, remoteFamily: 'IPv4' } } },
            );
            sent++;
            // an event stream never ends: its status and headers are the answer
            const stream = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
            if (stream) await res.body?.cancel();
            const text = stream ? '' : await res.text();
            const problem = checkAnswer(res.status, text, res.headers);
            if (problem)
              failures.push(
                `${op.method} ${op.path} (${caller}, ${c.label}) ${c.path.slice(0, 80)}: ${problem}`,
              );
          } catch (err) {
            failures.push(
              `${op.method} ${op.path} (${caller}, ${c.label}): threw ${String(err).slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(ops.length * 2 * RUNS);
    expect(t.logs.filter((line) => line.includes('"unhandled error"'))).toEqual([]);
  }, 120_000);
});

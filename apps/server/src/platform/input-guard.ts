/**
 * Checks every /api request before any route sees it (limits in ./limits.ts):
 *
 * - the body is at most BODY_LIMIT_BYTES: 413 `PAYLOAD_TOO_LARGE` (declared Content-Length or
 *   counted while reading a chunked body);
 * - a JSON body nests at most MAX_JSON_DEPTH deep, and none of its strings or keys holds a NUL
 *   character (PostgreSQL text cannot store one: it used to surface as a 500): 400
 *   `VALIDATION_FAILED` with `details.fields.<path> = invalidCharacters`;
 * - no query parameter or path segment holds a NUL character (`%00`): the same 400.
 */
import { MAX_MESSAGE_ATTACHMENTS } from '@verdant/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError, errorBody } from './errors.ts';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH, STREAMED_UPLOADS } from './limits.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const INVALID_CHARACTERS = 'invalidCharacters';

/**
 * A patient document upload may carry DOCUMENT_MAX_BYTES plus its multipart envelope; a message up
 * to MAX_MESSAGE_ATTACHMENTS such files.
 */
const UPLOAD_PATHS: readonly [RegExp, number][] = [
  [/^\/api\/v1\/patients\/[^/]+\/documents$/, 1],
  // the front desk's intake (ADR 0055): up to INTAKE_MAX_DOCUMENTS documents
  [/^\/api\/v1\/front-desk\/intake$/, 5],
  [/^\/api\/v1\/conversations\/[^/]+\/messages$/, MAX_MESSAGE_ATTACHMENTS],
  // fitness (ADR 0039): a device file (8 MiB) and an exercise's image (2 MiB), checked by their routes
  [/^\/api\/v1\/(patients\/[^/]+|me)\/(activities|bia)\/import$/, 1],
  [/^\/api\/v1\/exercises\/[^/]+\/image$/, 1],
];
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

function tooLarge(limit = BODY_LIMIT_BYTES): Response {
  const mib = Math.round((limit / (1024 * 1024)) * 10) / 10;
  return new Response(
    JSON.stringify(
      errorBody('PAYLOAD_TOO_LARGE', `The request body is larger than the limit of ${mib} MiB.`, {
        limitBytes: limit,
      }),
    ),
    { status: 413, headers: { 'content-type': 'application/json; charset=utf-8', connection: 'close' } },
  );
}

/**
 * The first problem of a parsed JSON value: a NUL character in a string or key, or nesting deeper
 * than `maxDepth`. Iterative, so a hostile body cannot exhaust the stack.
 */
export function jsonProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): { kind: 'nul' | 'depth'; path: string } | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return { kind: 'nul', path: path.join('.') || '_' };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'depth', path: path.join('.') || '_' };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++)
        stack.push({ value: v[i], path: [...path, String(i)], depth: depth + 1 });
    } else {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\0'))
          return { kind: 'nul', path: [...path, k.replaceAll('\0', '')].join('.') || '_' };
        stack.push({ value: child, path: [...path, k], depth: depth + 1 });
      }
    }
  }
  return null;
}

function invalidCharacters(field: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { fields: { [field]: INVALID_CHARACTERS } });
}

export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // `%00` anywhere in the path or query decodes to NUL (`%2500` is a literal "%00").
    const url = c.req.url;
    const queryAt = url.indexOf('?');
    const pathPart = queryAt < 0 ? url : url.slice(0, queryAt);
    if (/%00/.test(pathPart)) throw invalidCharacters('_path');
    if (queryAt >= 0 && /%00/.test(url.slice(queryAt))) {
      const bad = [...new URLSearchParams(url.slice(queryAt + 1))].find(
        ([k, v]) => k.includes('\0') || v.includes('\0'),
      );
      throw invalidCharacters(bad ? bad[0].replaceAll('\0', '') || '_query' : '_query');
    }

    const raw = c.req.raw;
    if (!raw.body || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const streamed = STREAMED_UPLOADS.find((u) => u.method === c.req.method && u.path.test(c.req.path));
    if (streamed) {
      // left unread: the route streams it to storage and counts it against its own limit
      const max = streamed.maxBytes(c.var.deps.config);
      const declared = Number(raw.headers.get('content-length') ?? 0);
      return declared > max ? tooLarge(max) : next();
    }
    const files =
      c.req.method === 'POST' ? (UPLOAD_PATHS.find(([path]) => path.test(c.req.path))?.[1] ?? 0) : 0;
    const limit = files
      ? Math.max(BODY_LIMIT_BYTES, files * (c.var.deps.config.documentMaxBytes + MULTIPART_ENVELOPE_BYTES))
      : BODY_LIMIT_BYTES;
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      const length = Number(declared);
      if (!Number.isFinite(length) || length > limit) return tooLarge(limit);
    }
    const type = (raw.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const isJson = JSON_TYPE.test(type);
    const cached = c.req.path.startsWith('/api/v1/');
    // Read the body once, counting. /api/v1 routes read it again from Hono's cache; better-auth
    // (/api/auth) reads the raw request itself, so it gets a buffered copy.
    let bytes: Uint8Array;
    try {
      bytes = await readLimited(cached ? raw : raw.clone(), limit);
    } catch (err) {
      if (err instanceof BodyTooLarge) return tooLarge(limit);
      throw new AppError('BAD_REQUEST', 'The request body could not be read.');
    }
    if (cached) {
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      // Hono keeps promises in its body cache (typed as the values).
      (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(buffer);
    }
    if (isJson && bytes.byteLength > 0) {
      let parsed: unknown;
      let parsedOk = true;
      try {
        parsed = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        parsedOk = false; // the route's validator answers 400 for malformed JSON
      }
      if (parsedOk) {
        const problem = jsonProblem(parsed);
        if (problem?.kind === 'nul') throw invalidCharacters(problem.path);
        if (problem?.kind === 'depth') {
          throw new AppError('BAD_REQUEST', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`, {
            reason: 'jsonTooDeep',
            maxDepth: MAX_JSON_DEPTH,
          });
        }
      }
    }
    return next();
  };
}

class BodyTooLarge extends Error {}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only when both are.
      reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

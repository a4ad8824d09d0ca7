/** Path and query parameters: ids are uuids (anything else is not found), and integer queries. */
import { AppError } from './errors.ts';
import { z as zq } from './openapi.ts';

/**
 * Parameters in a path (`{id}`, `{documentId}`…): each a bounded string (an unknown or malformed id
 * is a 404 from the service, not a 400).
 */
export function pathParams<const N extends string>(...names: N[]) {
  const param = (name: string) =>
    zq
      .string()
      .min(1)
      .max(100)
      .openapi({ param: { name, in: 'path' } });
  return zq.object(
    Object.fromEntries(names.map((name) => [name, param(name)])) as Record<N, ReturnType<typeof param>>,
  );
}

/** `{id}` in a path. */
export const idParam = pathParams('id');

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are uuids; anything else is simply not found (never a database error). */
export function assertUuid(id: string): string {
  if (!UUID_RE.test(id)) throw new AppError('NOT_FOUND');
  return id;
}
export function isUuid(id: string): boolean {
  return UUID_RE.test(id);
}

/** Query strings: an empty value (`?status=`) means "not given". */
export const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An integer query parameter with a default; errors carry the `numberInvalid` key. */
export function intQuery(min: number, max: number, fallback: number) {
  const e = { error: 'numberInvalid' } as const;
  return zq.preprocess(
    emptyAsUndefined,
    zq.coerce.number(e).int(e).min(min, e).max(max, e).default(fallback),
  );
}

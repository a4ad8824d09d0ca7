/** Path and query parameters: ids are uuids (anything else is not found), and integer queries. */
import { AppError } from './errors.ts';
import { z as zq } from './openapi.ts';

/** `{id}` in a path: a bounded string (an unknown or malformed id is a 404 from the service, not a 400). */
export const idParam = zq.object({
  id: zq
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

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

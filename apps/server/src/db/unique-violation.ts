/** Recognising a unique-constraint violation, whichever driver (pg or PGlite) and wrapper raised it. */

/** True for a PostgreSQL unique violation (23505), whichever driver and wrapper raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return !constraint || name === constraint || String(e).includes(constraint);
  }
  return false;
}

/** The last success and last error of each connection of an organization (`integration_check`). */
import {
  CONNECTION_OUTCOME_CODES,
  type ConnectionKind,
  type ConnectionOutcome,
  type ConnectionOutcomeCode,
} from '@verdant/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { integrationCheck } from '../../db/schema/index.ts';

/**
 * A test's failure as a code and parameters (translated on the web, ADR 0056). Thrown inside a test
 * and caught by `testConnection`; `message` is for logs only.
 */
export class ConnectionFailure extends Error {
  readonly code: ConnectionOutcomeCode;
  readonly params: ConnectionOutcome['params'];
  constructor(code: ConnectionOutcomeCode, params: ConnectionOutcome['params'] = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }
  get outcome(): ConnectionOutcome {
    return { code: this.code, params: this.params };
  }
}

const MAX_PARAM = 300;

/** Bounds every string parameter (a remote's answer may be long). */
export function outcome(
  code: ConnectionOutcomeCode,
  params: ConnectionOutcome['params'] = {},
): ConnectionOutcome {
  const bounded: ConnectionOutcome['params'] = {};
  for (const [k, v] of Object.entries(params)) bounded[k] = typeof v === 'string' ? v.slice(0, MAX_PARAM) : v;
  return { code, params: bounded };
}

/** The stored error (JSON of an outcome); a plain text from before codes reads as `other`. */
export function parseStoredError(stored: string | null): ConnectionOutcome | null {
  if (stored === null) return null;
  try {
    const parsed = JSON.parse(stored) as ConnectionOutcome;
    if (
      parsed &&
      typeof parsed === 'object' &&
      (CONNECTION_OUTCOME_CODES as readonly string[]).includes(parsed.code) &&
      parsed.params &&
      typeof parsed.params === 'object'
    ) {
      return parsed;
    }
  } catch {
    // a sentence written before ADR 0056
  }
  return { code: 'other', params: { detail: stored.slice(0, MAX_PARAM) } };
}

/** Records a success (`error` null) or an error (its code and parameters, without secrets). */
export async function recordCheck(
  db: DbOrTx,
  organizationId: string,
  kind: ConnectionKind,
  at: Date,
  error: ConnectionOutcome | null,
): Promise<void> {
  const set =
    error === null
      ? { lastSuccessAt: at }
      : { lastErrorAt: at, lastError: JSON.stringify(outcome(error.code, error.params)) };
  await db
    .insert(integrationCheck)
    .values({ organizationId, kind, ...set })
    .onConflictDoUpdate({ target: [integrationCheck.organizationId, integrationCheck.kind], set });
}

export async function checksOf(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select()
    .from(integrationCheck)
    .where(eq(integrationCheck.organizationId, organizationId));
  return new Map(rows.map((r) => [r.kind, { ...r, lastError: parseStoredError(r.lastError) }]));
}

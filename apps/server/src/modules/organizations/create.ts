/**
 * Creating an organization and its join code: twelve characters without look-alikes, unique among
 * organizations (a clash is retried with a fresh code).
 */
import { randomInt } from 'node:crypto';
import type { BillingPeriod } from '@verdant/shared';
import type { DbOrTx } from '../../db/client.ts';
import { organization, subscription } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a join code: 12 from 31 symbols = 12 × log2(31) ≈ 59.4 bits (ADR 0010). */
export const JOIN_CODE_LENGTH = 12;

/** Twelve characters without look-alikes, as XXXX-XXXX-XXXX. */
export function generateJoinCode(): string {
  let s = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) s += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return groupJoinCode(s);
}

function groupJoinCode(compact: string): string {
  return compact.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter: `abcd efgh jkmn` finds ABCD-EFGH-JKMN (and DEMO-PRAC). */
export function normalizeJoinCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return compact.length > 0 && compact.length % 4 === 0 ? groupJoinCode(compact) : input.trim().toUpperCase();
}

export async function createOrganization(
  tx: DbOrTx,
  values: {
    name: string;
    kind: 'practice' | 'laboratory' | 'insurer';
    plan?: 'starter' | 'professional' | 'enterprise';
    billingPeriod?: BillingPeriod;
    status?: 'pending' | 'active';
    joinCode?: string;
  },
): Promise<string> {
  const plan = values.plan ?? 'starter';
  for (let attempt = 0; ; attempt++) {
    const joinCode = values.joinCode ?? generateJoinCode();
    const [row] = await tx
      .insert(organization)
      .values({ name: values.name, kind: values.kind, plan, joinCode, status: values.status ?? 'active' })
      .onConflictDoNothing({ target: organization.joinCode })
      .returning({ id: organization.id });
    if (row) {
      // A practice is billed: its subscription starts with it (organization.plan mirrors the plan).
      if (values.kind === 'practice') {
        await tx
          .insert(subscription)
          .values({ organizationId: row.id, plan, billingPeriod: values.billingPeriod ?? 'monthly' });
      }
      return row.id;
    }
    if (values.joinCode || attempt >= 5) throw new AppError('CONFLICT');
  }
}

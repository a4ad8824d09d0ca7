import { describe, expect, it } from 'vitest';
import { readSignupIntent, signupIntentQuery } from './account.ts';

/** A query string's `get`, as URLSearchParams answers it. */
function query(pairs: Record<string, string>) {
  return { get: (name: string) => pairs[name] ?? null };
}

describe('sign-up intent (audience page role, pricing plan)', () => {
  it('keeps only known roles, plans and billing periods', () => {
    const q = query({ role: 'lab', plan: 'professional', billing: 'annual', mode: 'signup' });
    expect(readSignupIntent(q)).toEqual({ role: 'lab', plan: 'professional', billing: 'annual' });
    expect(signupIntentQuery(readSignupIntent(q))).toBe('role=lab&plan=professional&billing=annual');
  });

  it('drops roles nobody signs up for and unknown values', () => {
    const q = query({ role: 'admin', plan: 'free', billing: 'weekly' });
    expect(readSignupIntent(q)).toEqual({});
    expect(signupIntentQuery({})).toBe('');
    expect(readSignupIntent(query({ role: 'patient' }))).toEqual({});
  });
});

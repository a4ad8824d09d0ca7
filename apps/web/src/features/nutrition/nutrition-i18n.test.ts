import { DIET_PLAN_VALIDATION_MESSAGES } from '@verdant/shared/diet-plans';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';

describe('diet plan messages', () => {
  it('translates every validation key the diet plan API sends, in English and Spanish', () => {
    const missing: string[] = [];
    for (const key of Object.keys(DIET_PLAN_VALIDATION_MESSAGES)) {
      for (const lng of ['en', 'es']) {
        if (
          !i18n.exists(`validation:${key}`, { lng }) &&
          !i18n.exists(`nutrition:validation.${key}`, { lng })
        )
          missing.push(`${lng}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('uses the agreed wording for the diet plan messages', () => {
    const en = i18n.getFixedT('en', 'nutrition');
    expect([
      en('messages.saved'),
      en('messages.deleted'),
      en('messages.shared'),
      en('messages.error'),
    ]).toEqual(['Diet plan saved', 'Diet plan deleted', 'Diet plan shared', 'Error saving diet plan']);
  });
});

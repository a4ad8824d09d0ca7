import { PATIENT_VALIDATION_MESSAGES } from '@verdant/shared/patients';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';

describe('patient messages', () => {
  it('translates every validation key the patient API sends, in English and Spanish', () => {
    const missing: string[] = [];
    for (const key of Object.keys(PATIENT_VALIDATION_MESSAGES)) {
      for (const lng of ['en', 'es']) {
        if (!i18n.exists(`validation:${key}`, { lng }) && !i18n.exists(`patients:validation.${key}`, { lng }))
          missing.push(`${lng}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('uses the agreed wording for the patient toasts', () => {
    const en = i18n.getFixedT('en', 'patients');
    expect([en('toasts.added'), en('toasts.updated'), en('toasts.deleted')]).toEqual([
      'Patient added',
      'Patient updated',
      'Patient deleted',
    ]);
    expect([en('toasts.invitationSent'), en('toasts.invitationFailed')]).toEqual([
      'Invitation sent successfully',
      'Failed to send invitation',
    ]);
  });
});

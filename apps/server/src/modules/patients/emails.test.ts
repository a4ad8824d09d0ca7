import { INVITATION_TTL_DAYS } from '@verdant/shared';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_LINK_PLACEHOLDER } from '../../platform/mail.ts';
import { patientInvitationEmail } from './emails/invitation.ts';

const link = {
  kind: 'patient-invitation' as const,
  url: 'https://x.test/auth?invite=secret',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
};

describe("the patient invitation, in the language of the patient's account", () => {
  it('English and Spanish: the sign-in address and the one-time link, never a password', () => {
    const en = patientInvitationEmail(
      { email: 'eva@x.test', firstName: 'Eva', language: 'en' },
      { name: 'Green Clinic', color: null, custom: false },
      link,
    );
    const es = patientInvitationEmail(
      { email: 'eva@x.test', firstName: 'Eva', language: 'es' },
      { name: 'Green Clinic', color: null, custom: false },
      link,
    );
    expect(en.subject).toBe('Green Clinic invites you to Verdant');
    expect(en.text).toContain('Your sign-in address: eva@x.test');
    expect(en.text).toContain(`expires in ${INVITATION_TTL_DAYS} days`);
    expect(es.subject).toBe('Green Clinic te invita a Verdant');
    expect(es.text).toContain('Tu dirección para iniciar sesión: eva@x.test');
    expect(es.text).toContain(`caduca en ${INVITATION_TTL_DAYS} días`);
    expect(es.text).not.toContain('Your sign-in address');
    for (const m of [en, es]) {
      expect(m.oneTimeLink).toEqual(link);
      expect(m.text).toContain(ONE_TIME_LINK_PLACEHOLDER);
      expect(m.text).not.toContain('secret');
      expect(m.text.toLowerCase()).not.toContain('password:');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { approvedEmail } from './emails/approved.ts';
import { declinedEmail } from './emails/declined.ts';

const lab = { name: 'Northside Lab', kind: 'laboratory' as const };
const to = (language: 'en' | 'es') => ({ email: 'lee@x.test', firstName: 'Lee', language });

describe('organization decision e-mails, in the language of the requester', () => {
  it('approved: English and Spanish, with the sign-in link', () => {
    const en = approvedEmail(to('en'), lab, 'https://x.test');
    const es = approvedEmail(to('es'), { name: 'Aseguradora Sol', kind: 'insurer' }, 'https://x.test');
    expect(en.subject).toBe('Northside Lab is approved on Verdant');
    expect(en.text).toContain('your laboratory “Northside Lab”');
    expect(es.subject).toBe('Aseguradora Sol ha sido aprobada en Verdant');
    expect(es.text).toContain('tu aseguradora «Aseguradora Sol»');
    for (const m of [en, es]) {
      expect(m.kind).toBe('organization-decision');
      expect(m.text).toContain('https://x.test/auth');
    }
  });

  it('declined: English and Spanish, with the reason', () => {
    const en = declinedEmail(to('en'), lab, 'No licence number', 'https://x.test');
    const es = declinedEmail(to('es'), lab, 'Falta el número de licencia', 'https://x.test');
    expect(en.subject).toBe('The request for Northside Lab was declined');
    expect(en.text).toContain('Reason: No licence number');
    expect(es.subject).toBe('La solicitud de Northside Lab ha sido rechazada');
    expect(es.text).toContain('Motivo: Falta el número de licencia');
    expect(es.text).toContain('Hola, Lee:');
  });
});

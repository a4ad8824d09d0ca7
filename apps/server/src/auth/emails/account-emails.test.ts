import { describe, expect, it } from 'vitest';
import { ONE_TIME_LINK_PLACEHOLDER } from '../../platform/mail.ts';
import { resetPasswordEmail } from './reset-password.ts';
import { verificationEmail } from './verification.ts';

const expiresAt = new Date('2030-01-01T00:00:00Z');
const to = (language: 'en' | 'es', firstName = 'Ana') => ({ email: 'ana@x.test', firstName, language });

describe('account e-mails, one file per message, in the language stored on the account', () => {
  it('the verification link: English and Spanish, the link only beside the text', () => {
    const url = 'https://x.test/auth/callback?token=secret';
    const en = verificationEmail(to('en'), url, expiresAt);
    const es = verificationEmail(to('es'), url, expiresAt);
    expect(en.subject).toBe('Verify your email address');
    expect(es.subject).toBe('Confirma tu dirección de correo');
    expect(en.text).toContain('Hello Ana,');
    expect(es.text).toContain('Hola, Ana:');
    expect(es.text).toContain('El enlace caduca en 24 horas.');
    expect(es.html).toContain('Confirmar dirección de correo');
    for (const m of [en, es]) {
      expect(m).toMatchObject({ to: 'ana@x.test', kind: 'email-verification' });
      expect(m.oneTimeLink).toEqual({ kind: 'email-verification', url, expiresAt });
      expect(m.text).toContain(ONE_TIME_LINK_PLACEHOLDER);
      expect(`${m.text}${m.html}`).not.toContain('secret');
    }
  });

  it('the password reset: English and Spanish, greeting without a name, names escaped in HTML', () => {
    const url = 'https://x.test/reset-password?token=secret';
    const en = resetPasswordEmail(to('en', ''), url, expiresAt);
    const es = resetPasswordEmail(to('es', '<b>Ana</b>'), url, expiresAt);
    expect(en.subject).toBe('Reset your password');
    expect(en.text).toContain('Hello there,');
    expect(en.text).toContain('The link expires in 1 hour.');
    expect(es.subject).toBe('Restablece tu contraseña');
    expect(es.text).toContain('El enlace caduca en 1 hora.');
    expect(es.html).toContain('Hola, &lt;b&gt;Ana&lt;/b&gt;:');
    expect(es.html).not.toContain('<b>Ana</b>');
    for (const m of [en, es]) expect(m.kind).toBe('password-reset');
  });
});

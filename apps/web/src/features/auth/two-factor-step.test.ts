import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from '../settings/qr-code.tsx';
import { normalizeBackupCode } from './two-factor-step.tsx';

describe('normalizeBackupCode', () => {
  it('accepts a backup code with or without its dash, keeping its case', () => {
    expect(normalizeBackupCode(' aBcDe-12345 ')).toBe('aBcDe-12345');
    expect(normalizeBackupCode('aBcDe12345')).toBe('aBcDe-12345');
  });
  it('refuses anything else', () => {
    for (const bad of ['', '123456', 'abcde-1234', 'abcde-123456', 'abcde_12345']) {
      expect(normalizeBackupCode(bad)).toBeNull();
    }
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module of the otpauth QR code', () => {
    const qr = encode('otpauth://totp/Verdant:a%40b.test?secret=JBSWY3DPEHPK3PXP&issuer=Verdant', {
      ecc: 'M',
      border: 4,
    });
    const dark = qr.data.flat().filter(Boolean).length;
    const path = qrPath(qr.data);
    expect(path.match(/M/g)).toHaveLength(dark);
    // the quiet zone stays white: no square in the first four rows or columns
    expect(path).not.toMatch(/M[0-3] /);
    expect(path).not.toMatch(/M\d+ [0-3]h/);
  });
});

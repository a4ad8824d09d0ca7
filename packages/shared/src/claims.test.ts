import { describe, expect, it } from 'vitest';
import {
  canMoveClaim,
  claimCreateSchema,
  ICD10_PATTERN,
  isValidNpi,
  luhnCheckDigit,
  PROCEDURE_PATTERN,
} from './claims.ts';

describe('NPI check digit', () => {
  it('accepts an NPI whose last digit is the Luhn check digit of 80840 and its first nine', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
    expect(luhnCheckDigit('80840123456789')).toBe(3);
  });
  it('refuses a wrong check digit, a wrong length or letters', () => {
    for (const npi of ['1234567890', '1234567894', '123456789', '12345678931', '12345A7893', ''])
      expect(isValidNpi(npi)).toBe(false);
  });
});

describe('codes', () => {
  it('ICD-10-CM, CPT and HCPCS shapes', () => {
    expect(['Z71.3', 'E66.9', 'E11.65', 'R63.4'].every((c) => ICD10_PATTERN.test(c))).toBe(true);
    expect(['Z713X.9999', 'U07', '71.3', 'z71.3'].some((c) => ICD10_PATTERN.test(c))).toBe(false);
    expect(['97802', '97803', '97804', 'G0270', '0001F'].every((c) => PROCEDURE_PATTERN.test(c))).toBe(true);
    expect(['9780', 'ABCDE', '978022'].some((c) => PROCEDURE_PATTERN.test(c))).toBe(false);
  });
  it('diagnosis pointers point at a code', () => {
    const base = {
      invoiceId: '00000000-0000-4000-8000-000000000000',
      payerOrganizationId: '00000000-0000-4000-8000-000000000001',
      memberId: 'X1',
      subscriber: { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01' },
      address: { line1: '1 A St', city: 'Town', state: 'il', postalCode: '62701' },
      diagnosisCodes: ['z71.3'],
      placeOfService: '11',
      renderingProvider: { npi: '1234567893', firstName: 'A', lastName: 'B' },
      lines: [
        {
          serviceDate: '2026-01-01',
          procedureCode: '97802',
          units: 1,
          chargeMinor: 100,
          diagnosisPointers: [2],
        },
      ],
    };
    expect(claimCreateSchema.safeParse(base).success).toBe(false);
    const ok = claimCreateSchema.parse({ ...base, lines: [{ ...base.lines[0], diagnosisPointers: [1] }] });
    expect([ok.diagnosisCodes[0], ok.address.state]).toEqual(['Z71.3', 'IL']);
  });
});

describe('claim statuses', () => {
  it('each side moves only its own steps', () => {
    expect(canMoveClaim('practice', 'draft', 'submitted')).toBe(true);
    expect(canMoveClaim('practice', 'submitted', 'paid')).toBe(false);
    expect(canMoveClaim('insurer', 'submitted', 'accepted')).toBe(true);
    expect(canMoveClaim('insurer', 'draft', 'accepted')).toBe(false);
    expect(canMoveClaim('insurer', 'appealed', 'paid')).toBe(true);
    expect(canMoveClaim('practice', 'denied', 'appealed')).toBe(true);
    expect(canMoveClaim('insurer', 'denied', 'paid')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parse837 } from './test-fixtures.ts';
import { build837P, x12Amount, x12Text } from './x12.ts';

const claim = {
  interchangeControlNumber: 42,
  groupControlNumber: 42,
  createdAt: new Date('2026-01-20T09:05:00Z'),
  usage: 'T' as const,
  submitter: {
    name: 'Green Valley Nutrition LLC',
    id: '1234567893',
    contactName: 'Billing',
    phone: '+1 (217) 555-0100',
  },
  receiver: { name: 'Acme Health', id: 'ACME01' },
  billingProvider: {
    name: 'Green Valley Nutrition LLC',
    npi: '1234567893',
    taxId: '12-3456789',
    address: { line1: '12 Orchard Road', city: 'Springfield', state: 'IL', postalCode: '62701' },
  },
  subscriber: {
    relationship: 'self' as const,
    firstName: 'Émma',
    lastName: 'Rodríguez*',
    memberId: 'XJH1',
    groupNumber: 'G1',
    dateOfBirth: '1990-03-14',
    gender: 'F' as const,
  },
  patient: { firstName: 'Émma', lastName: 'Rodríguez', dateOfBirth: '1990-03-14', gender: 'F' as const },
  address: { line1: '5 Main St', city: 'Springfield', state: 'IL', postalCode: '62704' },
  payer: { name: 'Acme Health', id: 'ACME01' },
  claim: {
    controlNumber: 'CLM-000007',
    placeOfService: '11',
    priorAuthorization: 'PA-1',
    diagnosisCodes: ['Z71.3', 'E66.9'],
    renderingProvider: { npi: '1245319599', firstName: 'Maya', lastName: 'Chen' },
    currency: 'USD',
  },
  lines: [
    {
      serviceDate: '2026-01-05',
      procedureCode: '97802',
      modifiers: ['95', 'GT'],
      units: 4,
      chargeMinor: 15050,
      diagnosisPointers: [1, 2],
      placeOfService: '02',
    },
    {
      serviceDate: '2026-01-12',
      procedureCode: '97803',
      modifiers: [],
      units: 2,
      chargeMinor: 8000,
      diagnosisPointers: [1],
      placeOfService: null,
    },
  ],
};

describe('the 837P of a claim with two service lines', () => {
  it('parses with node-x12, and its envelopes, counts and loops follow our rules', () => {
    const text = build837P(claim);
    const x = parse837(text);
    expect(x.interchange.header.valueOf(15)).toBe('T');
    expect(text.split('~\n')[0]!.split('*')[13]).toBe('000000042');
    expect(x.value('CLM', 2)).toBe('230.5');
    expect(x.value('REF', 2, 1)).toBe('PA-1');
    expect(x.all('SV1').map((s) => s.valueOf(5, ''))).toEqual(['02', '']);
    expect(x.all('DTP').map((d) => d.valueOf(3))).toEqual(['20260105', '20260112']);
    // text is reduced to the basic character set: no accents, no separators inside data
    expect(
      x
        .all('NM1')
        .find((s) => s.valueOf(1) === 'IL')
        ?.valueOf(3),
    ).toBe('RODRIGUEZ');
  });
  it('a wrong segment count or control number is caught', () => {
    const text = build837P(claim);
    expect(() => parse837(text.replace(/SE\*(\d+)\*0001/, (_, n) => `SE*${Number(n) + 1}*0001`))).toThrow(
      /SE01/,
    );
    expect(() => parse837(text.replace('GE*1*42', 'GE*1*43'))).toThrow();
  });
  it('amounts and text helpers', () => {
    expect([
      x12Amount(15000, 'USD'),
      x12Amount(15050, 'USD'),
      x12Amount(5, 'USD'),
      x12Amount(0, 'USD'),
    ]).toEqual(['150', '150.5', '0.05', '0']);
    expect(x12Text('Núñez~*:^ & Co.')).toBe('NUNEZ & CO.');
  });
});

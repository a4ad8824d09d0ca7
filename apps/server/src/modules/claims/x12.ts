/**
 * The ANSI ASC X12 837 Professional claim (version 005010X222A1) of one claim: the interchange
 * envelope (ISA … IEA), one functional group (GS … GE) and one transaction set (ST … SE) with the
 * submitter (1000A) and receiver (1000B), the billing provider (2000A/2010AA), the subscriber
 * (2000B/2010BA) and payer (2010BB), the patient when not the subscriber (2000C/2010CA), the claim
 * (2300) with its diagnoses (HI), the rendering provider (2310B) and one 2400 loop per service line
 * (LX, SV1, DTP*472). Pure: the same claim and control numbers give the same bytes.
 *
 * Separators: `*` between elements, `:` between components, `^` for repetitions, `~` after each
 * segment. Text is reduced to the X12 basic character set (upper case, no accents, no separators).
 */
import { minorToDecimal } from '@verdant/shared';

export interface X12Party {
  name: string;
  id: string;
}

export interface X12Claim {
  /** Interchange (ISA13/IEA02) and group (GS06/GE02) control numbers. */
  interchangeControlNumber: number;
  groupControlNumber: number;
  /** When the file is created. */
  createdAt: Date;
  /** `P` production, `T` test. */
  usage: 'P' | 'T';
  submitter: X12Party & { contactName: string; phone: string };
  receiver: X12Party;
  billingProvider: {
    name: string;
    npi: string;
    taxId: string;
    address: { line1: string; city: string; state: string; postalCode: string };
  };
  subscriber: {
    relationship: 'self' | 'spouse' | 'child' | 'other';
    firstName: string;
    lastName: string;
    memberId: string;
    groupNumber: string;
    dateOfBirth: string;
    gender: 'F' | 'M' | 'U';
  };
  patient: { firstName: string; lastName: string; dateOfBirth: string; gender: 'F' | 'M' | 'U' };
  /** The patient's (and a self subscriber's) address. */
  address: { line1: string; city: string; state: string; postalCode: string };
  payer: X12Party;
  claim: {
    /** The patient control number (CLM01): the claim's printed number. */
    controlNumber: string;
    placeOfService: string;
    priorAuthorization: string;
    diagnosisCodes: readonly string[];
    renderingProvider: { npi: string; firstName: string; lastName: string };
    currency: string;
  };
  lines: readonly {
    serviceDate: string;
    procedureCode: string;
    modifiers: readonly string[];
    units: number;
    chargeMinor: number;
    diagnosisPointers: readonly number[];
    placeOfService: string | null;
  }[];
}

/** The relationship codes of SBR02 (self) and PAT01 (the patient to the subscriber). */
const PAT_RELATIONSHIP: Record<string, string> = { spouse: '01', child: '19', other: 'G8' };

/** Text in the X12 basic character set: upper case, accents removed, no separators. */
export function x12Text(s: string, max = 60): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 !"&'()+,\-./;?=%@[\]_{}\\|<>#$]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** An amount (X12 `R`): decimal, no trailing zeros after the point (`150`, `92.5`). */
export function x12Amount(minor: number, currency: string): string {
  return minorToDecimal(minor, currency).replace(/\.?0+$/, '') || '0';
}

const date8 = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
const pad = (s: string, n: number) => s.slice(0, n).padEnd(n, ' ');

/** The whole 837P file, one segment per line (`~\n`). */
export function build837P(c: X12Claim): string {
  const d = c.createdAt.toISOString();
  const yymmdd = date8(d).slice(2);
  const ccyymmdd = date8(d);
  const hhmm = d.slice(11, 13) + d.slice(14, 16);
  const icn = String(c.interchangeControlNumber).padStart(9, '0');
  const gcn = String(c.groupControlNumber);
  const st = '0001';
  const sender = x12Text(c.submitter.id, 15);
  const receiver = x12Text(c.receiver.id, 15);

  const body: string[][] = [];
  const seg = (...elements: string[]) => {
    // trailing empty elements are dropped (X12: no trailing separators)
    let end = elements.length;
    while (end > 1 && elements[end - 1] === '') end--;
    body.push(elements.slice(0, end));
  };
  seg('ST', '837', st, '005010X222A1');
  seg('BHT', '0019', '00', x12Text(c.claim.controlNumber, 30), ccyymmdd, hhmm, 'CH');
  // 1000A submitter, 1000B receiver
  seg('NM1', '41', '2', x12Text(c.submitter.name), '', '', '', '', '46', sender);
  seg(
    'PER',
    'IC',
    x12Text(c.submitter.contactName),
    'TE',
    c.submitter.phone.replace(/\D/g, '').slice(0, 15) || '0000000000',
  );
  seg('NM1', '40', '2', x12Text(c.receiver.name), '', '', '', '', '46', receiver);
  // 2000A billing provider
  seg('HL', '1', '', '20', '1');
  seg('NM1', '85', '2', x12Text(c.billingProvider.name), '', '', '', '', 'XX', c.billingProvider.npi);
  seg('N3', x12Text(c.billingProvider.address.line1, 55));
  seg(
    'N4',
    x12Text(c.billingProvider.address.city, 30),
    c.billingProvider.address.state,
    c.billingProvider.address.postalCode,
  );
  seg('REF', 'EI', c.billingProvider.taxId.replace(/\D/g, ''));
  // 2000B subscriber
  const self = c.subscriber.relationship === 'self';
  seg('HL', '2', '1', '22', self ? '0' : '1');
  seg('SBR', 'P', self ? '18' : '', x12Text(c.subscriber.groupNumber, 50), '', '', '', '', '', 'CI');
  seg(
    'NM1',
    'IL',
    '1',
    x12Text(c.subscriber.lastName),
    x12Text(c.subscriber.firstName, 35),
    '',
    '',
    '',
    'MI',
    x12Text(c.subscriber.memberId, 80),
  );
  if (self) {
    seg('N3', x12Text(c.address.line1, 55));
    seg('N4', x12Text(c.address.city, 30), c.address.state, c.address.postalCode);
  }
  seg('DMG', 'D8', date8(c.subscriber.dateOfBirth), c.subscriber.gender);
  seg('NM1', 'PR', '2', x12Text(c.payer.name), '', '', '', '', 'PI', x12Text(c.payer.id, 80));
  // 2000C patient (not the subscriber)
  if (!self) {
    seg('HL', '3', '2', '23', '0');
    seg('PAT', PAT_RELATIONSHIP[c.subscriber.relationship] ?? 'G8');
    seg('NM1', 'QC', '1', x12Text(c.patient.lastName), x12Text(c.patient.firstName, 35));
    seg('N3', x12Text(c.address.line1, 55));
    seg('N4', x12Text(c.address.city, 30), c.address.state, c.address.postalCode);
    seg('DMG', 'D8', date8(c.patient.dateOfBirth), c.patient.gender);
  }
  // 2300 claim
  const total = c.lines.reduce((s, l) => s + l.chargeMinor, 0);
  seg(
    'CLM',
    x12Text(c.claim.controlNumber, 38),
    x12Amount(total, c.claim.currency),
    '',
    '',
    `${c.claim.placeOfService}:B:1`,
    'Y',
    'A',
    'Y',
    'Y',
  );
  if (c.claim.priorAuthorization) seg('REF', 'G1', x12Text(c.claim.priorAuthorization, 50));
  seg(
    'HI',
    ...c.claim.diagnosisCodes.map(
      (code, i) => `${i === 0 ? 'ABK' : 'ABF'}:${code.replace('.', '').toUpperCase()}`,
    ),
  );
  // 2310B rendering provider
  seg(
    'NM1',
    '82',
    '1',
    x12Text(c.claim.renderingProvider.lastName),
    x12Text(c.claim.renderingProvider.firstName, 35),
    '',
    '',
    '',
    'XX',
    c.claim.renderingProvider.npi,
  );
  // 2400 service lines
  c.lines.forEach((l, i) => {
    seg('LX', String(i + 1));
    seg(
      'SV1',
      ['HC', l.procedureCode, ...l.modifiers].join(':'),
      x12Amount(l.chargeMinor, c.claim.currency),
      'UN',
      String(l.units),
      l.placeOfService && l.placeOfService !== c.claim.placeOfService ? l.placeOfService : '',
      '',
      l.diagnosisPointers.join(':'),
    );
    seg('DTP', '472', 'D8', date8(l.serviceDate));
  });
  seg('SE', String(body.length + 1), st);

  const isa = [
    'ISA',
    '00',
    pad('', 10),
    '00',
    pad('', 10),
    'ZZ',
    pad(sender, 15),
    'ZZ',
    pad(receiver, 15),
    yymmdd,
    hhmm,
    '^',
    '00501',
    icn,
    '0',
    c.usage,
    ':',
  ];
  const segments = [
    isa,
    ['GS', 'HC', sender, receiver, ccyymmdd, hhmm, gcn, 'X', '005010X222A1'],
    ...body,
    ['GE', '1', gcn],
    ['IEA', '1', icn],
  ];
  return `${segments.map((s) => s.join('*')).join('~\n')}~\n`;
}

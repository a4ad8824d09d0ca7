import { ALLERGENS } from '@verdant/clinical';
import { PATIENT_ALLERGENS } from '@verdant/shared';
import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv.ts';
import { cleanFilename, sniffDocumentType } from './documents.ts';
import { ageBand, searchNeedle } from './service.ts';

describe('patient allergens', () => {
  it('are the clinical package’s allergen codes (the meal planner excludes by them)', () => {
    expect([...PATIENT_ALLERGENS]).toEqual([...ALLERGENS]);
  });
});

describe('document types by content', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const ascii = (s: string) => new TextEncoder().encode(s);
  it('recognises PDF, PNG, JPEG and HEIC by their first bytes', () => {
    expect(sniffDocumentType(ascii('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffDocumentType(new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0]))).toBe('heic');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(sniffDocumentType(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull(); // a Windows executable
    expect(sniffDocumentType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull(); // ELF
    expect(sniffDocumentType(ascii('<html><script>'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypmp42')]))).toBeNull(); // a video
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
  it('keeps a file name printable and header-safe', () => {
    expect(cleanFilename('../../etc/pass"wd\u0000.pdf', 'pdf')).toBe('_.._etc_pass_wd_.pdf');
    expect(cleanFilename('', 'jpeg')).toBe('document.jpg');
  });
});

describe('CSV', () => {
  it('parses quoted fields, doubled quotes, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      [''],
    ]);
  });
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(s).replace(/^"/, '')[0]).toBe("'");
    expect(csvCell('Ana')).toBe('Ana');
    expect(
      toCsv([
        ['a', '=b'],
        [null, 'c,d'],
      ]),
    ).toBe('a,\'=b\r\n,"c,d"\r\n');
  });
});

describe('search and analytics helpers', () => {
  it('folds case and accents the way the search column does', () => {
    expect(searchNeedle('RODRÍGUEZ Ñandú')).toBe('rodriguez nandu');
  });
  it('puts ages in their bands', () => {
    expect([17, 18, 29, 30, 44, 45, 59, 60, 74, 75, 101].map(ageBand)).toEqual([
      '0-17',
      '18-29',
      '18-29',
      '30-44',
      '30-44',
      '45-59',
      '45-59',
      '60-74',
      '60-74',
      '75+',
      '75+',
    ]);
    expect(ageBand(null)).toBe('unknown');
  });
});

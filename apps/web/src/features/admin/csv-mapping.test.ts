import { describe, expect, it } from 'vitest';
import { guessMapping, mappingProblems, parseCsv, remapCsv, toIsoDate } from './csv-mapping.ts';

describe('the import column mapping', () => {
  const file =
    'Given name,Surname,DOB,Mobile,Practice ID\r\nAna,"Ruiz, Jr",31/12/1980,600 111 222,77\r\nLuis,Pérez,5/3/1990,,78\r\n';

  it('guesses our columns from another platform’s names and leaves unknown ones out', () => {
    const [header] = parseCsv(file);
    expect(guessMapping(header!)).toEqual(['firstName', 'lastName', 'dateOfBirth', 'phone', null]);
    expect(guessMapping(['Nombre', 'Apellidos', 'Correo electrónico'])).toEqual([
      'firstName',
      'lastName',
      'email',
    ]);
  });

  it('rewrites the file with our header, the mapped columns only and ISO dates, quoting what needs it', () => {
    const rows = parseCsv(file);
    const csv = remapCsv(rows, guessMapping(rows[0]!), 'dmy');
    expect(csv).toBe(
      'firstName,lastName,dateOfBirth,phone\r\nAna,"Ruiz, Jr",1980-12-31,600 111 222\r\nLuis,Pérez,1990-03-05,\r\n',
    );
  });

  it('reads month-first dates when told, and leaves what it cannot read for the import to refuse', () => {
    expect(toIsoDate('3/5/1990', 'mdy')).toBe('1990-03-05');
    expect(toIsoDate('1990-03-05', 'iso')).toBe('1990-03-05');
    expect(toIsoDate('yesterday', 'dmy')).toBe('yesterday');
  });

  it('says which required columns are unmapped and which are mapped twice', () => {
    expect(mappingProblems(['firstName', 'firstName', null])).toEqual({
      missing: ['lastName'],
      duplicates: ['firstName'],
    });
  });
});

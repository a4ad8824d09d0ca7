import { describe, expect, it } from 'vitest';
import {
  appointmentMappingProblems,
  guessAppointmentMapping,
  guessMapping,
  mappingProblems,
  parseCsv,
  remapColumns,
  remapCsv,
  toIsoDate,
} from './csv-mapping.ts';

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

describe('the appointments mapping (ADR 0056)', () => {
  it('guesses a Practice Better-like export and rewrites it with our header and ISO dates', () => {
    const header = [
      'Client First Name',
      'Client Last Name',
      'Client Email',
      'Practitioner Email',
      'Session Date',
      'Start Time',
      'End Time',
      'Session Type',
      'Status',
      'Invoice #',
    ];
    const mapping = guessAppointmentMapping(header);
    expect(mapping).toEqual([
      'patientFirstName',
      'patientLastName',
      'patientEmail',
      'professionalEmail',
      'date',
      'startTime',
      'endTime',
      'service',
      'status',
      null,
    ]);
    expect(appointmentMappingProblems(mapping)).toEqual({ missing: [], duplicates: [] });
    const rows = [
      header,
      [
        'Ana',
        'Núñez',
        'ana@example.com',
        'nora@example.com',
        '02/03/2026',
        '10:00 AM',
        '10:45 AM',
        'Initial',
        'Completed',
        '17',
      ],
    ];
    expect(remapColumns(rows, mapping, ['date', 'patientDateOfBirth'], 'dmy')).toBe(
      'patientFirstName,patientLastName,patientEmail,professionalEmail,date,startTime,endTime,service,status\r\n' +
        'Ana,Núñez,ana@example.com,nora@example.com,2026-03-02,10:00 AM,10:45 AM,Initial,Completed\r\n',
    );
  });

  it('needs the patient by e-mail or by name and birth date, the professional and the time', () => {
    expect(appointmentMappingProblems(['patientFirstName', 'patientLastName', 'date']).missing).toEqual([
      'patientEmail',
      'professionalEmail',
      'startTime',
    ]);
    expect(
      appointmentMappingProblems([
        'patientFirstName',
        'patientLastName',
        'patientDateOfBirth',
        'professionalEmail',
        'date',
        'startTime',
      ]).missing,
    ).toEqual([]);
  });
});

import { guessBiaMapping, parseDecimal, parseDelimited, parseDeviceDate } from '@verdant/shared';
import { describe, expect, it } from 'vitest';
import { activityCodeFor, detectDeviceFormat, haversineM, parseCsvActivities } from './device-files.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('device files', () => {
  it('tells GPX, TCX and CSV apart by content, and refuses binary', () => {
    expect(detectDeviceFormat(bytes('<?xml version="1.0"?>\n<gpx version="1.1">'))?.format).toBe('gpx');
    expect(detectDeviceFormat(bytes('\uFEFF<TrainingCenterDatabase xmlns="x">'))?.format).toBe('tcx');
    expect(detectDeviceFormat(bytes('Date,Type\n'))?.format).toBe('csv');
    expect(detectDeviceFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(detectDeviceFormat(bytes('<html><body>'))).toBeNull();
  });

  it('measures one degree of latitude as 111.2 km (haversine, mean Earth radius)', () => {
    expect(haversineM(0, 0, 1, 0)).toBeCloseTo(111_195, 0);
  });

  it('picks the Compendium row from the type and the speed', () => {
    expect(activityCodeFor('running', 1800, 5000)).toBe('12050'); // 10 km/h
    expect(activityCodeFor('Run', 1800, 4000)).toBe('12030'); // 8 km/h
    expect(activityCodeFor('correr', 1800, 6000)).toBe('12070'); // 12 km/h
    expect(activityCodeFor('Running', 1800, null)).toBe('12020');
    expect(activityCodeFor('Walking', 3600, 3000)).toBe('17152');
    expect(activityCodeFor('caminata', 3600, 5600)).toBe('17200');
    expect(activityCodeFor('Biking', 3600, 20_000)).toBe('01030');
    expect(activityCodeFor('Natación', 1800, 1000)).toBe('18240');
    expect(activityCodeFor('Underwater hockey', 1800, null)).toBeNull();
  });

  it('reads durations as clock times or in the header’s unit', () => {
    const csv = 'Date,Type,Duration (s),Distance (m)\n2026-03-01,run,1800,5000\n';
    expect(parseCsvActivities(csv).rows[0]).toMatchObject({ seconds: 1800, distanceM: 5000 });
    const minutes = 'Fecha;Tipo;Duración;Distancia\n01/03/2026;correr;30;5,0\n';
    expect(parseCsvActivities(minutes).rows[0]).toMatchObject({
      startedAt: '2026-03-01T00:00:00.000Z',
      seconds: 1800,
      distanceM: 5000,
    });
  });

  it('reads device dates and decimals as devices write them', () => {
    expect(parseDeviceDate('2026-03-01 09:30')).toBe('2026-03-01T09:30:00.000Z');
    expect(parseDeviceDate('01/03/2026', '09:30')).toBe('2026-03-01T09:30:00.000Z');
    expect(parseDeviceDate('20260301093000')).toBe('2026-03-01T09:30:00.000Z');
    expect(parseDeviceDate('2026-03-01T09:30:00+01:00')).toBe('2026-03-01T08:30:00.000Z');
    expect(parseDeviceDate('2026-02-30')).toBeNull();
    expect(parseDeviceDate('yesterday')).toBeNull();
    expect(parseDecimal('72,4')).toBe(72.4);
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDelimited('a;b\n"x;y";2\n\n')).toEqual([
      ['a', 'b'],
      ['x;y', '2'],
    ]);
  });

  it('guesses the columns of common analysers’ exports', () => {
    expect(
      guessBiaMapping(['Fecha', 'Hora', 'Peso (kg)', 'R50 (ohm)', 'Xc50 (ohm)', 'Sexo', 'Modelo']),
    ).toEqual({
      measuredAt: 'Fecha',
      time: 'Hora',
      weightKg: 'Peso (kg)',
      resistanceOhm: 'R50 (ohm)',
      reactanceOhm: 'Xc50 (ohm)',
      sex: 'Sexo',
      device: 'Modelo',
    });
    expect(
      guessBiaMapping(['Date', 'Weight', 'Resistance', 'Reactance', 'Height', 'Age', 'Gender']),
    ).toMatchObject({
      resistanceOhm: 'Resistance',
      reactanceOhm: 'Reactance',
      heightCm: 'Height',
      ageYears: 'Age',
      sex: 'Gender',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { analytesOf, LAB_CATALOGUE, LAB_PANELS, LAB_SINGLE_TESTS, labOrderable } from './lab-catalogue.ts';
import { KNOWN_LOINC_CODES, labTestsFor } from './labs.ts';

describe('lab catalogue', () => {
  it('offers every known LOINC code as a single test, once', () => {
    expect(LAB_SINGLE_TESTS.map((t) => t.code).sort()).toEqual([...KNOWN_LOINC_CODES].sort());
  });

  it('builds panels only from tests the reference table knows', () => {
    for (const panel of LAB_PANELS) {
      expect(panel.analytes.length).toBeGreaterThan(1);
      for (const loinc of panel.analytes) expect(labTestsFor(loinc).length).toBeGreaterThan(0);
    }
    expect(labOrderable('24331-1')?.analytes).toEqual(['2093-3', '2571-8', '2085-9', '13457-7', '43396-1']);
    expect(new Set(LAB_CATALOGUE.map((o) => o.code)).size).toBe(LAB_CATALOGUE.length);
  });

  it('orders each analyte once when a panel and a single test overlap', () => {
    expect(analytesOf(['24331-1', '2093-3', '4548-4'])).toEqual([
      '2093-3',
      '2571-8',
      '2085-9',
      '13457-7',
      '43396-1',
      '4548-4',
    ]);
    expect(() => analytesOf(['nope'])).toThrow();
  });
});

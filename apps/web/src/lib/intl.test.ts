import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl.ts';

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and formats with them', () => {
    const a = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date('2026-11-28T12:00:00Z'))).toBe('November 28, 2026');
    expect(
      dateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2026-11-28T12:00:00Z'),
      ),
    ).toBe('28 de noviembre de 2026');
  });
});

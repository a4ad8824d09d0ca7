// security: one client, one rate-limit key, however its address is spelled (second security issue, 4–5).
import { describe, expect, it } from 'vitest';
import { addressForAuthLibrary, canonicalClientAddress, normaliseClientAddress } from './client-address.ts';

describe('normaliseClientAddress', () => {
  it('gives every spelling of one IPv6 client, and its whole /64, one key', () => {
    const spellings = [
      '2001:db8::1',
      '2001:DB8::1',
      '2001:db8:0:0:0:0:0:1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '[2001:db8::1]',
      '[2001:db8::1]:443',
      '2001:db8::1%eth0',
      '[2001:db8::1%25eth0]:8080',
      ' 2001:db8::1 ',
      '2001:db8::2',
      '2001:db8::ffff:1:2',
      '2001:db8:0:0:abcd:ef01:2345:6789',
    ];
    for (const s of spellings) expect(normaliseClientAddress(s), s).toBe('2001:db8:0:0::/64');
  });

  it('keeps different /64 networks apart', () => {
    expect(normaliseClientAddress('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(normaliseClientAddress('2001:db8:1::1')).toBe('2001:db8:1:0::/64');
    expect(normaliseClientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normaliseClientAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('folds IPv4-mapped IPv6 to the IPv4 address', () => {
    for (const s of [
      '::ffff:192.0.2.1',
      '::FFFF:192.0.2.1',
      '[::ffff:192.0.2.1]:5111',
      '0:0:0:0:0:ffff:192.0.2.1',
      '::ffff:c000:201',
      '0000:0000:0000:0000:0000:ffff:c000:0201',
      '192.0.2.1',
      '192.0.2.1:5111',
    ]) {
      expect(normaliseClientAddress(s), s).toBe('192.0.2.1');
    }
  });

  it('strips the port a proxy may add to an IPv4 hop', () => {
    expect(normaliseClientAddress('10.21.1.1:5111')).toBe('10.21.1.1');
    expect(normaliseClientAddress('10.21.1.1')).toBe('10.21.1.1');
  });

  it('answers null for anything that is not an address', () => {
    for (const s of [
      'unknown',
      '',
      '   ',
      '_hidden',
      'example.com',
      '10.21.1',
      '10.21.1.1.1',
      '256.1.1.1',
      '010.1.1.1',
      '10.21.1.1:',
      '10.21.1.1:99999',
      '[10.21.1.1',
      '2001:db8::1::2',
      '2001:db8::/64',
      'gggg::1',
      `${'1'.repeat(200)}`,
      null,
      undefined,
    ]) {
      expect(normaliseClientAddress(s), String(s)).toBeNull();
    }
  });

  it('the audit form keeps the whole address, canonical', () => {
    expect(canonicalClientAddress('[2001:DB8::1]:443')).toBe('2001:db8:0:0:0:0:0:1');
    expect(canonicalClientAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(canonicalClientAddress('unknown')).toBeNull();
  });

  it('better-auth gets a valid address standing for the same key', () => {
    expect(addressForAuthLibrary('2001:db8:0:0::/64')).toBe('2001:db8:0:0::');
    expect(addressForAuthLibrary('192.0.2.1')).toBe('192.0.2.1');
  });
});

import { describe, expect, it } from 'vitest';
import { isPrivateAddress, isPrivateHost } from './webhooks.ts';

describe('addresses a webhook must not reach (ADR 0056)', () => {
  it('refuses loopback, private, link-local, unique-local and IPv4-mapped forms of them', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456:789a::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1',
      '0:0:0:0:0:ffff:c0a8:0101',
      '64:ff9b::a9fe:a9fe',
      '[::1]',
      'not-an-address',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
  });

  it('lets public addresses through, including IPv4-mapped public ones', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:93.184.216.34']) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });

  it('host names that only mean this machine or network', () => {
    expect(isPrivateHost('localhost')).toBe(true);
    expect(isPrivateHost('api.localhost')).toBe(true);
    expect(isPrivateHost('db.internal')).toBe(true);
    expect(isPrivateHost('printer.local')).toBe(true);
    expect(isPrivateHost('[::ffff:10.0.0.1]')).toBe(true);
    expect(isPrivateHost('hooks.example.com')).toBe(false);
  });
});

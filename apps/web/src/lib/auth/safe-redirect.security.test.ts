// security: the sign-in back-URL accepts only same-origin paths (decision 0018).
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './startup.ts';

describe('security: safeRedirect', () => {
  it.each([
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d%0a/evil.example',
    '/%0D%0A/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%2509/evil.example',
    '//evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    ' /dietitian',
    '/%00/x',
    '/%7f/x',
    '/%E0%A4%A',
    '',
    null,
    undefined,
    '/auth',
    '/auth?redirect=/x',
    '/auth/callback',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it.each([
    '/dietitian/settings',
    '/dietitian/patients?x=1',
    '/patient/dashboard#next',
    '/book/maya-chen?service=abc&date=2026-12-01',
    '/blog/caf%C3%A9',
  ])('keeps the same-origin path %j', (value) => {
    expect(safeRedirect(value)).toBe(value);
  });
});

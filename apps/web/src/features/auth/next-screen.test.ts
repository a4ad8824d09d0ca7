import { LANDING_ROUTES } from '@verdant/shared/roles';
import { describe, expect, it } from 'vitest';
import { signInNextScreen } from './next-screen.ts';

describe('the screen the sign-in page loads ahead (ADR 0066, 0070)', () => {
  it('is the back-URL when it is safe, else the landing screens', () => {
    expect(signInNextScreen(new URLSearchParams('redirect=%2Fpatient%2Fdashboard'))).toBe(
      '/patient/dashboard',
    );
    expect(signInNextScreen(new URLSearchParams(''))).toBe(LANDING_ROUTES.dietitian);
    expect(signInNextScreen(new URLSearchParams('redirect=https%3A%2F%2Fevil.example'))).toBe(
      LANDING_ROUTES.dietitian,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { landingRouteFor, primaryRole } from './roles.ts';

describe('role priority', () => {
  it('picks admin over every other role', () => {
    expect(primaryRole(['patient', 'lab', 'admin', 'dietitian'])).toBe('admin');
  });
  it('orders dietitian > staff > medical > fitness > lab > insurance > patient', () => {
    expect(primaryRole(['staff', 'dietitian'])).toBe('dietitian');
    expect(primaryRole(['medical', 'staff'])).toBe('staff');
    expect(primaryRole(['fitness', 'medical'])).toBe('medical');
    expect(primaryRole(['lab', 'fitness'])).toBe('fitness');
    expect(primaryRole(['insurance', 'lab'])).toBe('lab');
    expect(primaryRole(['patient', 'insurance'])).toBe('insurance');
  });
  it('falls back to the patient dashboard for no roles or unknown roles', () => {
    expect(landingRouteFor([])).toBe('/patient/dashboard');
    expect(landingRouteFor(['superuser'])).toBe('/patient/dashboard');
  });
  it('maps each role to its landing route', () => {
    expect(landingRouteFor(['admin'])).toBe('/admin/overview');
    expect(landingRouteFor(['dietitian'])).toBe('/dietitian/overview');
    expect(landingRouteFor(['staff'])).toBe('/staff-dashboard');
    expect(landingRouteFor(['medical'])).toBe('/medical');
    expect(landingRouteFor(['fitness'])).toBe('/fitness');
    expect(landingRouteFor(['lab'])).toBe('/lab');
    expect(landingRouteFor(['insurance'])).toBe('/insurance-dashboard');
  });
});

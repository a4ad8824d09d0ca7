import { LANDING_ROUTES } from '@verdant/shared/roles';
import { safeRedirect } from '../../lib/auth/index.ts';

/**
 * The screen sign-in most likely leads to, whose code the sign-in page loads ahead (ADR 0066): the
 * back-URL's, else the landing screens (one module for every role but the administrator).
 */
export function signInNextScreen(params: URLSearchParams): string {
  return safeRedirect(params.get('redirect')) ?? LANDING_ROUTES.dietitian;
}

import type { Role } from '@verdant/shared/roles';

/** The five audience pages (dietitians, medical, fitness, labs, insurance), and the role each signs up for. */
export const AUDIENCES = [
  {
    key: 'dietitians',
    path: '/for-dietitians',
    role: 'dietitian',
    features: ['patients', 'dietPlans', 'consultations', 'labs', 'bia', 'billing'],
  },
  {
    key: 'medical',
    path: '/for-medical',
    role: 'medical',
    features: ['consultations', 'insights', 'labs', 'referrals', 'calendar', 'billing'],
  },
  {
    key: 'fitness',
    path: '/for-fitness',
    role: 'fitness',
    features: ['workouts', 'bia', 'clients', 'calendar', 'messages', 'billing'],
  },
  {
    key: 'labs',
    path: '/for-labs',
    role: 'lab',
    features: ['orders', 'results', 'flags', 'archive', 'messages', 'find'],
  },
  {
    key: 'insurance',
    path: '/for-insurance',
    role: 'insurance',
    features: ['claims', 'invoices', 'consent', 'audit', 'analytics', 'messages'],
  },
] as const satisfies readonly { key: string; path: string; role: Role; features: readonly string[] }[];

export type AudienceKey = (typeof AUDIENCES)[number]['key'];

export function signUpLink(role: Role): string {
  return `/auth?mode=signup&role=${role}`;
}

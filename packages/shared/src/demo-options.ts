/**
 * The demo request form's choices, without zod (decision 0060): the public demo page renders them
 * and loads the request's schema only on submit. Re-exported from `public-site.ts`.
 */
export const ORGANIZATION_TYPES = [
  'dietitian_practice',
  'medical_practice',
  'fitness_studio',
  'laboratory',
  'insurer',
  'hospital',
  'other',
] as const;
export const ORGANIZATION_SIZES = ['1', '2-10', '11-50', '51-200', '200+'] as const;
export const PATIENT_VOLUMES = ['<50', '50-200', '200-1000', '1000+'] as const;
export const DEMO_INTERESTS = [
  'patients',
  'diet_plans',
  'consultations',
  'labs',
  'billing',
  'analytics',
  'telehealth',
  'workouts',
] as const;
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'] as const;
export const CONTACT_METHODS = ['email', 'phone', 'video'] as const;

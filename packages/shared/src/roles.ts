/** The eight role values, in start-up priority order (the first a user holds picks the landing route). */
export const ROLE_PRIORITY = [
  'admin',
  'dietitian',
  'staff',
  'medical',
  'fitness',
  'lab',
  'insurance',
  'patient',
] as const;

export type Role = (typeof ROLE_PRIORITY)[number];

export const ROLES: readonly Role[] = ROLE_PRIORITY;

/** English labels as the spec writes them; the web app translates through `roles.<value>`. */
export const ROLE_LABELS: Record<Role, string> = {
  patient: 'Patient',
  dietitian: 'Dietitian',
  staff: 'Staff Member',
  admin: 'Administrator',
  medical: 'Medical Professional',
  fitness: 'Fitness Professional',
  lab: 'Laboratory',
  insurance: 'Insurance Provider',
};

export const LANDING_ROUTES: Record<Role, string> = {
  admin: '/admin/overview',
  dietitian: '/dietitian/overview',
  staff: '/staff-dashboard',
  medical: '/medical',
  fitness: '/fitness',
  lab: '/lab',
  insurance: '/insurance-dashboard',
  patient: '/patient/dashboard',
};

/** Roles nobody may give themselves at public sign-up: an administrator grants them. */
export const ADMIN_GRANTED_ROLES: readonly Role[] = ['admin', 'lab', 'insurance'];

/** Roles a person may choose at /auth/complete-signup. */
export const SELF_SERVICE_ROLES: readonly Role[] = ROLE_PRIORITY.filter(
  (r) => !ADMIN_GRANTED_ROLES.includes(r),
);

/** Professional roles belong to an organization (practice, laboratory, insurer). */
export const PROFESSIONAL_ROLES: readonly Role[] = ROLE_PRIORITY.filter((r) => r !== 'patient');

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLE_PRIORITY as readonly string[]).includes(value);
}

/** Highest-priority role of a list; an empty or unknown list falls back to patient. */
export function primaryRole(roles: readonly string[]): Role {
  for (const role of ROLE_PRIORITY) if (roles.includes(role)) return role;
  return 'patient';
}

export function landingRouteFor(roles: readonly string[]): string {
  return LANDING_ROUTES[primaryRole(roles)];
}

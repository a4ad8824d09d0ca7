/**
 * Who may do what with consultations and measurements, in ONE place (DECISIONS.md "Who sees what",
 * minimum necessary). Routes declare these role lists as their permission and the services check them
 * again, so a call that reaches a service some other way is held to the same rule.
 *
 * - The clinical record (notes, recordings, transcripts, insights): dietitians and medical
 *   professionals, for the patients whose care team they are on (the patients module's scope).
 * - The list of consultations: also staff and practice administrators, who see that a consultation
 *   exists (patient, date, type, status, clinician) and never its notes, flags or tags.
 * - Vitals: dietitians and medical professionals. Anthropometrics: also fitness professionals (they
 *   see body measures, not notes or labs). Staff and administrators see neither.
 * - The practice's recording retention: read by everyone who works with consultations, changed by
 *   practice administrators.
 * - Patients read their own completed consultations (modules/consultations/patient-view.ts).
 * Every patient is looked up through `visiblePatients`, so another practice's record, or one outside
 * the caller's care teams, is NOT_FOUND.
 */
import { CONSULTATION_ACCESS, type Role } from '@verdant/shared';
import { AppError } from '../../platform/errors.ts';
import { isSystem, type ServiceContext } from '../../platform/service-context.ts';

export type ConsultationAccess = keyof typeof CONSULTATION_ACCESS;

/** Whether the caller holds one of the roles of `what` in their active organization (jobs: yes). */
export function may(ctx: ServiceContext, what: ConsultationAccess): boolean {
  if (isSystem(ctx.actor)) return ctx.actor.name !== 'anonymous';
  const roles: readonly Role[] = CONSULTATION_ACCESS[what];
  return ctx.actor.roles.some((r) => roles.includes(r));
}

/** FORBIDDEN unless the caller may do `what`. */
export function requireMay(ctx: ServiceContext, what: ConsultationAccess): void {
  if (!may(ctx, what)) throw new AppError('FORBIDDEN');
}

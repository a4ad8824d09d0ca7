/**
 * Who may do what with fitness records, in ONE place (DECISIONS.md "Who sees what"): the exercise
 * library for dietitians, medical and fitness professionals; routines built and assigned by
 * dietitians and fitness professionals; BIA and activities for all three (a fitness professional
 * sees workouts, activity, BIA and anthropometrics). Staff and administrators see none of it. Every
 * patient is reached through the patients module's `visiblePatients` (the care team), so another
 * practice's record, or one outside the caller's care teams, is NOT_FOUND.
 */
import { FITNESS_ROLES, type Role } from '@verdant/shared';
import { AppError } from '../../platform/errors.ts';
import { isSystem, type ServiceContext } from '../../platform/service-context.ts';

export type FitnessAccess = keyof typeof FITNESS_ROLES;

export function requireFitness(ctx: ServiceContext, what: FitnessAccess): void {
  if (isSystem(ctx.actor)) {
    if (ctx.actor.name === 'anonymous') throw new AppError('UNAUTHENTICATED');
    return;
  }
  const roles: readonly Role[] = FITNESS_ROLES[what];
  if (!ctx.actor.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN');
}

/** The permission of a route (the same lists). */
export const permission = (what: FitnessAccess) => ({ roles: [...FITNESS_ROLES[what]] }) as const;

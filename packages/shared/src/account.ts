import { z } from 'zod';
import { personNameSchema, profileImageSchema, roleSchema } from './auth.ts';

/**
 * Schemas of the account endpoints (`/api/v1/me…`, `/api/v1/admin/users…`). Like `auth.ts`, each
 * message is a *key*: the server answers it in `details.fields`, the web app translates it.
 */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  rolesRequired: 'Choose at least one role',
  organizationRequired: 'Professionals must create or join an organization',
  organizationNotAllowed: 'Only professionals belong to an organization',
  organizationNameRequired: 'Organization name is required',
  joinCodeRequired: 'Join code is required',
  joinCodeInvalid: 'No organization has this join code',
  nameNotAllowed: 'The name is made of the first and last name; change those instead',
} as const;
export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

export const ORGANIZATION_KINDS = ['practice', 'laboratory', 'insurer'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];
export const ORGANIZATION_PLANS = ['starter', 'professional', 'enterprise'] as const;
export type OrganizationPlan = (typeof ORGANIZATION_PLANS)[number];
export const ORG_ROLES = ['owner', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const completeSignupSchema = z.object({
  roles: z.array(roleSchema, { error: 'rolesRequired' }).min(1, { error: 'rolesRequired' }).max(8),
  organization: z
    .discriminatedUnion('mode', [
      z.object({
        mode: z.literal('create'),
        name: z
          .string({ error: 'organizationNameRequired' })
          .trim()
          .min(1, { error: 'organizationNameRequired' })
          .max(200),
        kind: z.enum(ORGANIZATION_KINDS).default('practice'),
      }),
      z.object({
        mode: z.literal('join'),
        joinCode: z
          .string({ error: 'joinCodeRequired' })
          .trim()
          .min(1, { error: 'joinCodeRequired' })
          .max(32),
      }),
    ])
    .optional(),
});
export type CompleteSignupInput = z.infer<typeof completeSignupSchema>;

/**
 * The one validation of a profile change, whichever way it comes: PATCH /api/v1/me and better-auth's
 * POST /api/auth/update-user (sign-up uses the same name and picture rules). `name` is never taken
 * from a client: it is always "firstName lastName".
 */
export const updateMeSchema = z.object({
  firstName: personNameSchema('firstNameRequired').optional(),
  lastName: personNameSchema('lastNameRequired').optional(),
  image: profileImageSchema.optional(),
  name: z
    .unknown()
    .refine(() => false, { error: 'nameNotAllowed' })
    .optional(),
});
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

export interface OrganizationSummary {
  id: string;
  name: string;
  kind: OrganizationKind;
  plan: OrganizationPlan;
  orgRole: OrgRole;
  /** Present for those who manage it (the owner, a practice administrator): colleagues join with it at /auth/complete-signup. */
  joinCode?: string;
}

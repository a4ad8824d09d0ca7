import { z } from 'zod';
import { personNameSchema, profileImageSchema, roleSchema } from './auth.ts';
import { IDLE_TIMEOUT_MINUTES_MAX, IDLE_TIMEOUT_MINUTES_MIN, LANGUAGES } from './constants.ts';

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
  declineReasonRequired: 'Give a reason for declining',
  idleTimeoutRange: 'Choose between 5 and 240 minutes',
} as const;
export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

/** Kinds a person may register at sign-up. The operator's own organization is `platform`. */
export const ORGANIZATION_KINDS = ['practice', 'laboratory', 'insurer'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number] | 'platform';
export const ORGANIZATION_PLANS = ['starter', 'professional', 'enterprise'] as const;
export type OrganizationPlan = (typeof ORGANIZATION_PLANS)[number];
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** `pending`: a laboratory or insurer waiting for a platform administrator; `declined`: refused. */
export const ORGANIZATION_STATUSES = ['pending', 'active', 'declined'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/**
 * Roles that come with registering an organization a platform administrator approves: the
 * organization is created `pending` and the role is granted on approval, never at sign-up.
 */
export const APPROVAL_ROLES = { lab: 'laboratory', insurance: 'insurer' } as const;
export type ApprovalRole = keyof typeof APPROVAL_ROLES;
export function isApprovalRole(role: unknown): role is ApprovalRole {
  return role === 'lab' || role === 'insurance';
}

/**
 * What a visitor chose before signing up (an audience page's role, a pricing plan and period). It
 * travels as query parameters: /auth → the verification link → /auth/complete-signup.
 */
export const SIGNUP_INTENT_ROLES = ['dietitian', 'medical', 'fitness', 'lab', 'insurance'] as const;
export interface SignupIntent {
  role?: (typeof SIGNUP_INTENT_ROLES)[number];
  plan?: OrganizationPlan;
  billing?: BillingPeriod;
}
const pick = <T extends string>(list: readonly T[], value: string | null | undefined): T | undefined =>
  value && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The known, valid intent parameters of a query string; anything else is dropped. */
export function readSignupIntent(params: { get(name: string): string | null }): SignupIntent {
  const intent: SignupIntent = {};
  const role = pick(SIGNUP_INTENT_ROLES, params.get('role'));
  const plan = pick(ORGANIZATION_PLANS, params.get('plan'));
  const billing = pick(BILLING_PERIODS, params.get('billing'));
  if (role) intent.role = role;
  if (plan) intent.plan = plan;
  if (billing) intent.billing = billing;
  return intent;
}

/** `role=…&plan=…&billing=…` (only the parts present), or '' when there is no intent. */
export function signupIntentQuery(intent: SignupIntent): string {
  // the values are fixed identifiers: nothing to encode
  const parts: string[] = [];
  if (intent.role) parts.push(`role=${intent.role}`);
  if (intent.plan) parts.push(`plan=${intent.plan}`);
  if (intent.billing) parts.push(`billing=${intent.billing}`);
  return parts.join('&');
}
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
        /** A practice's plan; laboratories and insurers ignore it. */
        plan: z.enum(ORGANIZATION_PLANS).default('starter'),
        billingPeriod: z.enum(BILLING_PERIODS).default('monthly'),
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
  /**
   * The interface language at this step: it becomes the account's language, in which every e-mail to
   * it is written (a laboratory or insurer request's decision included). Omitted: unchanged.
   */
  locale: z.enum(LANGUAGES).optional(),
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

const planSchema = z.enum(ORGANIZATION_PLANS);

/** One of the user's organizations as `GET /api/v1/me` lists it. */
export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum([...ORGANIZATION_KINDS, 'platform']),
  plan: planSchema,
  orgRole: z.enum(ORG_ROLES),
  status: z.enum(ORGANIZATION_STATUSES),
  /** Present for those who manage it (the owner, a practice administrator): colleagues join with it at /auth/complete-signup. */
  joinCode: z.string().optional(),
  /** A practice's subscription. */
  subscription: z
    .object({
      plan: planSchema,
      billingPeriod: z.enum(BILLING_PERIODS),
      status: z.string(),
      startedAt: z.string(),
    })
    .optional(),
  /** A laboratory or insurer registration: its review (owners only). */
  request: z
    .object({
      role: z.enum(['lab', 'insurance']),
      status: z.enum(['pending', 'approved', 'declined']),
      declineReason: z.string().nullable(),
    })
    .optional(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const declineOrganizationSchema = z.object({
  reason: z
    .string({ error: 'declineReasonRequired' })
    .trim()
    .min(1, { error: 'declineReasonRequired' })
    .max(1000),
});
export type DeclineOrganizationInput = z.infer<typeof declineOrganizationSchema>;

/** Decision 0020: an organization's idle timeout for its professionals and staff. */
export const sessionPolicySchema = z.object({
  idleTimeoutMinutes: z
    .number({ error: 'idleTimeoutRange' })
    .int({ error: 'idleTimeoutRange' })
    .min(IDLE_TIMEOUT_MINUTES_MIN, { error: 'idleTimeoutRange' })
    .max(IDLE_TIMEOUT_MINUTES_MAX, { error: 'idleTimeoutRange' }),
});
export type SessionPolicyInput = z.infer<typeof sessionPolicySchema>;
export const sessionPolicyViewSchema = z.object({
  idleTimeoutMinutes: z.number().int(),
  /** Whether the caller may change it (the owner, or an administrator of the practice). */
  canManage: z.boolean(),
});
export type SessionPolicy = z.infer<typeof sessionPolicyViewSchema>;

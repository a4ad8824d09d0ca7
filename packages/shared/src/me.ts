import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { organizationSummarySchema } from './account.ts';
import { roleSchema, sessionUserSchema } from './auth.ts';

/**
 * Answers and inputs of the signed-in user's own endpoints (`/api/v1/me…`). The server documents
 * and answers with these schemas and the web app's types are inferred from them, so the two cannot
 * drift apart. (Profile changes and complete-signup are validated by `account.ts`.)
 */

/** `GET /api/v1/me`: the account, its roles and organizations, and the one it acts in. */
export const meSchema = z.object({
  user: sessionUserSchema,
  /** Held in no organization (`patient`) or in the active one. */
  roles: z.array(roleSchema),
  organizations: z.array(organizationSummarySchema),
  /** The organization the user acts in (one of `organizations`); null when they belong to none. */
  activeOrganizationId: z.string().nullable(),
  /** Where the web app lands: the home of the user's highest-priority role. */
  landingRoute: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * The organization a signed-in user acts in: roles are held per organization, and what they see is
 * scoped to the active one. `GET /api/v1/me` carries it with the list to switch between.
 */
export type ActiveOrganizationView = Pick<Me, 'organizations' | 'activeOrganizationId'>;

/** `GET /api/v1/me/roles`: the signed-in user's roles, in priority order. */
export const myRolesSchema = z.object({ roles: z.array(roleSchema) });
export type MyRoles = z.infer<typeof myRolesSchema>;

/** `PUT /api/v1/me/active-organization`: switch to one of the user's organizations. */
export const activeOrganizationSchema = z.object({ organizationId: z.uuid() });
export type ActiveOrganizationInput = z.infer<typeof activeOrganizationSchema>;

/**
 * `PUT /api/v1/me/language`: the language the signed-in user switched the interface to. Every e-mail
 * to them is written in it (it is also set at sign-up and when an invitation creates the account).
 */
export const myLanguageSchema = z.object({ language: z.enum(LANGUAGES) });
export type MyLanguageInput = z.infer<typeof myLanguageSchema>;

/**
 * `POST /api/v1/invitations/lookup` and `POST /api/v1/invitations/accept` (anyone holding the link).
 * The token travels in the body, never in a path or query string (those reach request logs).
 */
import { acceptInvitationSchema, invitationLookupSchema, INVITATION_STATUSES } from '@verdant/shared';
import { requestLanguage } from '../../platform/language.ts';
import { ctxOf } from '../../platform/service-context.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { INVITATION_RATE_LIMIT } from '../../platform/limits.ts';
import { countAgainstLimit } from '../../platform/create-guard.ts';
import { acceptInvitation, previewInvitation } from './service.ts';

const PreviewSchema = z
  .object({
    status: z.enum(INVITATION_STATUSES),
    email: z.string().optional(),
    firstName: z.string().optional(),
    practiceName: z.string().optional(),
    expiresAt: z.string().optional(),
  })
  .openapi('InvitationPreview');

const AcceptedSchema = z.object({ email: z.string() }).openapi('AcceptedInvitation');

export function invitationRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invitations/lookup',
      permission: 'public',
      tags: ['invitations'],
      summary:
        'What an invitation link is: `valid` (with the e-mail, first name and practice), `used`, `expired` or `invalid`. Rate-limited per address.',
      request: { body: jsonBody(documented(invitationLookupSchema, 'InvitationLookup')) },
      responses: {
        200: jsonResponse(PreviewSchema, 'The invitation'),
        429: errorContent('Too many look-ups from this address (`RATE_LIMITED`)'),
      },
    }),
    async (c) => {
      await countAgainstLimit(c, INVITATION_RATE_LIMIT);
      return c.json(await previewInvitation(ctxOf(c), c.req.valid('json').token), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/invitations/accept',
      permission: 'public',
      tags: ['invitations'],
      summary:
        "Set the password of the invited patient: creates (or activates) the account, verifies the e-mail, links the patient record; the request's language (`?lang=`, else Accept-Language) becomes the account's language for its e-mails. Then sign in with the e-mail and that password. Single use.",
      request: { body: jsonBody(documented(acceptInvitationSchema, 'AcceptInvitation')) },
      responses: {
        200: jsonResponse(AcceptedSchema, 'Accepted: sign in with this e-mail and the password'),
        400: errorContent(
          'Invalid password fields (`VALIDATION_FAILED`), or the link is not usable (`INVALID_TOKEN`, `details.invitation` = `used` | `expired` | `invalid`)',
        ),
        429: errorContent('Too many attempts from this address (`RATE_LIMITED`)'),
      },
    }),
    async (c) => {
      await countAgainstLimit(c, INVITATION_RATE_LIMIT);
      const accepted = await acceptInvitation(ctxOf(c), {
        ...c.req.valid('json'),
        // the interface language the link was opened in becomes the account's (`?lang=`, Accept-Language)
        language: requestLanguage(c),
      });
      return c.json({ email: accepted.email }, 200);
    },
  );

  return app;
}

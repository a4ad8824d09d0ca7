/** `POST /api/v1/contact`: a message to the practice administrators. */
import { contactInputSchema, publicCreatedSchema } from '@verdant/shared';
import { createRouter, defineRoute, errorContent, jsonBody, jsonResponse } from '../../platform/openapi.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { createContactMessage } from './service.ts';

export function contactRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/contact',
      permission: 'public',
      tags: ['contact'],
      summary:
        'Send a message to the administrators (stored and e-mailed). Rate-limited; honours `Idempotency-Key`.',
      request: { body: jsonBody(contactInputSchema.meta({ id: 'ContactInput' })) },
      responses: {
        202: jsonResponse(publicCreatedSchema, 'Accepted: stored, e-mail queued'),
        429: errorContent('Too many messages from this address (`RATE_LIMITED`)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await createContactMessage(ctxOf(c), input), 202);
    },
  );

  return app;
}

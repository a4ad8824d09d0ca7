/** `/api/v1/notifications…`: the signed-in user's notifications and which kinds also go by e-mail. */
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  notificationSchema,
} from '@verdant/shared';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { getPreferences, listNotifications, markAllRead, markRead, setPreferences } from './service.ts';

const TAGS = ['notifications'];
const NotificationSchema = documented(notificationSchema, 'Notification');
const PreferencesSchema = documented(notificationPreferencesSchema, 'NotificationPreferences');

export function notificationRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/notifications',
      permission: 'authenticated',
      tags: TAGS,
      summary:
        "The signed-in user's notifications, newest first (`unread=true`: only unread), with the unread count. Reading those about a patient is audited (`notification.read`).",
      request: { query: notificationListQuerySchema },
      responses: { 200: jsonResponse(documented(notificationPageSchema, 'NotificationPage'), 'A page') },
    }),
    async (c) => c.json(await listNotifications(ctxOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/notifications/{id}/read',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Marks one notification read.',
      request: { params: idParam },
      responses: {
        200: jsonResponse(NotificationSchema, 'The notification'),
        404: errorContent('Not one of yours (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json(await markRead(ctxOf(c), c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/notifications/read-all',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Marks every notification read.',
      responses: { 200: jsonResponse(z.object({ unread: z.number().int() }), 'Nothing unread') },
    }),
    async (c) => c.json(await markAllRead(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/notifications/preferences',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Which kinds of notification also go by e-mail (every kind, defaults included).',
      responses: { 200: jsonResponse(PreferencesSchema, 'The preferences') },
    }),
    async (c) => c.json(await getPreferences(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/notifications/preferences',
      permission: 'authenticated',
      tags: TAGS,
      summary: 'Changes which kinds also go by e-mail (kinds left out keep their setting).',
      request: {
        body: jsonBody(documented(notificationPreferencesInputSchema, 'NotificationPreferencesInput')),
      },
      responses: { 200: jsonResponse(PreferencesSchema, 'The preferences') },
    }),
    async (c) => c.json(await setPreferences(ctxOf(c), c.req.valid('json')), 200),
  );

  return app;
}

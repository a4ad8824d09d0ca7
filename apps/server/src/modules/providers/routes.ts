/**
 * `/api/v1/providers…` (public directory, profiles, open slots) and `/api/v1/me/provider-profile`
 * (a professional edits their own public profile).
 */
import {
  isCalendarDay,
  MAX_SLOT_DAYS,
  myProviderProfileSchema,
  PROVIDER_MODES,
  PROVIDER_TYPES,
  providerProfileInputSchema,
  providerSearchResultSchema,
  publicProviderSchema,
  slotsResultSchema,
} from '@verdant/shared';
import { ctxOf } from '../../platform/service-context.ts';
import {
  createRouter,
  defineRoute,
  errorContent,
  jsonBody,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { changesPublicContent } from '../../platform/public-cache.ts';
import { emptyAsUndefined, intQuery, idParam } from '../../platform/params.ts';
import {
  findService,
  getMyProfile,
  getPublicProvider,
  getPublishedProfile,
  saveMyProfile,
  searchProviders,
} from './service.ts';
import { isoUtc, openSlots } from '../scheduling/index.ts';

/** Professionals who can be found and booked. */
export const PROVIDER_ROLES = { roles: ['dietitian', 'medical', 'fitness', 'lab'] } as const;

const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const searchQuery = z.object({
  q: optionalQuery(z.string().trim().max(100, { error: 'tooLong' })),
  type: optionalQuery(z.enum(PROVIDER_TYPES, { error: 'invalidOption' })),
  specialty: optionalQuery(z.string().trim().max(60, { error: 'tooLong' })),
  language: optionalQuery(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, { error: 'languageInvalid' }),
  ),
  location: optionalQuery(z.string().trim().max(100, { error: 'tooLong' })),
  mode: optionalQuery(z.enum(PROVIDER_MODES, { error: 'invalidOption' })),
  page: intQuery(1, 10_000, 1),
  pageSize: intQuery(1, 50, 12),
});

export function providerRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/me/provider-profile',
      permission: PROVIDER_ROLES,
      tags: ['providers'],
      summary: 'My public provider profile',
      responses: {
        200: jsonResponse(myProviderProfileSchema.meta({ id: 'MyProviderProfile' }), 'The profile'),
        404: errorContent('No profile yet (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json(await getMyProfile(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/me/provider-profile',
      permission: PROVIDER_ROLES,
      tags: ['providers'],
      summary:
        'Create or replace my public profile (services keep their id when sent back with it). The type must match one of my roles; I must belong to a practice.',
      middleware: changesPublicContent,
      request: { body: jsonBody(providerProfileInputSchema.meta({ id: 'ProviderProfileInput' })) },
      responses: {
        200: jsonResponse(myProviderProfileSchema, 'The saved profile'),
        403: errorContent('Missing role, or no practice to publish for (`FORBIDDEN`)'),
      },
    }),
    async (c) => c.json(await saveMyProfile(ctxOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/providers',
      permission: 'public',
      tags: ['providers'],
      summary:
        'Published providers. `q` matches name and specialty (case- and accent-insensitive, every word); filters by type, specialty, language, location (city or country) and mode. Ordered by name.',
      request: { query: searchQuery },
      responses: {
        200: jsonResponse(
          providerSearchResultSchema.meta({ id: 'ProviderSearchResult' }),
          'A page of providers',
        ),
      },
    }),
    async (c) => c.json(await searchProviders(c.var.deps.db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/providers/{id}',
      permission: 'public',
      tags: ['providers'],
      summary: 'A published provider profile with services, weekly hours and time zone',
      request: { params: idParam },
      responses: {
        200: jsonResponse(publicProviderSchema.meta({ id: 'PublicProvider' }), 'The profile'),
        404: errorContent('Unknown or unpublished (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json(await getPublicProvider(c.var.deps.db, c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/providers/{id}/slots',
      permission: 'public',
      tags: ['providers'],
      summary:
        'Open slots for a service: weekly hours in the provider zone minus booked appointments minus the past. `from` is a local date in the provider zone (default today); at most 14 days.',
      request: {
        params: idParam,
        query: z.object({
          serviceId: z.string({ error: 'serviceInvalid' }).min(1, { error: 'serviceInvalid' }).max(64),
          from: optionalQuery(
            z.string({ error: 'dateInvalid' }).refine(isCalendarDay, { error: 'dateInvalid' }),
          ),
          days: intQuery(1, MAX_SLOT_DAYS, MAX_SLOT_DAYS),
        }),
      },
      responses: {
        200: jsonResponse(slotsResultSchema.meta({ id: 'Slots' }), 'Slots, ISO 8601 UTC'),
        404: errorContent('Unknown or unpublished provider (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      const q = c.req.valid('query');
      const { row, services } = await getPublishedProfile(db, id);
      const service = findService(services, q.serviceId);
      const slots = await openSlots(db, row, service, { from: q.from, days: q.days, now: c.var.deps.now() });
      return c.json(
        { timeZone: row.timeZone, slots: slots.map((s) => ({ start: isoUtc(s.start), end: isoUtc(s.end) })) },
        200,
      );
    },
  );

  return app;
}

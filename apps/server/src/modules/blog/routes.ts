/** `/api/v1/blog/…` (public, published posts) and `/api/v1/admin/blog/…` (administrators write). */
import {
  adminBlogPostListSchema,
  adminBlogPostSchema,
  BLOG_LANGUAGES,
  blogPostInputSchema,
  blogPostListSchema,
  blogPostPatchSchema,
  blogPostSchema,
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
import { assertUuid, emptyAsUndefined, intQuery, idParam } from '../../platform/params.ts';
import {
  writePost,
  deletePost,
  getPublishedBySlug,
  listAll,
  listPublished,
  setPublished,
  updatePost,
} from './service.ts';

/** Platform administrators (DECISIONS.md "Who an administrator is", ADR 0022). */
const ADMIN = 'platform-admin' as const;

const listQuery = z.object({
  lang: z.preprocess(emptyAsUndefined, z.enum(BLOG_LANGUAGES, { error: 'invalidOption' }).default('en')),
  cursor: z.preprocess(emptyAsUndefined, z.uuid({ error: 'invalidOption' }).optional()),
  limit: intQuery(1, 50, 10),
});

export function blogRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/blog/posts',
      permission: 'public',
      tags: ['blog'],
      summary: 'Published posts of a language, newest first',
      request: { query: listQuery },
      responses: { 200: jsonResponse(blogPostListSchema.meta({ id: 'BlogPostList' }), 'A page of posts') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await listPublished(c.var.deps.db, q), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/blog/posts/{slug}',
      permission: 'public',
      tags: ['blog'],
      summary:
        'One published post (Markdown). Slugs are unique across languages; `lang` is accepted and not needed.',
      request: {
        params: z.object({
          slug: z
            .string()
            .max(200)
            .openapi({ param: { name: 'slug', in: 'path' } }),
        }),
        query: z.object({ lang: z.string().max(5).optional() }),
      },
      responses: {
        200: jsonResponse(blogPostSchema.meta({ id: 'BlogPost' }), 'The post'),
        404: errorContent('No published post with this slug (`NOT_FOUND`)'),
      },
    }),
    async (c) => c.json(await getPublishedBySlug(c.var.deps.db, c.req.valid('param').slug), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/blog/posts',
      permission: ADMIN,
      tags: ['blog'],
      summary: 'Every post, drafts included, newest first',
      responses: { 200: jsonResponse(adminBlogPostListSchema.meta({ id: 'AdminBlogPostList' }), 'Posts') },
    }),
    async (c) => c.json({ items: await listAll(ctxOf(c)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/blog/posts',
      permission: ADMIN,
      tags: ['blog'],
      summary: 'Write a post (a draft until published)',
      middleware: changesPublicContent,
      request: { body: jsonBody(blogPostInputSchema.meta({ id: 'BlogPostInput' })) },
      responses: {
        201: jsonResponse(adminBlogPostSchema.meta({ id: 'AdminBlogPost' }), 'The new draft'),
        409: errorContent('The slug is taken (`CONFLICT`, `details.fields.slug = slugTaken`)'),
      },
    }),
    async (c) => c.json(await writePost(ctxOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/v1/admin/blog/posts/{id}',
      permission: ADMIN,
      tags: ['blog'],
      summary: 'Edit a post',
      middleware: changesPublicContent,
      request: { params: idParam, body: jsonBody(blogPostPatchSchema.meta({ id: 'BlogPostPatch' })) },
      responses: {
        200: jsonResponse(adminBlogPostSchema, 'The post'),
        404: errorContent('No such post (`NOT_FOUND`)'),
        409: errorContent('The slug is taken (`CONFLICT`)'),
      },
    }),
    async (c) =>
      c.json(await updatePost(ctxOf(c), assertUuid(c.req.valid('param').id), c.req.valid('json')), 200),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.openapi(
      defineRoute({
        method: 'post',
        path: `/api/v1/admin/blog/posts/{id}/${action}`,
        permission: ADMIN,
        tags: ['blog'],
        summary: action === 'publish' ? 'Publish a post' : 'Unpublish a post (back to draft)',
        middleware: changesPublicContent,
        request: { params: idParam },
        responses: {
          200: jsonResponse(adminBlogPostSchema, 'The post'),
          404: errorContent('No such post (`NOT_FOUND`)'),
        },
      }),
      async (c) =>
        c.json(await setPublished(ctxOf(c), assertUuid(c.req.valid('param').id), action === 'publish'), 200),
    );
  }

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/admin/blog/posts/{id}',
      permission: ADMIN,
      tags: ['blog'],
      summary: 'Delete a post',
      middleware: changesPublicContent,
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 404: errorContent('No such post (`NOT_FOUND`)') },
    }),
    async (c) => {
      await deletePost(ctxOf(c), assertUuid(c.req.valid('param').id));
      return c.body(null, 204);
    },
  );

  return app;
}

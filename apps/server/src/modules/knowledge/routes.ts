/**
 * `/api/v1/knowledge/articles…` (contract: `packages/shared/src/knowledge.ts`): every professional of
 * a practice searches and reads; dietitians and medical professionals write their practice's own
 * articles and protocol templates. Another practice's article is 404 NOT_FOUND; a platform article
 * cannot be changed (403 FORBIDDEN). Answers are in the caller's language (`?lang=`, then
 * Accept-Language) where the article has that version.
 */
import {
  KNOWLEDGE_ROLES,
  knowledgeArticleInputSchema,
  knowledgeArticleSchema,
  knowledgeArticleUpdateSchema,
  knowledgeQuerySchema,
  knowledgeSearchSchema,
} from '@verdant/shared';
import { requestLanguage } from '../../platform/language.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
} from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { createArticle, deleteArticle, getArticle, searchArticles, updateArticle } from './service.ts';

const TAGS = ['knowledge'];
const READ = { roles: [...KNOWLEDGE_ROLES.read] } as const;
const WRITE = { roles: [...KNOWLEDGE_ROLES.write] } as const;
const ArticleSchema = documented(knowledgeArticleSchema, 'KnowledgeArticle');
const notFound = errorContent('No such article in your practice or the platform (`NOT_FOUND`)');
const readOnly = errorContent('A platform article cannot be changed (`FORBIDDEN`)');

export function knowledgeRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/knowledge/articles',
      permission: READ,
      tags: TAGS,
      summary:
        'Search the platform articles and your practice’s own: `q` is full text in English and Spanish (websearch syntax) and typo-tolerant on titles; filter by `category`, `tag`, `kind` (`protocol` for templates), `own=1`. With the categories and tags to filter by.',
      request: { query: knowledgeQuerySchema },
      responses: {
        200: jsonResponse(documented(knowledgeSearchSchema, 'KnowledgeSearch'), 'Matching articles'),
      },
    }),
    async (c) => c.json(await searchArticles(ctxOf(c), c.req.valid('query'), requestLanguage(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/knowledge/articles',
      permission: WRITE,
      tags: TAGS,
      summary: 'Add an article or protocol template of your practice (read by your practice only).',
      request: { body: jsonBody(documented(knowledgeArticleInputSchema, 'KnowledgeArticleInput')) },
      responses: { 201: jsonResponse(ArticleSchema, 'Created') },
    }),
    async (c) => c.json(await createArticle(ctxOf(c), c.req.valid('json'), requestLanguage(c)), 201),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/knowledge/articles/{id}',
      permission: READ,
      tags: TAGS,
      summary: 'One article, both language versions, its sources and up to five related articles.',
      request: { params: idParam },
      responses: { 200: jsonResponse(ArticleSchema, 'The article'), 404: notFound },
    }),
    async (c) => c.json(await getArticle(ctxOf(c), c.req.valid('param').id, requestLanguage(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/knowledge/articles/{id}',
      permission: WRITE,
      tags: TAGS,
      summary: 'Replace your practice’s article with the version read (`CONFLICT` when changed meanwhile).',
      request: {
        params: idParam,
        body: jsonBody(documented(knowledgeArticleUpdateSchema, 'KnowledgeArticleUpdate')),
      },
      responses: {
        200: jsonResponse(ArticleSchema, 'Saved'),
        403: readOnly,
        404: notFound,
        409: errorContent('Changed meanwhile (`CONFLICT`)'),
      },
    }),
    async (c) =>
      c.json(
        await updateArticle(ctxOf(c), c.req.valid('param').id, c.req.valid('json'), requestLanguage(c)),
        200,
      ),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/v1/knowledge/articles/{id}',
      permission: WRITE,
      tags: TAGS,
      summary: 'Delete your practice’s article.',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 403: readOnly, 404: notFound },
    }),
    async (c) => {
      await deleteArticle(ctxOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return app;
}

import type {
  KnowledgeArticle,
  KnowledgeArticleInput,
  KnowledgeArticleUpdateInput,
  KnowledgeQuery,
  KnowledgeSearch,
} from '@verdant/shared';
import { api } from '../../lib/api/client.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';

/** Calls of the knowledge-base API (`@verdant/shared` knowledge). */
const enc = encodeURIComponent;
const A = '/api/v1/knowledge/articles';

export const knowledgeApi = {
  search: (query: KnowledgeQuery, signal?: AbortSignal) =>
    api<KnowledgeSearch>(A, { query: query as Record<string, string | number | undefined>, signal }),
  article: (id: string, signal?: AbortSignal) => api<KnowledgeArticle>(`${A}/${enc(id)}`, { signal }),
  create: (input: KnowledgeArticleInput) =>
    api<KnowledgeArticle>(A, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  update: (id: string, input: KnowledgeArticleUpdateInput) =>
    api<KnowledgeArticle>(`${A}/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`${A}/${enc(id)}`, { method: 'DELETE' }),
};

/** Cache keys: answers are worded in the reader's language, so the language is part of the key. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  search: (query: string) => ['knowledge', 'search', query, currentLanguage()] as const,
  article: (id: string) => ['knowledge', 'article', id, currentLanguage()] as const,
};

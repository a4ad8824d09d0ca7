/** Helpers for tests that need a practice's own knowledge-base article (the access test). */
import { expect } from 'vitest';
import type { TestClient } from '../../test/app.ts';
import { KNOWLEDGE_ARTICLE_BODY } from '../../test/route-matrix.ts';

/** A protocol template of the caller's practice (written by `provider`, a dietitian). */
export async function knowledgeRows(provider: TestClient) {
  const created = await provider.post('/api/v1/knowledge/articles', KNOWLEDGE_ARTICLE_BODY);
  expect(created.status, created.text).toBe(201);
  return { kbArticle: created.body.id as string };
}

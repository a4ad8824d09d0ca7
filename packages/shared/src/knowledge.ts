import { z } from 'zod';

/**
 * The knowledge base: articles in Markdown (English and Spanish versions), each citing its sources,
 * with a category, tags and related articles. Platform articles (organization null, shipped with
 * the product) are read by every practice; a practice's own articles and protocol templates stay in
 * that practice. A protocol template is an article whose text prefills a consultation's plan or a
 * diet plan's notes.
 *
 * REST paths (all under /api/v1; another practice's article is 404 NOT_FOUND):
 * - GET    /knowledge/articles?q=&category=&tag=&kind=   search → KnowledgeSearch (results + facets)
 * - GET    /knowledge/articles/{id}                      → KnowledgeArticle (with related articles)
 * - POST   /knowledge/articles                           KnowledgeArticleInput → 201 KnowledgeArticle
 * - PUT    /knowledge/articles/{id}                      KnowledgeArticleInput + version → KnowledgeArticle
 * - DELETE /knowledge/articles/{id}                      → 204 (a practice's own only)
 */

/** Every professional reads; the clinicians of a practice write its own articles and protocols. */
export const KNOWLEDGE_ROLES = {
  read: ['admin', 'dietitian', 'staff', 'medical', 'fitness'],
  write: ['dietitian', 'medical'],
} as const;

export const KNOWLEDGE_KINDS = ['article', 'protocol'] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

export const KNOWLEDGE_CATEGORIES = [
  'diabetes',
  'cardiovascular',
  'renal',
  'pregnancy',
  'sports',
  'allergy',
  'gastrointestinal',
  'weight',
  'life_stages',
  'micronutrients',
  'practice',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

export const KNOWLEDGE_LANGUAGES = ['en', 'es'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];

export const knowledgeSourceSchema = z.object({
  /** The citation as it is read: authors, title, journal or publisher, year. */
  citation: z.string().trim().min(5, { error: 'textTooShort' }).max(400, { error: 'textTooLong' }),
  url: z
    .string()
    .trim()
    .max(400, { error: 'textTooLong' })
    .regex(/^https:\/\/\S+$/, { error: 'urlInvalid' })
    .nullable()
    .default(null),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

/** One language version of an article (both are optional, at least one is required). */
const versionSchema = z.object({
  title: z.string().trim().min(3, { error: 'textTooShort' }).max(160, { error: 'textTooLong' }),
  summary: z.string().trim().max(400, { error: 'textTooLong' }).default(''),
  body: z.string().trim().min(20, { error: 'textTooShort' }).max(40_000, { error: 'textTooLong' }),
});
export type KnowledgeVersion = z.infer<typeof versionSchema>;

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, { error: 'textTooShort' })
  .max(40, { error: 'textTooLong' })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, { error: 'invalidOption' });

export const knowledgeArticleInputSchema = z
  .object({
    kind: z.enum(KNOWLEDGE_KINDS, { error: 'invalidOption' }).default('article'),
    category: z.enum(KNOWLEDGE_CATEGORIES, { error: 'invalidOption' }),
    tags: z
      .array(tagSchema)
      .max(12)
      .default([])
      .transform((t) => [...new Set(t)]),
    en: versionSchema.nullable().default(null),
    es: versionSchema.nullable().default(null),
    sources: z.array(knowledgeSourceSchema).max(20).default([]),
  })
  .refine((a) => a.en !== null || a.es !== null, { error: 'knowledgeLanguageRequired', path: ['en'] });
export type KnowledgeArticleInput = z.input<typeof knowledgeArticleInputSchema>;

export const knowledgeArticleUpdateSchema = z.intersection(
  knowledgeArticleInputSchema,
  z.object({ version: z.number({ error: 'numberInvalid' }).int().min(1) }),
);
export type KnowledgeArticleUpdateInput = z.input<typeof knowledgeArticleUpdateSchema>;

export const knowledgeQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.enum(KNOWLEDGE_CATEGORIES, { error: 'invalidOption' }).optional(),
  tag: z.string().trim().toLowerCase().max(40).optional(),
  kind: z.enum(KNOWLEDGE_KINDS, { error: 'invalidOption' }).optional(),
  /** Only the caller's practice's own articles. */
  own: z.enum(['0', '1']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type KnowledgeQuery = z.input<typeof knowledgeQuerySchema>;

/** An article in a list: in the reader's language when it has that version, else the other. */
export const knowledgeSummarySchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  kind: z.enum(KNOWLEDGE_KINDS),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  tags: z.array(z.string()),
  /** The language the title and summary are in. */
  lang: z.enum(KNOWLEDGE_LANGUAGES),
  title: z.string(),
  summary: z.string(),
  /** Written by the caller's practice (false: shipped with the platform). */
  own: z.boolean(),
  updatedAt: z.string(),
});
export type KnowledgeSummary = z.infer<typeof knowledgeSummarySchema>;

export const knowledgeSearchSchema = z.object({
  items: z.array(knowledgeSummarySchema),
  /** Every category and tag of the articles the caller reads, with how many articles carry it. */
  categories: z.array(z.object({ code: z.enum(KNOWLEDGE_CATEGORIES), count: z.number().int() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type KnowledgeSearch = z.infer<typeof knowledgeSearchSchema>;

export const knowledgeArticleSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  kind: z.enum(KNOWLEDGE_KINDS),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  tags: z.array(z.string()),
  en: versionSchema.nullable(),
  es: versionSchema.nullable(),
  sources: z.array(knowledgeSourceSchema),
  own: z.boolean(),
  /** Whether the caller may edit and delete it (their practice's own, and they write). */
  editable: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  related: z.array(knowledgeSummarySchema),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

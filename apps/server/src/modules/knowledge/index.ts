/** The knowledge base: platform articles, a practice's own articles and protocol templates. */
export { knowledgeRoutes } from './routes.ts';

import { lazyExport, PROFESSIONALS, type ScreenRoute } from '../../lib/routes.ts';

/**
 * The knowledge base (every professional, from the header): articles and protocol templates, the
 * food browser over the USDA table, the clinical equations and the lab tests with their reference
 * ranges. Writing a practice's own articles is for dietitians and medical professionals (the server
 * decides; the screens offer it when the caller may).
 */
const home = () => import('./knowledge-page.tsx');
const article = () => import('./article-page.tsx');
const editor = () => import('./article-editor-page.tsx');
const BASE = '/dietitian/knowledge-base';

export const routes: readonly ScreenRoute[] = [
  {
    path: BASE,
    access: PROFESSIONALS,
    lazy: lazyExport(home, (m) => m.KnowledgePage),
    nav: [{ key: 'knowledgeBase' }],
  },
  {
    path: `${BASE}/new`,
    access: ['dietitian', 'medical'],
    lazy: lazyExport(editor, (m) => m.ArticleEditorPage),
  },
  { path: `${BASE}/articles/:id`, access: PROFESSIONALS, lazy: lazyExport(article, (m) => m.ArticlePage) },
  {
    path: `${BASE}/articles/:id/edit`,
    access: ['dietitian', 'medical'],
    lazy: lazyExport(editor, (m) => m.ArticleEditorPage),
  },
];

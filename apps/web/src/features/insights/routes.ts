import { PROFESSIONALS, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Analytics, reports and the knowledge base (not built yet: every route is pending). */
export const routes: readonly ScreenRoute[] = [
  pending('/dietitian/analytics', 'analytics', ['dietitian'], [{ key: 'analytics', for: ['dietitian'] }]),
  pending('/patient-analytics', 'patientAnalytics', PROFESSIONALS, [{ key: 'analytics' }]),
  pending('/dietitian/reports', 'reports', ['dietitian'], [{ key: 'reports', for: ['dietitian'] }]),
  pending(
    '/dietitian/knowledge-base',
    'knowledgeBase',
    ['dietitian'],
    [{ key: 'knowledgeBase', for: ['dietitian'] }],
  ),
];

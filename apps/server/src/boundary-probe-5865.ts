import { meRoutes } from './modules/me/routes.ts';
export const probe = meRoutes;

/** The signed-in user's own account: profile, roles, active organization, completing sign-up. */
export { meRoutes } from './routes.ts';

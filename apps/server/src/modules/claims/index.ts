/** The public face of modules/claims: its routes (the practice's claims and the insurer's portal). */
export { claimRoutes } from './routes.ts';

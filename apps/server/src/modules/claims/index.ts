/** The public face of modules/claims: its routes (the practice's claims and the insurer's portal). */
export { claimRoutes } from './routes.ts';
/** The 837P builder (the demo seed files its submitted claims with it). */
export { build837P } from './x12.ts';
/** For the role workspaces (modules/workspace, ADR 0048). */
export { insurerClaims } from './workspace.ts';

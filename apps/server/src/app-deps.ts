/**
 * Registers the authentication layer's members on `AppDeps` (declaration merging): the platform
 * declares the dependencies it owns, and the layer above adds its own here, so platform/ never imports
 * auth/.
 */
import type { AccessTokenIssuer } from './auth/access-token.ts';
import type { Auth } from './auth/auth.ts';
import type { PrincipalResolver } from './auth/principal.ts';

declare module './platform/context.ts' {
  interface AppDeps {
    auth: Auth;
    /** Access tokens per session, briefly reused (decision 0008). */
    accessTokens: AccessTokenIssuer;
    /** Who is calling: the per-instance principal cache and its invalidation (decision 0008). */
    principals: PrincipalResolver;
  }
}

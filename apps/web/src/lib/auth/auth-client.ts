import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

function create() {
  return createAuthClient({
    baseURL: window.location.origin,
    plugins: [twoFactorClient()],
  });
}

export type AuthClient = ReturnType<typeof create>;

let client: AuthClient | null = null;

/**
 * The better-auth client (`/api/auth/*`). Imported lazily (`await import('./auth-client.ts')`) by
 * the auth screens, settings and sign-out, so the public entry does not carry it.
 */
export async function getAuthClient(): Promise<AuthClient> {
  client ??= create();
  return client;
}

import './index.css';
import './lib/i18n/index.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type HydrationState } from 'react-router';
import { App } from './app/app.tsx';
import { preloadRoute, routes } from './app/router.tsx';
import { sessionStore } from './lib/auth/index.ts';
import { reviveErrors } from './lib/api/revive-errors.ts';
import { queryClient } from './lib/api/query.ts';
import { isLanguage, setLanguage, startLanguage, storedLanguage } from './lib/i18n/index.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';
import { readSsrState, setServerRendered } from './lib/ssr.ts';

void sessionStore.init();
void registerServiceWorker();

/** The screens of the first page, loaded before hydrating so the first render is the server's. */
async function loadFirstScreens() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  const ssr = root.firstElementChild ? readSsrState() : null;
  if (!ssr) {
    // ADR 0066: the screen's code and strings load while the session is read and the public strings
    // arrive, instead of after the first render (the router then finds them loaded).
    void preloadRoute(window.location.pathname).catch(() => undefined);
    // Only this language's strings (decision 0057); a signed-in screen loads the rest with itself.
    // Should they fail to load (offline before the service worker has them), the app still starts.
    await startLanguage().catch(() => undefined);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // A page rendered on the server (decision 0051): hydrate it in the language it was rendered in,
  // with the reads it was rendered with, then switch to the reader's stored choice if it differs.
  setServerRendered(true);
  const stored = storedLanguage();
  await startLanguage(isLanguage(ssr.lang) ? ssr.lang : undefined);
  hydrate(queryClient, reviveErrors(ssr.queries));
  await loadFirstScreens();
  hydrateRoot(
    root,
    <StrictMode>
      <App hydrationData={ssr.router as HydrationState} />
    </StrictMode>,
  );
  if (stored && stored !== ssr.lang) void setLanguage(stored);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);

/**
 * The public pages' entry (decision 0060), built by `vite.public.config.ts` with `react` and
 * `react-dom` resolved to Preact's compatibility layer and `react-router` to `public/router.tsx`.
 * The server renders a public page with React and React Router (`entry-server.tsx`) into
 * `public.html`; this entry hydrates that markup with the same components. Links into the
 * signed-in app (sign in, the dashboard) are full page loads into the app's entry (`main.tsx`).
 */
import './public/public.css';
import './lib/i18n/index.ts';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicLayout } from './app/layouts/public-layout.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { reviveErrors } from './lib/api/revive-errors.ts';
import { queryClient } from './lib/api/query.ts';
import { sessionStore } from './lib/auth/index.ts';
import { i18n, isLanguage, setLanguage, startLanguage, storedLanguage } from './lib/i18n/index.ts';
import { registerServiceWorkerWhenIdle } from './lib/pwa/service-worker.ts';
import { readSsrState, setServerRendered } from './lib/ssr.ts';
import { ThemeProvider } from './lib/theme/theme-provider.tsx';
import {
  hydrateAllSections,
  hydrateLaterSections,
  renewWaitingSections,
  sectionsWaiting,
} from './public/hydrate-later.tsx';
import { setHydrating } from './public/hydration.ts';
import { PublicRouterProvider, startPublicRouter } from './public/router.tsx';
import { PUBLIC_ROUTES } from './public/routes.tsx';

void sessionStore.init();

const page = (
  <ThemeProvider>
    <PublicRouterProvider
      layout={RootLayout}
      render={(Screen) => (
        <PublicLayout>
          <Screen />
        </PublicLayout>
      )}
    />
  </ThemeProvider>
);

async function start(root: HTMLElement) {
  const ssr = root.firstElementChild ? readSsrState() : null;
  const stored = storedLanguage();
  if (ssr) setServerRendered(true);
  await startLanguage(ssr && isLanguage(ssr.lang) ? ssr.lang : undefined).catch(() => undefined);
  if (ssr) hydrate(queryClient, reviveErrors(ssr.queries));
  if (!(await startPublicRouter(PUBLIC_ROUTES))) {
    // Not a public page (the server serves this entry only with one): the page stays as it came.
    return;
  }
  if (ssr) {
    setHydrating(true);
    try {
      hydrateRoot(root, page);
    } finally {
      setHydrating(false);
    }
  } else createRoot(root).render(page);
  if (ssr && stored && stored !== ssr.lang) {
    // The sections left for later (decision 0071) hydrate in the served language first.
    hydrateAllSections();
    await new Promise((resolve) => setTimeout(resolve, 0));
    void setLanguage(stored);
  }
  if (sectionsWaiting()) {
    // A language change under a section still waiting renders it afresh (hydrating it would keep
    // the served language's attributes).
    i18n.on('languageChanged', renewWaitingSections);
    await hydrateLaterSections();
    i18n.off('languageChanged', renewWaitingSections);
  }
  document.documentElement.dataset.sectionsHydrated = 'true';
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from public.html');
// The service worker installs the whole app for offline use (its precache is every built file, a few
// megabytes): on a public page it registers once the page is hydrated and the browser is idle, so a
// first visit's download and the worker's start do not compete with painting and hydrating it
// (decision 0073).
void start(root).finally(() => registerServiceWorkerWhenIdle());

import { useState } from 'react';
import { type HydrationState, RouterProvider } from 'react-router';
import { ThemeProvider } from '../lib/theme/theme-provider.tsx';
import { createRouter } from './router.tsx';

/** `hydrationData`: the router state of a page rendered on the server (decision 0051). */
export function App({ hydrationData }: { hydrationData?: HydrationState } = {}) {
  const [router] = useState(() => createRouter(hydrationData));
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

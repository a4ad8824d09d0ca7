import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '../lib/theme/theme-provider.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

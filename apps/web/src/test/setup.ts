import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadCatalogues } from '../lib/i18n/index.ts';

// The app loads one language's strings at a time (decision 0057); tests switch freely between both.
await Promise.all([loadCatalogues('en'), loadCatalogues('es')]);

// Screens load lazily (their own chunks, as in the app): on a busy machine the first render of a
// file can take over the default second, so `findBy…` waits up to five.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Each test starts with an empty data cache (the app shares one between screens).
afterEach(async () => {
  const { queryClient } = await import('../lib/api/query.ts');
  queryClient.clear();
});

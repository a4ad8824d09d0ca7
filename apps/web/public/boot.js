// Applies the stored theme and language before first paint; the app's providers take over after.
// The app loads it as a file (the Content-Security-Policy allows no inline script in general); the
// public pages' template carries it inline, allowed by its hash (decision 0067).
(() => {
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem('theme') || 'system';
    const hour = new Date().getHours();
    const dark =
      theme === 'dark' ||
      (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches) ||
      (theme === 'auto' && (hour < 6 || hour >= 18));
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    const language = localStorage.getItem('language');
    if (language === 'en' || language === 'es') root.lang = language;
  } catch {
    // storage blocked: defaults apply
  }
})();

// zod (the shared schemas) probes for eval with Function('') to compile faster parsers; the CSP
// forbids eval, so tell it not to try (the probe would be reported as a CSP violation).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Detection order: the stored choice first, then the browser language. */
async function freshI18n() {
  vi.resetModules();
  const module = await import('./index.ts');
  // As main.tsx does: the detected language's public strings before the first render.
  await module.startLanguage();
  return module.i18n;
}

describe('language detection', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('uses the browser language when nothing is stored, and stores it as "es"', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'es-ES', languages: ['es-ES', 'es'] });
    const i18n = await freshI18n();
    expect(i18n.resolvedLanguage).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('prefers the stored choice over the browser language', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'es-ES', languages: ['es-ES'] });
    localStorage.setItem('language', 'en');
    const i18n = await freshI18n();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('common:loading')).toBe('Loading...');
  });

  it('falls back to English for an unsupported browser language', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'fr-FR', languages: ['fr-FR'] });
    const i18n = await freshI18n();
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('stores a switch and moves <html lang>', async () => {
    const i18n = await freshI18n();
    const { setLanguage } = await import('./index.ts');
    await setLanguage('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:loading')).toBe('Cargando...');
  });

  it('loads only the current language, and the other one on a switch (decision 0057)', async () => {
    localStorage.setItem('language', 'en');
    const i18n = await freshI18n();
    const { setLanguage, loadAppCatalogues } = await import('./index.ts');
    expect(i18n.hasResourceBundle('en', 'site')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'patients')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'site')).toBe(false);
    await loadAppCatalogues();
    expect(i18n.hasResourceBundle('en', 'patients')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'patients')).toBe(false);
    await setLanguage('es');
    expect(i18n.t('site:landing.tip.today')).toBe('Consejo de hoy');
    expect(i18n.hasResourceBundle('es', 'patients')).toBe(true);
  });
});

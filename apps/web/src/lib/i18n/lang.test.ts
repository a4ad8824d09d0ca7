import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Detection order: the stored choice first, then the browser language. */
async function freshI18n() {
  vi.resetModules();
  return (await import('./index.ts')).i18n;
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
});

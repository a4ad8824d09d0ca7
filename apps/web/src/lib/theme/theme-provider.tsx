import { THEME_AUTO_CHECK_MS, THEME_STORAGE_KEY, type Theme } from '@verdant/shared/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { applyTheme, readStoredTheme, type ResolvedTheme, resolveTheme } from './theme.ts';

interface ThemeContextValue {
  theme: Theme;
  resolved: ResolvedTheme;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function prefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

/**
 * Light, dark, system or auto (light 06:00–17:59, rechecked every 60 s). The choice is stored under
 * `theme`; the resolved theme sets the `dark` class and `color-scheme` on <html>.
 * `clock` is injectable for tests.
 */
export function ThemeProvider({
  children,
  clock = () => new Date(),
}: {
  children: ReactNode;
  clock?: () => Date;
}) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme());
  const compute = useCallback(
    () => resolveTheme(theme, { now: clock(), prefersDark: prefersDark() }),
    [theme, clock],
  );
  const [resolved, setResolved] = useState<ResolvedTheme>(compute);

  useEffect(() => {
    const update = () => setResolved(compute());
    update();
    if (theme === 'auto') {
      const id = setInterval(update, THEME_AUTO_CHECK_MS);
      return () => clearInterval(id);
    }
    if (theme === 'system' && typeof window.matchMedia === 'function') {
      const mql = window.matchMedia(DARK_QUERY);
      mql.addEventListener?.('change', update);
      return () => mql.removeEventListener?.('change', update);
    }
    return undefined;
  }, [theme, compute]);

  useEffect(() => applyTheme(resolved), [resolved]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside ThemeProvider');
  return ctx;
}

import {
  THEME_AUTO_DARK_FROM_HOUR,
  THEME_AUTO_LIGHT_FROM_HOUR,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
} from '@verdant/shared/constants';

export type ResolvedTheme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'system';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Auto theme: light from 06:00 to 17:59 local time, dark otherwise. */
export function autoTheme(date: Date): ResolvedTheme {
  const hour = date.getHours();
  return hour >= THEME_AUTO_LIGHT_FROM_HOUR && hour < THEME_AUTO_DARK_FROM_HOUR ? 'light' : 'dark';
}

export function resolveTheme(theme: Theme, env: { now: Date; prefersDark: boolean }): ResolvedTheme {
  if (theme === 'light' || theme === 'dark') return theme;
  if (theme === 'auto') return autoTheme(env.now);
  return env.prefersDark ? 'dark' : 'light';
}

export function readStoredTheme(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

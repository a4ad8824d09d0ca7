import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoTheme, readStoredTheme, resolveTheme } from './theme.ts';
import { ThemeProvider, useTheme } from './theme-provider.tsx';

const at = (hh: number, mm: number) => new Date(2030, 0, 15, hh, mm, 0);

describe('auto theme rule (light 06:00–17:59)', () => {
  it.each([
    [5, 59, 'dark'],
    [6, 0, 'light'],
    [12, 0, 'light'],
    [17, 59, 'light'],
    [18, 0, 'dark'],
    [0, 0, 'dark'],
  ] as const)('%i:%i is %s', (hh, mm, expected) => {
    expect(autoTheme(at(hh, mm))).toBe(expected);
  });

  it('resolves light, dark, system and auto', () => {
    expect(resolveTheme('light', { now: at(23, 0), prefersDark: true })).toBe('light');
    expect(resolveTheme('dark', { now: at(12, 0), prefersDark: false })).toBe('dark');
    expect(resolveTheme('system', { now: at(12, 0), prefersDark: true })).toBe('dark');
    expect(resolveTheme('system', { now: at(23, 0), prefersDark: false })).toBe('light');
    expect(resolveTheme('auto', { now: at(23, 0), prefersDark: false })).toBe('dark');
  });

  it('reads the stored choice under "theme", defaulting to system', () => {
    expect(readStoredTheme()).toBe('system');
    localStorage.setItem('theme', 'auto');
    expect(readStoredTheme()).toBe('auto');
    localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('system');
  });
});

function Probe() {
  const { theme, resolved, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme}:{resolved}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        dark
      </button>
    </div>
  );
}

describe('ThemeProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.classList.remove('dark');
  });

  it('rechecks the auto theme every 60 s and switches <html> to dark at 18:00', () => {
    localStorage.setItem('theme', 'auto');
    let now = at(17, 59);
    render(
      <ThemeProvider clock={() => now}>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('auto:light')).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');

    now = at(18, 0);
    act(() => vi.advanceTimersByTime(59_999));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('auto:dark')).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('stores the choice under "theme"', () => {
    render(
      <ThemeProvider clock={() => at(12, 0)}>
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

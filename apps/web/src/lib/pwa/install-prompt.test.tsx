import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from '../../app/chrome/pwa-banners.tsx';
import { canShowInstallPrompt, INSTALL_DISMISSED_KEY } from './install-prompt.ts';

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2030-01-15T10:00:00Z').getTime();

describe('install prompt rule', () => {
  it('shows when never dismissed and not standalone', () => {
    expect(canShowInstallPrompt({ now: NOW, dismissedAt: null, standalone: false })).toBe(true);
  });
  it('is suppressed for 7 days after dismissal', () => {
    expect(canShowInstallPrompt({ now: NOW, dismissedAt: NOW - 6 * DAY, standalone: false })).toBe(false);
    expect(canShowInstallPrompt({ now: NOW, dismissedAt: NOW - 7 * DAY + 1, standalone: false })).toBe(false);
    expect(canShowInstallPrompt({ now: NOW, dismissedAt: NOW - 7 * DAY, standalone: false })).toBe(true);
  });
  it('never shows when running standalone', () => {
    expect(canShowInstallPrompt({ now: NOW, dismissedAt: null, standalone: true })).toBe(false);
  });
});

function fireInstallEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('<InstallPrompt>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderPrompt = () =>
    render(
      <MemoryRouter>
        <InstallPrompt />
      </MemoryRouter>,
    );

  it('appears 30 s after the install event with Install, Dismiss and Learn More', () => {
    renderPrompt();
    const event = fireInstallEvent();
    expect(event.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.queryByRole('heading', { name: 'Install Verdant' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Install Verdant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/install');
  });

  it('Install opens the browser prompt; Dismiss stores the time and hides it', async () => {
    renderPrompt();
    const event = fireInstallEvent();
    act(() => vi.advanceTimersByTime(30_000));
    await act(async () => screen.getByRole('button', { name: 'Install' }).click());
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { name: 'Install Verdant' })).toBeNull();

    fireInstallEvent();
    act(() => vi.advanceTimersByTime(30_000));
    act(() => screen.getAllByRole('button', { name: 'Dismiss' })[0]?.click());
    expect(screen.queryByRole('heading', { name: 'Install Verdant' })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(NOW + 60_000));
  });

  it('stays hidden when dismissed 6 days ago, shows again after 7 days', () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(NOW - 6 * DAY));
    const { unmount } = renderPrompt();
    fireInstallEvent();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('heading', { name: 'Install Verdant' })).toBeNull();
    unmount();

    localStorage.setItem(INSTALL_DISMISSED_KEY, String(NOW - 8 * DAY));
    renderPrompt();
    fireInstallEvent();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('heading', { name: 'Install Verdant' })).toBeTruthy();
  });

  it('stays hidden when running standalone', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(display-mode: standalone)',
        addEventListener() {},
        removeEventListener() {},
      })),
    );
    renderPrompt();
    fireInstallEvent();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('heading', { name: 'Install Verdant' })).toBeNull();
  });
});

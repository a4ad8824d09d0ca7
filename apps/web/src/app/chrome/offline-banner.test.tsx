import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { OfflineBanner } from './pwa-banners.tsx';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('<OfflineBanner>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('shows nothing while online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the offline notice when the connection dropped before the page listened for it', () => {
    // navigator.onLine reads true while rendering, false by the time the effect subscribes: no event fires.
    let reads = 0;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => reads++ < 2 });
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe("You're offline - Some features may be limited.");
  });

  it('shows the offline notice on going offline, then "Back online" for 3 seconds', () => {
    render(<OfflineBanner />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe("You're offline - Some features may be limited.");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toContain("You're offline");

    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('Back online');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toBe('Back online');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('going offline again during "Back online" shows the offline notice and keeps it', () => {
    render(<OfflineBanner />);
    setOnline(false);
    setOnline(true);
    act(() => vi.advanceTimersByTime(1000));
    setOnline(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toContain("You're offline");
  });

  it('is translated', async () => {
    await act(async () => void (await i18n.changeLanguage('es')));
    render(<OfflineBanner />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(
      'Estás sin conexión - Algunas funciones pueden estar limitadas.',
    );
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { ErrorBoundary } from './error-fallback.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('error fallback', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback texts with Try Again (resets) and Go Home (to /)', () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText('We encountered an unexpected error. Please try refreshing the page.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    shouldThrow = false;
    act(() => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(screen.getByText('Recovered')).toBeTruthy();
  });

  it('is translated', async () => {
    await act(async () => void (await i18n.changeLanguage('es')));
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });
});

describe('loading screen', () => {
  it('shows the logo and "Loading..." (es "Cargando...")', async () => {
    const { unmount } = render(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('status').querySelector('svg')).toBeTruthy();
    unmount();
    await act(async () => void (await i18n.changeLanguage('es')));
    render(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toBe('Cargando...');
  });
});

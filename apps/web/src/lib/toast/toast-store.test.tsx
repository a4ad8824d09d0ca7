import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../components/ui/toast-region.tsx';
import { createToastQueue } from './toast-store.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderRegions() {
    const inApp = createToastQueue({ max: 1, durationMs: 5000 });
    const stacked = createToastQueue({ max: 3, durationMs: 4000 });
    render(<ToastRegion inApp={inApp} stacked={stacked} />);
    const inAppRegion = screen.getByRole('region', { name: 'Notifications' });
    const stackRegion = screen.getByRole('region', { name: 'Activity notifications' });
    return { inApp, stacked, inAppRegion, stackRegion };
  }

  it('shows at most one in-app toast: a new one replaces the current one', () => {
    const { inApp, inAppRegion } = renderRegions();
    act(() => void inApp.show({ title: 'Saved' }));
    act(() => void inApp.show({ title: 'Deleted' }));
    expect(within(inAppRegion).queryByText('Saved')).toBeNull();
    expect(within(inAppRegion).getByText('Deleted')).toBeTruthy();
    expect(within(inAppRegion).getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('hides an in-app toast after 5000 ms, counted from when it appeared', () => {
    const { inApp, inAppRegion } = renderRegions();
    act(() => void inApp.show({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => void inApp.show({ title: 'Updated' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(within(inAppRegion).getByText('Updated')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(inAppRegion).queryByText('Updated')).toBeNull();
  });

  it('stacks up to 3 toasts for 4000 ms each; a fourth pushes out the oldest', () => {
    const { stacked, stackRegion } = renderRegions();
    act(() => void stacked.show({ title: 'one' }));
    act(() => vi.advanceTimersByTime(1000));
    act(() => void stacked.show({ title: 'two' }));
    act(() => void stacked.show({ title: 'three' }));
    expect(['one', 'two', 'three'].every((t) => within(stackRegion).queryByText(t))).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    act(() => void stacked.show({ title: 'four' }));
    expect(within(stackRegion).queryByText('one')).toBeNull();
    expect(within(stackRegion).getAllByText(/two|three|four/)).toHaveLength(3);
    // two and three appeared at 1000 ms, four at 2000 ms
    act(() => vi.advanceTimersByTime(2999));
    expect(within(stackRegion).getByText('two')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(stackRegion).queryByText('two')).toBeNull();
    expect(within(stackRegion).queryByText('three')).toBeNull();
    expect(within(stackRegion).getByText('four')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(stackRegion).queryByText('four')).toBeNull();
  });

  it('can be dismissed by the user', () => {
    const { inApp, inAppRegion } = renderRegions();
    act(() => void inApp.show({ title: 'Saved' }));
    act(() => within(inAppRegion).getByRole('button', { name: 'Dismiss notification' }).click());
    expect(within(inAppRegion).queryByText('Saved')).toBeNull();
  });
});

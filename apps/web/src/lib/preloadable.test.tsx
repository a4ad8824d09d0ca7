import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

function Chart({ title }: { title: string }) {
  return <p>{title}</p>;
}

describe('preloadable', () => {
  it('draws a component whose chunk has arrived in the same render, without the fallback', async () => {
    const { Component, preload } = preloadable(() => Promise.resolve({ default: Chart }));
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component title="adherence" />
      </Suspense>,
    );
    // no await: the content is there in the first commit (React.lazy alone would show "loading")
    expect(screen.getByText('adherence')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('(the cause) React.lazy alone suspends even when the chunk has arrived', async () => {
    const chunk = Promise.resolve({ default: Chart });
    await chunk;
    const Lazy = lazy(() => chunk);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy title="records" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('records')).toBeTruthy();
  });

  it('shows the fallback while the chunk is on its way, then the component', async () => {
    let arrive: (m: { default: typeof Chart }) => void = () => undefined;
    const { Component } = preloadable(
      () =>
        new Promise<{ default: typeof Chart }>((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component title="volume" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ default: Chart }));
    expect(await screen.findByText('volume')).toBeTruthy();
  });

  it('asks again for a chunk that failed to load', async () => {
    let calls = 0;
    const { preload } = preloadable((): Promise<{ default: typeof Chart }> => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Chart });
    });
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(calls).toBe(2);
  });
});

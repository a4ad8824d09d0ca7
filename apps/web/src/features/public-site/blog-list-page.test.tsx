import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json } from '../../test/fixtures.ts';
import { BlogListPage } from './blog-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const post = (id: string) => ({
  id,
  slug: `post-${id}`,
  lang: 'en',
  title: `Post ${id}`,
  excerpt: 'About food.',
  authorName: 'Maya Chen',
  publishedAt: '2026-11-01T10:00:00.000Z',
});

describe('BlogListPage paging (decision 0057: real links, no "load more" button)', () => {
  it('links the older posts with ?after=<last id>, and reads the page an address asks for', async () => {
    const stub = fetchStub({
      'GET /api/v1/blog/posts': (url) => {
        const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
        return cursor === 'p10'
          ? json({ items: [post('p11')], nextCursor: null })
          : json({ items: [post('p9'), post('p10')], nextCursor: 'p10' });
      },
    });
    vi.stubGlobal('fetch', stub);
    const first = render(
      <MemoryRouter initialEntries={['/blog']}>
        <BlogListPage />
      </MemoryRouter>,
    );
    const older = await screen.findByRole('link', { name: 'Older posts' });
    expect(older.getAttribute('href')).toBe('/blog?after=p10');
    expect(screen.queryByRole('link', { name: 'Newest posts' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    render(
      <MemoryRouter initialEntries={['/blog?after=p10']}>
        <BlogListPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Post p11' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Newest posts' }).getAttribute('href')).toBe('/blog');
    expect(screen.queryByRole('link', { name: 'Older posts' })).toBeNull();
  });
});

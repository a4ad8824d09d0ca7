import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager, pageItems, searchWithPage } from './pager.tsx';

describe('page numbers', () => {
  it('offers every page up to seven, else first, last and the neighbours of the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('offers no last page when the server stopped counting, only the way on', () => {
    expect(pageItems(1, 400, true)).toEqual([1, 2, 3, 4, 5, 'gap']);
    expect(pageItems(7, 400, true)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap']);
    expect(pageItems(400, 400, true)).toEqual([1, 'gap', 397, 398, 399, 400, 401, 'gap']);
  });

  it('writes the page into the query and leaves the rest alone (page 1: no parameter)', () => {
    expect(searchWithPage('?q=ana&page=2', 5)).toBe('?q=ana&page=5');
    expect(searchWithPage('?q=ana&page=2', 1)).toBe('?q=ana');
    expect(searchWithPage('', 1)).toBe('');
  });
});

function open(url: string, pages: number, page = 1, more = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <Pager page={page} pages={pages} more={more} label="Pages of the list" summary="1–25 of 60" />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Pager', () => {
  it('is a named navigation of page links in the URL, the current page marked', async () => {
    const router = open('/list?q=ana', 3);
    const nav = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(nav).getByText('1–25 of 60')).toBeTruthy();
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Next', '1', '2', '3', 'Next'].slice(1));
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/list?q=ana&page=3');
    // no page before the first: "Previous" is not a link
    expect(within(nav).getByText('Previous').closest('[aria-disabled="true"]')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    });
    expect(router.state.location.search).toBe('?q=ana&page=2');
  });

  it('keeps "Next" after the last counted page when there are more', () => {
    open('/list?page=3', 3, 3, true);
    const nav = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/list?page=4');
    expect(within(nav).queryByRole('link', { name: 'Page 400' })).toBeNull();
  });

  it('shows no page links for a single page', () => {
    open('/list', 1);
    const nav = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { numberedPage, pageOffset } from './paging.ts';

const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe('numbered pages', () => {
  it('shows pageSize rows and has a next page only when one more row was read', () => {
    const q = { page: 2, pageSize: 3 };
    expect(pageOffset(q)).toBe(3);
    const more = numberedPage(q, rows(4, 4), { total: 9, totalCapped: false }, (n) => `#${n}`);
    expect(more).toEqual({
      items: ['#4', '#5', '#6'],
      page: 2,
      pageSize: 3,
      total: 9,
      totalCapped: false,
      nextCursor: '3',
    });
    const last = numberedPage({ page: 3, pageSize: 3 }, rows(3, 7), { total: 9, totalCapped: false }, String);
    expect(last.nextCursor).toBeNull();
    expect(last.items).toHaveLength(3);
  });

  it('past the count cap the total is at least what the pages before this one hold', () => {
    const page = numberedPage(
      { page: 500, pageSize: 25 },
      rows(26),
      { total: 10_000, totalCapped: true },
      String,
    );
    expect(page.total).toBe(499 * 25 + 25);
    expect(page.totalCapped).toBe(true);
    expect(page.nextCursor).toBe('501');
  });
});

import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable, NARROW_QUERY } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
  city: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Ana Ruiz', city: 'Valencia' },
  { id: 'b', name: 'Ben Okafor', city: 'Lagos' },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (r) => <a href={`/p/${r.id}`}>{r.name}</a> },
  { key: 'city', header: 'City', from: 'md', cell: (r) => r.city },
];

/** A phone-sized screen for the media query the table asks. */
function narrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('is a table with its caption, column headers and one row per item (keyed)', () => {
    render(
      <DataTable
        caption="Patients, page 1 of 1"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={() => ({ 'data-testid': 'row' })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Patients, page 1 of 1' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['City', 'col'],
    ]);
    expect(headers[1]!.className).toContain('hidden md:table-cell');
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Ben Okafor' })).toBeTruthy();
  });

  it('on a phone, becomes one card per row with every value labelled, under the caption', () => {
    narrowScreen(true);
    render(
      <DataTable
        caption="Patients"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={() => ({ 'data-testid': 'row' })}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const region = screen.getByRole('region', { name: 'Patients' });
    const cards = within(region).getAllByTestId('row');
    expect(cards.map((c) => c.tagName)).toEqual(['LI', 'LI']);
    expect(within(cards[0]!).getByRole('link', { name: 'Ana Ruiz' })).toBeTruthy();
    // the hidden-on-small column is shown in the card, with its header as the label
    expect(within(cards[1]!).getByRole('term').textContent).toBe('City');
    expect(within(cards[1]!).getByRole('definition').textContent).toBe('Lagos');
  });

  it('with `scroll`, keeps the table on a phone inside a named region the keyboard can scroll', () => {
    narrowScreen(true);
    render(
      <DataTable
        caption="Sample rows"
        columns={columns}
        rows={rows}
        rowKey={(_r, i) => String(i)}
        narrow="scroll"
      />,
    );
    const region = screen.getByRole('region', { name: 'Sample rows' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toContain('overflow-x-auto');
    expect(within(region).getByRole('table', { name: 'Sample rows' })).toBeTruthy();
  });
});

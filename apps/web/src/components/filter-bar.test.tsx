import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar.tsx';

describe('FilterBar', () => {
  it('is a named search landmark; Filter and Enter apply, Reset resets', () => {
    const onApply = vi.fn();
    const onReset = vi.fn();
    render(
      <FilterBar label="Filter the list" onApply={onApply} onReset={onReset}>
        <label>
          Name <input name="name" />
        </label>
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter the list' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Filter' }));
    fireEvent.submit(within(bar).getByLabelText('Name'));
    expect(onApply).toHaveBeenCalledTimes(2);
    fireEvent.click(within(bar).getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('without onApply, has no buttons and Enter does not reload the page', () => {
    render(
      <FilterBar label="Search patients">
        <input aria-label="Search" />
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Search patients' });
    expect(within(bar).queryAllByRole('button')).toEqual([]);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    within(bar).getByLabelText('Search').closest('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});

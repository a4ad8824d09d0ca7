import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/api/query.ts';
import { type PickerOption, SearchPicker } from './search-picker.tsx';

const search = vi.fn(async (text: string) =>
  [
    { id: 'p1', label: 'Emma Rodriguez', detail: 'emma@x.test' },
    { id: 'p2', label: 'Ema Rodrigo' },
  ].filter((o) => o.label.toLowerCase().includes(text.slice(0, 2).toLowerCase())),
);
const changes: (PickerOption | null)[] = [];

function Picker({ initial = null }: { initial?: PickerOption | null }) {
  const [value, setValue] = useState<PickerOption | null>(initial);
  return (
    <QueryClientProvider client={queryClient}>
      <SearchPicker
        label="Patient"
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        queryKey={(q) => ['test-picker', q]}
        search={search}
      />
    </QueryClientProvider>
  );
}

beforeEach(() => {
  search.mockClear();
  changes.length = 0;
  queryClient.clear();
});

describe('SearchPicker', () => {
  it('searches once enough is typed, and is chosen from with the keyboard', async () => {
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Patient' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'e' } });
    expect(await screen.findAllByText('Type at least 2 characters')).not.toHaveLength(0);
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'em' } });
    const first = await screen.findByRole('option', { name: /Emma Rodriguez/ });
    expect(search).toHaveBeenCalledWith('em', expect.anything());
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(first.parentElement!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(changes).toEqual([{ id: 'p1', label: 'Emma Rodriguez', detail: 'emma@x.test' }]);
    expect((box as HTMLInputElement).value).toBe('Emma Rodriguez');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('is chosen with the mouse, cleared with its button, and says when nothing matches', async () => {
    render(<Picker initial={{ id: 'p9', label: 'Zoe Lind' }} />);
    const box = screen.getByRole('combobox', { name: 'Patient' });
    expect((box as HTMLInputElement).value).toBe('Zoe Lind');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear Zoe Lind' }));
    });
    expect(changes).toEqual([null]);
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'xy' } });
    expect(await screen.findAllByText('No match')).not.toHaveLength(0);
    fireEvent.change(box, { target: { value: 'ema' } });
    fireEvent.click(await screen.findByRole('option', { name: /Ema Rodrigo/ }));
    expect(changes.at(-1)).toEqual({ id: 'p2', label: 'Ema Rodrigo' });
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { LineChart } from './line-chart.tsx';
import { PieChart } from './pie-chart.tsx';

// jsdom has no layout: the frame draws at its fallback size, 480 × 240.
const at = (d: string) => new Date(`${d}T12:00:00`).getTime();

describe('BarChart', () => {
  const rows = [
    { label: 'W1', planned: 3, done: 3 },
    { label: 'W2', planned: 3, done: 2 },
    { label: 'W3', planned: 3, done: 0 },
  ];
  const series = [
    { key: 'planned', label: 'Planned', color: 'var(--muted)' },
    { key: 'done', label: 'Done' },
  ];

  it('draws one bar per non-zero value, grouped, with its legend and category labels', () => {
    const { container } = render(<BarChart rows={rows} series={series} label="Adherence" />);
    const svg = screen.getByRole('img', { name: 'Adherence' });
    expect(svg.getAttribute('data-chart')).toBe('bar');
    expect(container.querySelectorAll('.chart-bar')).toHaveLength(5); // W3's "done" is 0: no bar
    expect(container.querySelectorAll('.chart-bar[data-series="done"]')[0]!.getAttribute('fill')).toBe(
      'var(--chart-2)',
    );
    expect(screen.getByText('Planned')).toBeTruthy();
    for (const l of ['W1', 'W2', 'W3']) expect(screen.getByText(l)).toBeTruthy();
    // a count axis: whole numbers only
    const ticks = [...container.querySelectorAll('.chart-grid text')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '1', '2', '3']);
  });

  it('taller values draw taller bars, stacked bars sum', () => {
    const { container, rerender } = render(<BarChart rows={rows} series={series} />);
    const h = (el: Element) => Number(el.getAttribute('height'));
    const done = container.querySelectorAll('.chart-bar[data-series="done"]');
    expect(h(done[0]!)).toBeGreaterThan(h(done[1]!));
    rerender(<BarChart rows={rows} series={series} stacked />);
    const ticks = [...container.querySelectorAll('.chart-grid text')].map((t) => t.textContent);
    expect(ticks.at(-1)).toBe('6');
  });

  it('formats the value axis in the locale (money)', () => {
    const euro = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    const { container } = render(
      <BarChart
        rows={[{ label: 'ene 26', invoiced: 12_500 }]}
        series={[{ key: 'invoiced', label: 'Facturado' }]}
        locale="es-ES"
        formatValue={(v) => euro.format(v)}
      />,
    );
    const ticks = [...container.querySelectorAll('.chart-grid text')].map((t) => t.textContent);
    expect(ticks).toContain(euro.format(12_000));
    expect(ticks.at(-1)).toBe(euro.format(14_000));
  });

  it('shows the tooltip with the arrow keys and reads it out', async () => {
    const user = userEvent.setup();
    const { container } = render(<BarChart rows={rows} series={series} label="Adherence" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('img', { name: 'Adherence' }));
    await user.keyboard('{ArrowRight}');
    const tip = container.querySelector('[data-chart-tooltip]')!;
    expect(tip.textContent).toContain('W1');
    await user.keyboard('{ArrowRight}');
    expect(container.querySelector('[data-chart-tooltip]')!.textContent).toMatch(/W2.*Planned.*3.*Done.*2/);
    expect(container.querySelector('[aria-live]')!.textContent).toBe('W2: Planned 3, Done 2');
    await user.keyboard('{End}');
    expect(container.querySelector('[data-chart-tooltip]')!.textContent).toContain('W3');
    await user.keyboard('{Escape}');
    expect(container.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('names every category when asked (slanted when they do not fit), and thins time labels otherwise', () => {
    const muscles = [
      'Gluteus maximus',
      'Quadriceps femoris',
      'Latissimus dorsi',
      'Pectoralis major',
      'Biceps brachii',
      'Triceps brachii',
      'Obliquus externus abdominis',
      'Rectus abdominis',
    ].map((label, i) => ({ label, sets: 60 - i * 5 }));
    const one = [{ key: 'sets', label: 'Sets done' }];
    const { container, rerender } = render(<BarChart rows={muscles} series={one} />);
    const drawn = () => [...container.querySelectorAll('.chart-x-label')].map((l) => l.textContent);
    expect(drawn().length).toBeLessThan(muscles.length);
    rerender(<BarChart rows={muscles} series={one} categorical />);
    expect(drawn()).toHaveLength(muscles.length);
    expect(container.querySelector('.chart-x-label')!.getAttribute('transform')).toContain('rotate(-45)');
    // a long name is cut, and its full text is the label's tooltip
    const long = [...container.querySelectorAll('.chart-x-label')][6]!;
    expect(long.querySelector('title')!.textContent).toBe('Obliquus externus abdominis');
    expect(long.lastChild!.textContent).toBe('Obliquus externus…');
    // the first slanted name keeps room on the left: its end sits at x, and at 45° its text reaches
    // about 0.72 of its estimated width (textWidth: 0.6 em a letter at 12 px) to the left of it
    const first = container.querySelector('.chart-x-label')!;
    const x = Number(/translate\(([\d.]+)/.exec(first.getAttribute('transform') ?? '')?.[1]);
    expect(x - 'Gluteus maximus'.length * 12 * 0.6 * 0.72).toBeGreaterThanOrEqual(0);
  });

  it('follows the pointer to the category under it', () => {
    const { container } = render(<BarChart rows={rows} series={series} />);
    const svg = container.querySelector('svg')!;
    fireEvent.pointerMove(svg, { clientX: 470, clientY: 100 });
    expect(container.querySelector('[data-chart-tooltip]')!.textContent).toContain('W3');
    fireEvent.pointerLeave(svg);
    expect(container.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('takes no focus inside an aria-hidden wrapper (its table carries the figures)', () => {
    const { container } = render(
      <div aria-hidden="true">
        <BarChart rows={rows} series={series} />
      </div>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('tabindex')).toBeNull();
    expect(svg.getAttribute('role')).toBeNull();
    expect(container.querySelector('[aria-live]')).toBeNull();
  });
});

describe('LineChart', () => {
  const rows = [
    { at: at('2026-10-01'), weight: 72.4, waist: 84 },
    { at: at('2026-10-15'), weight: null, waist: 83 },
    { at: at('2026-11-01'), weight: 71.1, waist: null },
  ];
  const series = [
    { key: 'weight', label: 'Weight' },
    { key: 'waist', label: 'Waist' },
  ];

  it('draws each series through its values, stepping over gaps', () => {
    const { container } = render(<LineChart rows={rows} series={series} locale="en-US" />);
    expect(container.querySelector('svg')!.getAttribute('data-chart')).toBe('line');
    const paths = container.querySelectorAll('.chart-line');
    expect(paths).toHaveLength(2);
    expect(paths[0]!.getAttribute('d')!.split('L')).toHaveLength(2); // weight: two points
    expect(container.querySelectorAll('.chart-dot')).toHaveLength(4);
    // the newer, lower weight is drawn lower on the screen (larger y)
    const [first, last] = [...container.querySelectorAll('[data-series="weight"] .chart-dot')].map((d) =>
      Number(d.getAttribute('cy')),
    );
    expect(last!).toBeGreaterThan(first!);
  });

  it('labels dates in the locale', () => {
    render(<LineChart rows={rows} series={series} locale="es-ES" />);
    const spanish = new Intl.DateTimeFormat('es-ES', { month: 'short', day: 'numeric' });
    const labels = [...document.querySelectorAll('.chart-x-axis text')].map((t) => t.textContent);
    // weekly or fortnightly local midnights from 2 October
    expect(labels.length).toBeGreaterThanOrEqual(2);
    expect(labels[0]).toBe(spanish.format(new Date('2026-10-02T00:00:00')));
    expect(labels.every((l) => /oct|nov/.test(l ?? ''))).toBe(true);
  });

  it('shades a usual range and widens the axis to show it', () => {
    const { container } = render(
      <LineChart
        rows={[
          { at: at('2026-09-01'), value: 5.2 },
          { at: at('2026-11-01'), value: 5.6 },
        ]}
        series={[{ key: 'value', label: 'mmol/L' }]}
        band={{ low: 3.9, high: 5.5, label: 'Usual range' }}
      />,
    );
    expect(screen.getByText('Usual range')).toBeTruthy();
    const ticks = [...container.querySelectorAll('.chart-grid text')].map((t) => Number(t.textContent));
    expect(Math.min(...ticks)).toBeLessThanOrEqual(3.9);
  });

  it('tooltips the nearest date with every value it has', async () => {
    const user = userEvent.setup();
    const { container } = render(<LineChart rows={rows} series={series} locale="en-US" label="Trend" />);
    await user.tab();
    await user.keyboard('{ArrowLeft}'); // from nothing: the newest
    const tip = container.querySelector('[data-chart-tooltip]')!.textContent!;
    expect(tip).toContain('Nov 1, 2026');
    expect(tip).toContain('Weight71.1');
    expect(tip).not.toContain('Waist');
  });
});

describe('PieChart', () => {
  it('draws a slice per share with a legend, and a tooltip with the percentage', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PieChart
        data={[
          { label: 'Active', value: 30 },
          { label: 'Inactive', value: 10 },
        ]}
        donut
        locale="en-US"
        label="Status"
      />,
    );
    expect(container.querySelectorAll('.chart-slice')).toHaveLength(2);
    expect(screen.getByText('Inactive')).toBeTruthy();
    await user.tab();
    await user.keyboard('{End}');
    expect(container.querySelector('[data-chart-tooltip]')!.textContent).toMatch(/Inactive.*25%.*10/);
  });
});

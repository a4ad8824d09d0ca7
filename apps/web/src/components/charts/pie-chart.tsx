import { useState } from 'react';
import { locale as appLocale } from '../../lib/format.ts';
import { ChartFrame, colorAt, type Size, type Tip } from './frame.tsx';
import { arcPath } from './scale.ts';

/** Shares of a whole, one theme colour each; a ring with `donut` (decision 0064). */
export function PieChart({
  data,
  donut = false,
  label,
  locale = appLocale(),
}: {
  data: readonly { label: string; value: number }[];
  donut?: boolean;
  label?: string;
  locale?: string;
}) {
  const [active, setActive] = useState<number | null>(null);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const total = data.reduce((s, d) => s + Math.max(0, d.value), 0);
  const slices: { label: string; value: number; color: string; a0: number; a1: number }[] = [];
  let angle = 0;
  data.forEach((d, i) => {
    const sweep = total > 0 ? (Math.max(0, d.value) / total) * Math.PI * 2 : 0;
    slices.push({ label: d.label, value: d.value, color: colorAt(i), a0: angle, a1: angle + sweep });
    angle += sweep;
  });
  const geometry = (size: Size) => {
    const outer = Math.max(1, (Math.min(size.width, size.height) / 2) * 0.9);
    return { cx: size.width / 2, cy: size.height / 2, outer, inner: donut ? outer * 0.55 : 0 };
  };
  const tipAt = (size: Size): Tip | null => {
    const s = active !== null ? slices[active] : undefined;
    if (!s) return null;
    const { cx, cy, outer } = geometry(size);
    const mid = (s.a0 + s.a1) / 2;
    return {
      title: s.label,
      rows: [
        {
          label: total > 0 ? percent.format(s.value / total) : '',
          value: number.format(s.value),
          color: s.color,
        },
      ],
      x: cx + outer * 0.7 * Math.sin(mid),
      y: cy - outer * 0.7 * Math.cos(mid),
    };
  };
  return (
    <ChartFrame
      kind="pie"
      label={label ?? slices.map((s) => s.label).join(', ')}
      legend={slices}
      count={slices.length}
      active={active}
      onActive={setActive}
      tip={tipAt}
      pointerIndex={(px, py, size) => {
        const { cx, cy, outer, inner } = geometry(size);
        const r = Math.hypot(px - cx, py - cy);
        if (r > outer || r < inner) return null;
        let a = Math.atan2(px - cx, cy - py);
        if (a < 0) a += Math.PI * 2;
        const i = slices.findIndex((s) => a >= s.a0 && a < s.a1);
        return i >= 0 ? i : null;
      }}
    >
      {(size) => {
        const { cx, cy, outer, inner } = geometry(size);
        return slices.map((s, i) =>
          s.a1 > s.a0 ? (
            <path
              key={s.label}
              className="chart-slice"
              d={arcPath(cx, cy, active === i ? outer + 3 : outer, inner, s.a0, s.a1)}
              fill={s.color}
              stroke="var(--card)"
              strokeWidth={1}
            />
          ) : null,
        );
      }}
    </ChartFrame>
  );
}

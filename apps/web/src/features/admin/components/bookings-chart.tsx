import type { AdminOverview } from '@setspot/domain/admin/overview-schemas';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../../lib/format-money';

type Day = AdminOverview['perDay'][number];

const HEIGHT = 260;
// Bookings are counted: whole ticks only.
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];

/**
 * Bookings requested (bars, left axis) and the value of those that went ahead (line, right axis) per
 * day. uPlot is loaded with this file only, on the overview page (ADR 0049). Redrawn at the width of
 * its box, so it fits a phone too.
 */
export function BookingsChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
      days.map((day) => day.bookings),
      days.map((day) => day.valueCents / 100),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        scales: {
          x: { time: true },
          bookings: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          value: {},
        },
        series: [
          {},
          {
            label: 'Bookings',
            scale: 'bookings',
            stroke: '#2563eb',
            fill: 'rgba(37, 99, 235, 0.25)',
            paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
          },
          {
            label: 'Value',
            scale: 'value',
            stroke: '#16a34a',
            width: 2,
            value: (_u, v) => formatMoney(v ?? 0),
          },
        ],
        axes: [
          {},
          { scale: 'bookings', label: 'Bookings', incrs: WHOLE_STEPS },
          {
            scale: 'value',
            side: 1,
            label: 'Value',
            values: (_u, ticks) => ticks.map((v) => formatMoney(v)),
            grid: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} data-testid="bookings-chart" className="w-full min-w-0" />;
}

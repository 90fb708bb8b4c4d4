import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uPlotStylesheet from 'uplot/dist/uPlot.min.css?url';
import type { TrafficReport } from '@shared/contracts/analytics';

// uPlot's own stylesheet, added when this chunk loads (the back office's CSS stays one file).
if (!document.querySelector(`link[href="${uPlotStylesheet}"]`)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = uPlotStylesheet;
  document.head.append(link);
}

const DAY_TICK_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365].map((days) => days * 86_400);
const pad = (value: number) => String(value).padStart(2, '0');
/**
 * dd.MM of a tick or point in the browser's calendar: ticks sit at its midnights, points at noon UTC of their
 * day, which is the same day anywhere within 11 hours of UTC.
 */
const dayMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}`;
};
const yearOf = (seconds: number) => new Date(seconds * 1000).getFullYear();

/**
 * Visitors and page views per day (uPlot, ~50 KB, loaded only with this section). Decorative for assistive
 * technology: the same numbers are the table beside it.
 */
export default function TrafficChart({ days }: { days: TrafficReport['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.day}T12:00:00Z`) / 1000),
      days.map((day) => day.visitors),
      days.map((day) => day.views),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 220,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [
          // The legend's day as the rest of the back office writes it (28.11.2026); uPlot's is American.
          {
            label: 'Dzień',
            value: (_chart, seconds) => (seconds == null ? '–' : `${dayMonth(seconds)}.${yearOf(seconds)}`),
          },
          { label: 'Odwiedzający', stroke: '#1d4ed8', width: 2, fill: 'rgba(29,78,216,0.08)' },
          { label: 'Odsłony', stroke: '#b45309', width: 2 },
        ],
        // Ticks on whole days (each point is a day; uPlot puts them at the browser's midnights), dd.MM.
        axes: [
          { incrs: DAY_TICK_STEPS, values: (_chart, splits) => splits.map((seconds) => dayMonth(seconds)) },
          { size: 40 },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} aria-hidden="true" data-testid="traffic-chart" className="w-full" />;
}

import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// Daily bar charts (the staff overview, a listing's statistics), drawn by uPlot on a canvas.
// This module is imported only after a chart has mounted (import() in DailyChart.tsx): the
// library and its CSS are a chunk of their own that no first load, and never the shell, carries.

export interface DailyChartInput {
  /** UTC days, `YYYY-MM-DD`, oldest first. */
  days: readonly string[];
  values: readonly number[];
  /** Bar colour: 3:1 or more against white (WCAG 1.4.11). */
  color: string;
  /** The page's language, for the axes' dates and numbers. */
  locale: string;
}

export interface DailyChartHandle {
  resize(width: number): void;
  destroy(): void;
}

export const CHART_HEIGHT = 180;
/** The site's muted text colour (5.9:1 on white) for the axes, a light line for the grid. */
const AXIS = '#5b6475';
const GRID = '#e3e7ee';
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** Whole steps only: these are counts. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

const HALF_DAY = 43_200;
const unix = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Draws `input` into `target`, `width` pixels wide; the handle resizes and removes it. */
export function drawDailyChart(
  target: HTMLElement,
  input: DailyChartInput,
  width: number,
): DailyChartHandle {
  const dayFormat = new Intl.DateTimeFormat(input.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const numberFormat = new Intl.NumberFormat(input.locale);
  // Wide as the day allows less a sliver: at a phone's width a day is under 3 px, and a thinner
  // bar is drawn blurred, fainter than its colour.
  const bars = uPlot.paths.bars?.({ size: [0.8, 16], gap: 0 });
  const chart = new uPlot(
    {
      width,
      height: CHART_HEIGHT,
      legend: { show: false },
      // The figures are in the page's table; a pointer gets no zoom to lose itself in.
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      // Days are UTC days: the axis must not shift them into the viewer's time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'UTC'),
      scales: {
        // Half a day each side: the first and last days' bars are whole, not cut at the edge.
        x: { time: true, range: (_chart, min, max) => [min - HALF_DAY, max + HALF_DAY] },
        y: { range: (_chart, _min, max) => [0, Math.max(4, max)] },
      },
      axes: [
        {
          stroke: AXIS,
          font: FONT,
          space: 64,
          grid: { show: false },
          ticks: { stroke: GRID },
          values: (_chart, splits) => splits.map((at) => dayFormat.format(new Date(at * 1000))),
        },
        {
          stroke: AXIS,
          font: FONT,
          size: 44,
          space: 32,
          incrs: COUNT_STEPS,
          grid: { stroke: GRID, width: 1 },
          ticks: { show: false },
          values: (_chart, splits) => splits.map((n) => numberFormat.format(n)),
        },
      ],
      series: [
        {},
        {
          stroke: input.color,
          fill: input.color,
          width: 0,
          points: { show: false },
          ...(bars ? { paths: bars } : {}),
        },
      ],
    },
    [input.days.map(unix), [...input.values]],
    target,
  );
  return {
    resize: (next) => chart.setSize({ width: next, height: CHART_HEIGHT }),
    destroy: () => chart.destroy(),
  };
}

import { useEffect, useRef } from 'react';
import type { DailyChartHandle, DailyChartInput, drawDailyChart } from './daily-chart';

/** How the page gets the chart code: import() by default, a stand-in in unit tests. */
export type ChartLoader = () => Promise<{ drawDailyChart: typeof drawDailyChart }>;

/** The chart library's chunk, fetched the first time a chart mounts: no page's first load. */
export const loadCharts: ChartLoader = () =>
  import(/* webpackChunkName: "daily-charts" */ './daily-chart');

/**
 * One series as bars. The canvas says nothing to a screen reader: the box is an image named by
 * `summary`, and the page's table holds every figure. Should the chart code fail to arrive, the
 * summary and the table still say it all. `className` sizes the box (the page's stylesheet).
 */
export function DailyChart({
  input,
  summary,
  load = loadCharts,
  className = 'daily-chart',
}: {
  input: DailyChartInput;
  summary: string;
  load?: ChartLoader;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let handle: DailyChartHandle | null = null;
    let resizes: ResizeObserver | null = null;
    let gone = false;
    load()
      .then(({ drawDailyChart }) => {
        if (gone) return;
        handle = drawDailyChart(element, input, element.clientWidth);
        // The box follows the page's width (a phone turned, a window resized): so does the canvas.
        if (typeof ResizeObserver !== 'undefined') {
          let width = element.clientWidth;
          resizes = new ResizeObserver(() => {
            if (element.clientWidth === width) return;
            width = element.clientWidth;
            handle?.resize(width);
          });
          resizes.observe(element);
        }
      })
      .catch(() => {
        // Nothing to draw with: the summary and the table stand in.
      });
    return () => {
      gone = true;
      resizes?.disconnect();
      handle?.destroy();
    };
  }, [input, load]);
  return <div ref={box} className={className} role="img" aria-label={summary} />;
}

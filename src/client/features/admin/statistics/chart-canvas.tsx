import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";

// Only the pieces the dashboard draws: bars and a ring, with their axes, legend and tooltips
// (decision 086: Chart.js, tree-shaken, in the admin's lazy chunk only).
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Legend,
  Tooltip,
);
Chart.defaults.font.family = "inherit";
Chart.defaults.color = "#57534e";
// No animation: nothing to wait for on a cheap phone, and the same picture every time it is drawn.
Chart.defaults.animation = false;

/**
 * One chart on a canvas, drawn from `config` and redrawn when it changes. The canvas is hidden from
 * screen readers: each chart is followed by a table with the same figures.
 */
export function ChartCanvas({ config, height }: { config: ChartConfiguration; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    // jsdom (component tests) has no canvas: the tables are what they read.
    if (!context) return;
    const chart = new Chart(context, {
      ...config,
      options: { ...config.options, maintainAspectRatio: false },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="relative w-full" style={{ height }} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}

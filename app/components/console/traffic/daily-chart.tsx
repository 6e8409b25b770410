import { cn } from "#app/lib/cn.ts";

/** One UTC day's figures. */
export type TrafficDay = { day: string; visitors: number; views: number; leads: number };

const WIDTH = 720;
const PHONE_WIDTH = 340;
const HEIGHT = 200;
const PAD = { top: 24, right: 12, bottom: 28, left: 40 };

/** A round top for the axis whose half, the middle line, is a whole count too: 2, 4 or 10 times a power of ten. */
export function niceMax(value: number): number {
  const power = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1) / 2)));
  return ([2, 4, 10].find((step) => step * power >= value) ?? 20) * power;
}

/** The plot at one drawn width: a phone's is narrower, so its 11-unit text reads at about 11 px. */
function Plot({ days, max, width, id, className }: { days: TrafficDay[]; max: number; width: number; id: string; className: string }) {
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(days.length, 1);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.ceil(days.length / Math.floor(plotWidth / 80));
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} className={cn("h-auto w-full", className)} role="img" aria-labelledby={id}>
      <title id={id}>Visitors and leads per day</title>
      <text x={4} y={12} fontSize="11" fill="#5b6577">
        Count per day
      </text>
      {[0, 0.5, 1].map((share) => (
        <g key={share}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(max * share)} y2={y(max * share)} stroke="#e4e7ef" />
          <text x={PAD.left - 6} y={y(max * share) + 4} textAnchor="end" fontSize="11" fill="#5b6577">
            {Math.round(max * share)}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const x = PAD.left + index * step;
        return (
          <g key={day.day}>
            <rect x={x + step * 0.15} y={y(day.visitors)} width={step * 0.7} height={Math.max(0, y(0) - y(day.visitors))} rx="2" fill="#c9beff" />
            {day.leads > 0 ? <circle cx={x + step / 2} cy={y(day.leads)} r={Math.min(4, step / 3)} fill="#4328d8" /> : null}
            {(days.length - 1 - index) % labelEvery === 0 ? (
              <text x={x + step / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#5b6577">
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Visitors (bars) and leads (dots) per day on one count axis scaled to the
 * larger of the two, drawn as SVG on the server so it reads without
 * JavaScript; the same figures follow as a table for screen readers.
 */
export function DailyChart({ days }: { days: TrafficDay[] }) {
  const max = niceMax(Math.max(...days.flatMap((day) => [day.visitors, day.leads]), 1));
  const sum = (key: "visitors" | "leads") => days.reduce((total, day) => total + day[key], 0);
  return (
    <figure className="m-0">
      <Plot days={days} max={max} width={PHONE_WIDTH} id="daily-chart-title-phone" className="sm:hidden" />
      <Plot days={days} max={max} width={WIDTH} id="daily-chart-title" className="max-sm:hidden" />
      <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm bg-[#c9beff]" aria-hidden="true" /> Visitors ({sum("visitors").toLocaleString("en-US")} in the period)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-brand-strong" aria-hidden="true" /> Leads ({sum("leads").toLocaleString("en-US")} in the period)
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Visitors, views and leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Views</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.visitors}</td>
              <td>{day.views}</td>
              <td>{day.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

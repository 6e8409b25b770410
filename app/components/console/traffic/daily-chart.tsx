/** One UTC day's figures. */
export type TrafficDay = { day: string; visitors: number; views: number; leads: number };

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/** A round top for the axis whose half, the middle line, is a whole count too: 2, 4 or 10 times a power of ten. */
export function niceMax(value: number): number {
  const power = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1) / 2)));
  return ([2, 4, 10].find((step) => step * power >= value) ?? 20) * power;
}

/**
 * Visitors (bars) and leads (dots) per day, drawn as SVG on the server so it
 * reads without JavaScript; the same figures follow as a table for screen
 * readers.
 */
export function DailyChart({ days }: { days: TrafficDay[] }) {
  const max = niceMax(Math.max(...days.map((day) => day.visitors), 1));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(days.length, 1);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.ceil(days.length / 8);
  return (
    <figure className="m-0">
      {/* On a phone the chart keeps a width its labels can be read at and scrolls sideways,
          starting at its right end (a right-to-left scroller): the newest days show first. */}
      <div className="overflow-x-auto [direction:rtl]">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[36rem] [direction:ltr]" role="img" aria-labelledby="daily-chart-title">
          <title id="daily-chart-title">Visitors and leads per day</title>
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * share)} y2={y(max * share)} stroke="#e4e7ef" />
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
                {day.leads > 0 ? <circle cx={x + step / 2} cy={y(Math.min(day.leads, max))} r="4" fill="#4328d8" /> : null}
                {index % labelEvery === 0 ? (
                  <text x={x + step / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#5b6577">
                    {day.day.slice(5)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-1 flex gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm bg-[#c9beff]" aria-hidden="true" /> Visitors
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-brand-strong" aria-hidden="true" /> Leads
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

import { site } from "#app/config/site.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The brand mark and wordmark, drawn inline so it is crisp and costs no
 * request. A second logo on the same page names its gradient apart. The
 * drawing (like favicon.svg, the same mark) leaves out what SVG defaults to
 * (a gradient's x1/y1 and a first stop's offset of 0, the <defs> wrapper a
 * gradient does not need): it is in every page, three times.
 */
export function Logo({ className, inverse = false, gradientId = "logo-g" }: { className?: string; inverse?: boolean; gradientId?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <linearGradient id={gradientId} x2="1" y2="1">
          <stop stopColor="#7c5cff" />
          <stop offset="1" stopColor="#4328d8" />
        </linearGradient>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path d="M9 21.5c3.2-1 5.4-3.6 6.6-7.8.5 4 2.6 6.7 7.4 7.8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="22.5" cy="10.5" r="2.4" fill="#ff8a8a" />
      </svg>
      <span className={cn("text-xl font-extrabold tracking-tight", inverse ? "text-white" : "text-ink")}>
        {site.name}
      </span>
    </span>
  );
}

import { useId } from "react";
import { cn } from "~/lib/cn";

/**
 * The privacy and security trust seal: a shield with a lock and a verified
 * tick, drawn inline (crisp, no request). It takes the text colour of where
 * it sits; pages on a light background pass their own border, background and
 * text classes.
 */
export function TrustSeal({ className, label = "Privacy & Security Verified" }: { className?: string; label?: string }) {
  const id = useId().replace(/[^\w-]/g, "");
  return (
    <span
      className={cn(
        "inline-flex items-center gap-3 rounded-2xl border border-white/15 bg-white/5 py-2 pr-4 pl-2.5",
        className,
      )}
    >
      <svg viewBox="0 0 44 44" className="size-10 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={`${id}-shield`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#34d399" />
            <stop offset="1" stopColor="#047857" />
          </linearGradient>
          <linearGradient id={`${id}-tick`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c5cff" />
            <stop offset="1" stopColor="#4328d8" />
          </linearGradient>
        </defs>
        <path d="M20 2.5 35 8v11.2c0 9.6-6.3 17.6-15 20.3-8.7-2.7-15-10.7-15-20.3V8L20 2.5Z" fill={`url(#${id}-shield)`} />
        <path
          d="M20 6.2 31.6 10.5v8.7c0 7.6-4.8 14-11.6 16.4-6.8-2.4-11.6-8.8-11.6-16.4v-8.7L20 6.2Z"
          fill="none"
          stroke="#fff"
          strokeOpacity=".35"
          strokeWidth="1.2"
        />
        <path d="M15.6 17.4v-2.6a4.4 4.4 0 0 1 8.8 0v2.6" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <rect x="12.8" y="17" width="14.4" height="11" rx="2.8" fill="#fff" />
        <circle cx="20" cy="21.6" r="1.7" fill="#047857" />
        <path d="M20 22.6v2.4" stroke="#047857" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="33.5" cy="33.5" r="8.5" fill={`url(#${id}-tick)`} stroke="#fff" strokeWidth="2" />
        <path d="m29.8 33.6 2.5 2.5 5-5.2" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-left leading-tight">
        <span className="block text-[0.7rem] font-semibold tracking-wider uppercase opacity-70">Trusted</span>
        <span className="block text-sm font-semibold">{label}</span>
      </span>
    </span>
  );
}

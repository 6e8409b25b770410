import { cn } from "~/lib/cn";

/** The privacy and security trust seal, drawn inline. */
export function TrustSeal({ className, label = "Privacy & Security Verified" }: { className?: string; label?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2.5 rounded-2xl border border-white/15 bg-white/5 py-2 pr-4 pl-2.5",
        className,
      )}
    >
      <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true" focusable="false">
        <path d="M20 3 6 8.5v9.8c0 8.6 5.9 16.3 14 18.7 8.1-2.4 14-10.1 14-18.7V8.5L20 3Z" fill="#10b981" />
        <path d="M20 6.2 9 10.5v7.8c0 6.9 4.6 13.1 11 15.3 6.4-2.2 11-8.4 11-15.3v-7.8L20 6.2Z" fill="#047857" />
        <path d="m14.5 20.2 3.8 3.8 7.6-8" fill="none" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-left leading-tight">
        <span className="block text-[0.7rem] font-semibold tracking-wider uppercase opacity-70">Trusted</span>
        <span className="block text-sm font-semibold">{label}</span>
      </span>
    </span>
  );
}

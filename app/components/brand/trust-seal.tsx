import { cn } from "#app/lib/cn.ts";

/**
 * The footer's trust seal. A file (public/images/brand/trust-seal.svg), not inline SVG: on every page its paths would be bytes
 * in the first round trip that nothing else shares. Lazy and decorative (the label says it).
 */
export function TrustSeal({ className, label = "Privacy & Security Verified" }: { className?: string; label?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-3 rounded-2xl border border-white/15 bg-white/5 py-2 pr-4 pl-2.5",
        className,
      )}
    >
      <img src="/images/brand/trust-seal.svg" alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0" />
      <span className="text-left leading-tight">
        <span className="block text-[0.7rem] font-semibold tracking-wider uppercase opacity-70">Trusted</span>
        <span className="block text-sm font-semibold">{label}</span>
      </span>
    </span>
  );
}

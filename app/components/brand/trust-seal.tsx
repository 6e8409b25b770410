import { cn } from "~/lib/cn";

/**
 * The privacy and security trust seal: a shield with a lock and a verified
 * tick, beside its label. The drawing is a file (public/images/brand/trust-seal.svg),
 * not inline SVG: the seal is in every page's footer, and its paths would
 * otherwise be bytes no other part of the page shares, inside the first
 * round trip. It loads lazily and is decorative (the label says it). The
 * drawing has its own colours; pages on a light background pass their own
 * border, background and text classes for the label.
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

import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const fieldControlClasses =
  "w-full rounded-xl border border-line bg-white px-3.5 text-[0.95rem] text-ink shadow-xs transition-colors placeholder:text-muted/80 hover:border-ink/25 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/40 disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldControlClasses, "h-11", className)} {...props} />;
}

import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** The outcome of a change, or what is wrong: announced to screen readers as it appears. */
export function Notice({ tone, children, className }: { tone: "ok" | "error"; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        tone === "ok" ? "border-minty-border bg-minty-bg text-success" : "border-danger/30 bg-danger-soft text-danger",
        className,
      )}
    >
      {children}
    </div>
  );
}

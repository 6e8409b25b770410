import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** A native checkbox (posts without JavaScript), sized for touch and themed. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "mt-0.5 size-5 shrink-0 cursor-pointer rounded-md border-line accent-brand disabled:cursor-not-allowed aria-invalid:outline-2 aria-invalid:outline-danger",
        className,
      )}
      {...props}
    />
  );
}

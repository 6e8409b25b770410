import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { fieldControlClasses } from "#app/components/ui/input.tsx";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea className={cn(fieldControlClasses, "min-h-28 py-2.5 leading-relaxed", className)} {...props} />
  );
}

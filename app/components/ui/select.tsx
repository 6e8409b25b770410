import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { fieldControlClasses } from "#app/components/ui/input.tsx";

export type SelectOption = { value: string; label: string };

type SelectProps = ComponentProps<"select"> & {
  options: readonly SelectOption[];
  /** Text of the empty first option; omitted when not given. */
  placeholder?: string;
};

/**
 * A native select, styled: it is accessible everywhere, works on phones with
 * the platform picker, and posts with the form when JavaScript is off.
 */
export function Select({ className, options, placeholder, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(fieldControlClasses, "h-11 appearance-none pr-10", className)} {...props}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}

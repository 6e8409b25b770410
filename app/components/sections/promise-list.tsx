import { Check } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** A hero's short promises ("No setup costs"), each with a tick; centred on phones, left from 1024 px. */
export function PromiseList({ promises, checkClassName }: { promises: readonly string[]; checkClassName: string }) {
  return (
    <ul className="mt-5 flex flex-wrap justify-center gap-x-5 gap-y-2 text-[0.95rem] font-semibold text-ink-soft lg:justify-start">
      {promises.map((promise) => (
        <li key={promise} className="inline-flex items-center gap-1.5">
          <Check className={cn("size-4", checkClassName)} strokeWidth={3} aria-hidden="true" />
          {promise}
        </li>
      ))}
    </ul>
  );
}

import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "#app/lib/cn.ts";

type FormNoticeProps = {
  tone: "success" | "error";
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The notice a form shows after an answer. It sits inside a live region the
 * form keeps mounted, so screen readers hear it when it appears; it can take
 * focus (tabIndex -1) so the visitor lands on it.
 */
export function FormNotice({ tone, title, children, className, ref }: FormNoticeProps) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-tone={tone}
      className={cn(
        "flex items-start gap-3 rounded-2xl border p-4 text-sm leading-relaxed outline-none focus-visible:outline-3 focus-visible:outline-offset-2",
        tone === "success"
          ? "border-minty-border bg-minty-bg text-ink focus-visible:outline-minty"
          : "border-danger/25 bg-danger-soft text-ink focus-visible:outline-danger",
        className,
      )}
    >
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", tone === "success" ? "text-success" : "text-danger")}
        aria-hidden="true"
      />
      <div className="grid gap-0.5">
        {title ? <p className="font-semibold text-ink">{title}</p> : null}
        <p className={title ? "text-ink-soft" : "font-medium"}>{children}</p>
      </div>
    </div>
  );
}

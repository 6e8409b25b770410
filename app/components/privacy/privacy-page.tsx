import type { ReactNode } from "react";
import { FormNotice } from "#app/components/forms/form-notice.tsx";
import { cn } from "#app/lib/cn.ts";

/** The contact page's gradient and glows, behind content that starts below the fixed header. */
export function PrivacyBackdrop({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("relative isolate overflow-hidden", className)}>
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[640px]">
        <div className="absolute inset-0 bg-gradient-to-b from-brand-soft via-brand-soft/40 to-white" />
        <div className="absolute -top-40 -right-32 size-[520px] rounded-full bg-[radial-gradient(circle,rgb(124_92_255/0.22),transparent_65%)]" />
        <div className="absolute top-40 -left-40 size-[420px] rounded-full bg-[radial-gradient(circle,rgb(255_107_107/0.14),transparent_65%)]" />
      </div>
      {children}
    </div>
  );
}

/** A success is a status, a refusal an alert, so assistive technology reads it out. */
export function PrivacyNotice({
  tone,
  title,
  text,
  className,
}: {
  tone: "success" | "error";
  title: string;
  text: ReactNode;
  className?: string;
}) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={className} data-notice={tone}>
      <FormNotice tone={tone} title={title}>
        {text}
      </FormNotice>
    </div>
  );
}

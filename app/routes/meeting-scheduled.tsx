import { CalendarCheck } from "lucide-react";
import type { Route } from "./+types/meeting-scheduled";
import { FeedbackForm } from "#app/components/forms/feedback-form.tsx";
import { WaysOn } from "#app/components/layout/ways-on.tsx";
import { meetingNextLinks } from "#app/config/navigation.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { cn } from "#app/lib/cn.ts";

export const handle: SiteHandle = {};

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Thank you for booking a meeting with our team!",
    description: "Thank you for booking a meeting with our team.",
  });

export default function Page() {
  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[560px]">
        <div className="absolute inset-0 bg-gradient-to-b from-brand-soft via-brand-soft/40 to-white" />
        <div className="absolute -top-48 left-1/2 size-[640px] -translate-x-1/2 rounded-full bg-[radial-gradient(circle,rgb(124_92_255/0.22),transparent_65%)]" />
      </div>

      <div className="mx-auto max-w-2xl px-4 pt-28 pb-20 text-center sm:px-6 sm:pt-36 lg:pb-28">
        <div
          className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-brand to-[#8b6cff] text-white shadow-[0_14px_34px_-12px_var(--color-brand)]"
          aria-hidden="true"
        >
          <CalendarCheck className="size-8" />
        </div>
        <h1 className="mt-6 text-h1 text-ink">
          Thank you for booking a meeting with our team!
        </h1>
        <p className="mx-auto mt-4 max-w-lg text-lg text-pretty text-muted">
          Your meeting is on the calendar. One quick question while you&apos;re here:
        </p>

        <div className={cn(surfaceClass, "mt-10 rounded-[1.75rem] p-5 text-left sm:p-8")}>
          <FeedbackForm />
        </div>

        <WaysOn title="Before your meeting" links={meetingNextLinks} className="mt-12" />
      </div>
    </div>
  );
}

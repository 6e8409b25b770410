import { CalendarDays, CalendarPlus, CalendarRange, Clock, History, Mic, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { RichText } from "#app/components/sections/rich-text.tsx";
import { surfaceClass } from "#app/components/sections/section.tsx";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import type { Webinar } from "#app/content/webinars/schema.ts";
import { webinarPageCopy } from "#app/content/webinar-page.ts";
import { cn } from "#app/lib/cn.ts";
import { type NextWebinar, type WebinarSession, calendarPath, sessionState } from "#app/lib/webinar-sessions.ts";

export type WebinarView = Pick<
  Webinar,
  "id" | "title" | "titleLines" | "description" | "date" | "time" | "timezone" | "duration" | "presenter" | "keyTakeaways"
>;

/** The h1 at the plain-page size (titles are sentences); content-given lines break there, the first in the brand colour. */
export function WebinarTitle({ webinar }: { webinar: Pick<Webinar, "title" | "titleLines"> }) {
  return (
    <h1 className="text-h1 text-ink">
      {webinar.titleLines ? (
        <>
          <span className="block text-brand">{webinar.titleLines[0]}</span> <span className="block">{webinar.titleLines[1]}</span>
        </>
      ) : (
        webinar.title
      )}
    </h1>
  );
}

/** Several live sessions: the visitor picks the date on Zoom. */
export function SessionsIntro({ sessions }: { sessions: readonly WebinarSession[] }) {
  if (sessions.length < 2) return null;
  return (
    <div className="mt-8 flex gap-4 rounded-2xl border border-brand/20 bg-brand-soft/70 p-5">
      <CalendarRange className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
      <p className="text-ink-soft">
        <strong className="font-semibold text-ink">{webinarPageCopy.sessionsIntro.lead(sessions.length)}</strong>{" "}
        {webinarPageCopy.sessionsIntro.text}
      </p>
    </div>
  );
}

/** Every session has ended: when it took place, whether there is a recording, and the next webinar if one is scheduled. */
export function PastNotice({ date, recorded, next }: { date: string; recorded: boolean; next?: NextWebinar }) {
  const copy = webinarPageCopy.past;
  return (
    <div className="mt-8 flex gap-4 rounded-2xl border border-brand/20 bg-brand-soft/70 p-5" data-testid="webinar-over">
      <History className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
      <div className="grid gap-2 text-ink-soft">
        <p>
          <strong className="font-semibold text-ink">{copy.tookPlace(date)}</strong> {recorded ? copy.recorded : copy.unrecorded}
        </p>
        <p>
          {next ? (
            <>
              {copy.next}{" "}
              <Link href={`/webinar/${next.id}`} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong">
                {next.title}
              </Link>
              , {next.dateLabel}.
            </>
          ) : (
            copy.noNext
          )}
        </p>
      </div>
    </div>
  );
}

type Fact = { icon: ReactNode; label: string; children: ReactNode };

function FactRow({ icon, label, children, className }: Fact & { className?: string }) {
  return (
    <div className={cn("flex gap-4", className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand" aria-hidden="true">
        {icon}
      </span>
      <dl className="min-w-0">
        <dt className="text-eyebrow text-muted">{label}</dt>
        <dd className="mt-1 text-ink">{children}</dd>
      </dl>
    </div>
  );
}

function DetailCard({
  more,
  className,
  ...fact
}: Fact & {
  /** A second fact that belongs with the first, under a hairline in the same card. */
  more?: Fact;
  className?: string;
}) {
  return (
    <div className={cn(surfaceClass, "grid content-start gap-4 rounded-2xl p-5", className)}>
      <FactRow {...fact} />
      {more ? <FactRow {...more} className="border-t border-line/70 pt-4" /> : null}
    </div>
  );
}

const stateBadge = {
  past: "bg-line/70 text-muted",
  live: "bg-danger-soft text-danger",
} as const;

/** A past session says so; one to come offers its calendar file. */
function SessionDates({ webinarId, sessions, now }: { webinarId: string; sessions: readonly WebinarSession[]; now: number }) {
  return (
    <ul className="grid gap-2">
      {sessions.map((session) => {
        const state = sessionState(session, now);
        return (
          <li key={session.number} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-session-state={state}>
            <span className={cn("font-semibold", state === "past" && "text-muted")}>{session.dateLabel}</span>
            {state === "upcoming" ? (
              <a
                href={calendarPath(webinarId, session.number)}
                download
                className="inline-flex min-h-8 items-center gap-1.5 rounded-full text-sm font-semibold text-brand underline-offset-4 hover:underline"
              >
                <CalendarPlus className="size-4" aria-hidden="true" />
                {webinarPageCopy.addToCalendar}
                <span className="sr-only"> ({session.dateLabel})</span>
              </a>
            ) : (
              <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase", stateBadge[state])}>
                {webinarPageCopy.sessionStates[state]}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Date and time in one card, then duration and presenter; from sm the date card spans the left column's height. */
export function WebinarFacts({
  webinar,
  sessions,
  now,
}: {
  webinar: WebinarView;
  sessions: readonly WebinarSession[];
  now: number;
}) {
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="webinar-facts">
      <DetailCard
        icon={<CalendarDays className="size-5" />}
        label={sessions.length > 1 ? webinarPageCopy.facts.dates : webinarPageCopy.facts.date}
        more={{
          icon: <Clock className="size-5" />,
          label: webinarPageCopy.facts.time,
          children: (
            <span className="font-semibold">
              {webinar.time} {webinar.timezone}
            </span>
          ),
        }}
        className="sm:row-span-2"
      >
        <SessionDates webinarId={webinar.id} sessions={sessions} now={now} />
      </DetailCard>
      <DetailCard icon={<Timer className="size-5" />} label={webinarPageCopy.facts.duration}>
        <span className="font-semibold">{webinar.duration}</span>
      </DetailCard>
      <DetailCard icon={<Mic className="size-5" />} label={webinarPageCopy.facts.presenter}>
        <span className="block font-semibold">{webinar.presenter.name}</span>
        <span className="block text-sm text-muted">{webinar.presenter.title}</span>
      </DetailCard>
    </div>
  );
}

export function KeyTakeaways({ takeaways }: { takeaways: readonly string[] }) {
  return (
    <section aria-labelledby="key-takeaways" className="mt-14">
      <h2 id="key-takeaways" className="text-h3 text-ink">
        {webinarPageCopy.keyTakeaways}
      </h2>
      <ol className="mt-6 grid gap-4">
        {takeaways.map((takeaway, index) => (
          <li key={takeaway} className="flex gap-4">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <p className="pt-0.5 text-lg leading-relaxed text-ink-soft">
              <RichText text={takeaway} emphasisClassName="font-semibold text-ink" />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** `picture`: raster files when the record names an SVG (vite/webinar-art.ts). */
export function AboutPresenter({ presenter, picture }: { presenter: Webinar["presenter"]; picture?: ResponsiveImage }) {
  // Every person on the site is shown in a round frame.
  const imageClass = "size-28 shrink-0 rounded-full bg-brand-soft object-cover";
  return (
    <section aria-labelledby="about-presenter" className={cn(surfaceClass, "mt-14 rounded-[1.75rem] p-6 sm:p-8")}>
      <h2 id="about-presenter" className="text-h3 text-ink">
        {webinarPageCopy.aboutPresenter}
      </h2>
      <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
        {picture ? (
          <ResponsivePicture image={picture} sizes="112px" alt={presenter.name} loading="lazy" decoding="async" pictureClassName="shrink-0" className={imageClass} />
        ) : (
          <img src={presenter.image} alt={presenter.name} width={112} height={112} loading="lazy" decoding="async" className={imageClass} />
        )}
        <div>
          <p className="text-lg font-semibold text-ink">{presenter.name}</p>
          <p className="text-muted">{presenter.title}</p>
          <p className="mt-3 leading-relaxed text-ink-soft">{presenter.bio}</p>
        </div>
      </div>
    </section>
  );
}

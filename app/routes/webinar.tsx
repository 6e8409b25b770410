import { ArrowDown } from "lucide-react";
import { data, replace } from "react-router";
import webinarArt from "virtual:webinar-art";
import type { Route } from "./+types/webinar";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { Container, Eyebrow, surfaceClass } from "#app/components/sections/section.tsx";
import { useNow } from "#app/components/webinar/use-now.ts";
import { RegistrationForm } from "#app/components/webinar/registration-form.tsx";
import { AboutPresenter, KeyTakeaways, PastNotice, SessionsIntro, WebinarFacts, WebinarTitle } from "#app/components/webinar/webinar-details.tsx";
import { webinarPageCopy } from "#app/content/webinar-page.ts";
import { findWebinar, otherWebinars, WEBINAR_NOT_FOUND } from "#app/content/webinars/index.ts";
import { goneSeo, TakenDownBoundary } from "#app/components/layout/gone-page.tsx";
import { siteContent } from "#app/load-context.server.ts";
import { cn } from "#app/lib/cn.ts";
import { webinarJsonLd } from "#app/lib/structured-data.ts";
import { seo } from "#app/lib/seo.ts";
import { nextWebinar, webinarOver, webinarSessions } from "#app/lib/webinar-sessions.ts";

export function loader({ params, context, url }: Route.LoaderArgs) {
  const content = siteContent(context);
  const webinar = findWebinar(content.webinars, params.id);
  // A webinar taken down is gone.
  if (!webinar && content.removed.has(url.pathname)) throw data(null, { status: 410 });
  // An unknown webinar goes home, replacing the history entry; the reason goes
  // along as X-Redirect-Reason (`/webinar` alone is a redirect of its own).
  if (!webinar) throw replace("/", { headers: { "X-Redirect-Reason": WEBINAR_NOT_FOUND } });
  // Prerendered: the page is first drawn as of its build, then the browser's clock decides which sessions are past, whether the
  // webinar is over (the form then gates the recording) and which other webinar is next.
  // The sessions' dates are written here, in the organizer's time zone, so the
  // browser makes no date formatter of its own: its first one loads locale
  // data in one long task while the page hydrates.
  // The pictures as raster files where the webinar names SVG drawings (vite/webinar-art.ts).
  const art = { background: webinarArt.backgrounds[webinar.backgroundImage], presenter: webinarArt.presenters[webinar.presenter.image] };
  return { webinar, sessions: webinarSessions(webinar), others: otherWebinars(webinar.id, content.webinars), renderedAt: Date.now(), art };
}

export const ErrorBoundary = TakenDownBoundary;

export const meta: Route.MetaFunction = (args) => {
  if (args.error) return seo(args, goneSeo);
  const webinar = args.loaderData?.webinar;
  const sessions = args.loaderData?.sessions;
  if (!webinar || !sessions) return [];
  return [
    ...seo(args, {
      title: webinar.title,
      description: webinar.description ?? `Live webinar with ${webinar.presenter.name}: ${webinar.title}. ${webinar.date}, ${webinar.time} ${webinar.timezone}.`,
      image: webinar.backgroundImage || undefined,
    }),
    webinarJsonLd(args, webinar, sessions),
  ];
};

/** The background is faint and fades out: a file of half its drawn width is enough. */
const WEBINAR_BACKGROUND_SIZES = "50vw";
const backgroundClass =
  "pointer-events-none absolute inset-x-0 top-0 -z-10 h-[34rem] w-full object-cover opacity-[0.12] [mask-image:linear-gradient(to_bottom,black,transparent)]";

export default function WebinarPage({ loaderData: { webinar, sessions, others, renderedAt, art } }: Route.ComponentProps) {
  const now = useNow(renderedAt);
  const over = webinarOver(sessions, now);
  const copy = webinarPageCopy;
  const aside = !over
    ? { jump: copy.jumpToForm, title: copy.formTitle, intro: webinar.registrationUrl ? copy.formIntro.zoom : copy.formIntro.email }
    : webinar.recording
      ? { ...copy.recordingForm, intro: copy.recordingForm.intro(webinar.recording.duration) }
      : copy.endedForm;
  return (
    <div className="relative isolate overflow-x-clip bg-gradient-to-b from-brand-soft/70 via-white to-white">
      {art.background ? (
        <ResponsivePicture image={art.background} sizes={WEBINAR_BACKGROUND_SIZES} alt="" decoding="async" className={backgroundClass} />
      ) : webinar.backgroundImage ? (
        <img src={webinar.backgroundImage} alt="" width={1600} height={900} decoding="async" className={backgroundClass} />
      ) : null}
      <Container className="grid gap-12 pt-28 pb-20 sm:pt-32 lg:grid-cols-3 lg:gap-14 lg:pt-36 lg:pb-28">
        <div className="min-w-0 lg:col-span-2">
          <Eyebrow>{over ? copy.past.eyebrow(Boolean(webinar.recording)) : copy.eyebrow(sessions.length)}</Eyebrow>
          <div className="mt-4">
            <WebinarTitle webinar={webinar} />
          </div>
          {webinar.description ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{webinar.description}</p> : null}
          {/* On phones the form comes after the content: one tap gets there. */}
          <a
            href="#register"
            className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-strong lg:hidden"
          >
            {aside.jump}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
          {over ? (
            <PastNotice date={webinar.date} recorded={Boolean(webinar.recording)} next={nextWebinar(others, now)} />
          ) : (
            <SessionsIntro sessions={sessions} />
          )}
          <WebinarFacts webinar={webinar} sessions={sessions} now={now} />
          <KeyTakeaways takeaways={webinar.keyTakeaways} />
          <AboutPresenter presenter={webinar.presenter} picture={art.presenter} />
        </div>
        <aside
          id="register"
          aria-labelledby="register-title"
          className={cn(surfaceClass, "scroll-mt-24 self-start rounded-[1.75rem] p-6 shadow-pop sm:p-8 lg:sticky lg:top-24")}
        >
          <h2 id="register-title" className="text-h3 text-ink">
            {aside.title}
          </h2>
          <p className="mt-2 text-muted">{aside.intro}</p>
          <div className="mt-6">
            <RegistrationForm webinar={webinar} over={over} />
          </div>
        </aside>
      </Container>
    </div>
  );
}

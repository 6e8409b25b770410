import { ArrowDown } from "lucide-react";
import { replace } from "react-router";
import type { Route } from "./+types/webinar";
import { Container, Eyebrow, surfaceClass } from "~/components/sections/section";
import { useNow } from "~/components/webinar/use-now";
import { RegistrationForm } from "~/components/webinar/registration-form";
import { AboutPresenter, KeyTakeaways, SessionsIntro, WebinarFacts, WebinarTitle } from "~/components/webinar/webinar-details";
import { site } from "~/config/site";
import { getWebinar } from "~/content/webinars";
import { cn } from "~/lib/cn";
import { webinarJsonLd } from "~/lib/structured-data";
import { seo } from "~/lib/seo";
import { sessionState, webinarSessions } from "~/lib/webinar-sessions";

/** Why a webinar address goes home instead; sent as X-Redirect-Reason so logs and tests can tell. */
export const WEBINAR_LOOKUP_ERRORS = {
  missing: "No webinar slug provided",
  notFound: "Webinar not found",
} as const;

export function loader({ params }: Route.LoaderArgs) {
  const reason = !params.id ? WEBINAR_LOOKUP_ERRORS.missing : WEBINAR_LOOKUP_ERRORS.notFound;
  const webinar = params.id ? getWebinar(params.id) : undefined;
  // A missing or unknown webinar goes home, replacing the history entry.
  if (!webinar) throw replace("/", { headers: { "X-Redirect-Reason": reason } });
  // Prerendered: the page is first drawn as of its build, then the browser's clock decides which sessions are past.
  return { webinar, renderedAt: Date.now() };
}

export const meta: Route.MetaFunction = (args) => {
  const webinar = args.loaderData?.webinar;
  if (!webinar) return [];
  return [
    ...seo(args, {
      title: webinar.title,
      description: webinar.description ?? `Live webinar with ${webinar.presenter.name}: ${webinar.title}. ${webinar.date}, ${webinar.time} ${webinar.timezone}.`,
      image: webinar.backgroundImage || undefined,
    }),
    webinarJsonLd(args, webinar),
  ];
};

export default function WebinarPage({ loaderData: { webinar, renderedAt } }: Route.ComponentProps) {
  const now = useNow(renderedAt);
  const sessions = webinarSessions(webinar);
  const allPast = sessions.every((session) => sessionState(session, now) === "past");
  return (
    <div className="relative isolate overflow-x-clip bg-gradient-to-b from-brand-soft/70 via-white to-white">
      {webinar.backgroundImage ? (
        <img
          src={webinar.backgroundImage}
          alt=""
          width={1600}
          height={900}
          decoding="async"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[34rem] w-full object-cover opacity-[0.12] [mask-image:linear-gradient(to_bottom,black,transparent)]"
        />
      ) : null}
      <Container className="grid gap-12 pt-28 pb-20 sm:pt-32 lg:grid-cols-3 lg:gap-14 lg:pt-36 lg:pb-28">
        <div className="min-w-0 lg:col-span-2">
          <Eyebrow>{sessions.length > 1 ? "Live webinar · two sessions" : "Live webinar"}</Eyebrow>
          <div className="mt-4">
            <WebinarTitle webinar={webinar} />
          </div>
          {webinar.description ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{webinar.description}</p> : null}
          {/* On phones the form comes after the content: one tap gets there. */}
          <a
            href="#register"
            className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-strong lg:hidden"
          >
            Secure your spot
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
          <SessionsIntro sessions={sessions} />
          <WebinarFacts webinar={webinar} sessions={sessions} now={now} />
          <KeyTakeaways takeaways={webinar.keyTakeaways} />
          <AboutPresenter presenter={webinar.presenter} />
        </div>
        <aside
          id="register"
          aria-labelledby="register-title"
          className={cn(surfaceClass, "scroll-mt-24 self-start rounded-[1.75rem] p-6 shadow-pop sm:p-8 lg:sticky lg:top-24")}
        >
          <h2 id="register-title" className="text-h3 text-ink">
            Secure Your Spot
          </h2>
          <p className="mt-2 text-muted">
            {allPast
              ? `The live ${sessions.length > 1 ? "sessions have" : "session has"} taken place. Register and the ${site.name} team will follow up with you.`
              : webinar.registrationUrl
                ? "Register in under a minute, then confirm your seat on Zoom."
                : "Register in under a minute. Your confirmation email has the join link."}
          </p>
          <div className="mt-6">
            <RegistrationForm webinar={webinar} />
          </div>
        </aside>
      </Container>
    </div>
  );
}

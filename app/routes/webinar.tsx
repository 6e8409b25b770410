import { replace } from "react-router";
import type { Route } from "./+types/webinar";
import { PageIntro } from "~/components/layout/page-intro";
import { getWebinar } from "~/content/webinars";
import { seo } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const webinar = getWebinar(params.id);
  // A missing or unknown webinar goes home (spec §2 "Webinar signup").
  if (!webinar) throw replace("/");
  return { webinar };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, {
        title: args.loaderData.webinar.title,
        description:
          args.loaderData.webinar.description ??
          `Live webinar: ${args.loaderData.webinar.title}, ${args.loaderData.webinar.date}.`,
      })
    : [];

export default function WebinarPage({ loaderData }: Route.ComponentProps) {
  const { webinar } = loaderData;
  return (
    <PageIntro eyebrow="Webinar" title={webinar.title}>
      <p>
        {webinar.date} · {webinar.time} {webinar.timezone} · {webinar.duration}
      </p>
    </PageIntro>
  );
}

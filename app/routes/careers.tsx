import type { Route } from "./+types/careers";
import { CareersHero } from "#app/components/careers/careers-hero.tsx";
import { JobBoard } from "#app/components/careers/job-board.tsx";
import { ValuesSum } from "#app/components/careers/values-sum.tsx";
import { accentStyle, FeatureGrid } from "#app/components/sections/feature-card.tsx";
import { Reveal } from "#app/components/sections/reveal.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { site } from "#app/config/site.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

export const handle: SiteHandle = { transparentHeader: true };

/** The open roles section: "View Open Roles" and deep links (/careers#open-roles) land here. */
const ROLES_ID = "open-roles";

/** Runs at build time (the page is prerendered): the copy is validated there and reaches the browser as route data. */
export function loader({ context }: Route.LoaderArgs) {
  return siteContent(context).careers;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, args.loaderData.seo) : [];

/**
 * Why join (benefits, values) comes first and the job board last: the board
 * is a lazy frame far below the fold, so it loads only as the visitor nears
 * it, and "View Open Roles" takes anyone who already knows straight there.
 */
export default function Careers({ loaderData: content }: Route.ComponentProps) {
  const { openRoles } = content;
  return (
    <div style={accentStyle("brand")}>
      <CareersHero hero={content.hero} rolesId={ROLES_ID} />

      <Reveal threshold={0.2}>
        <Section id="benefits" tone="canvas" eyebrow={content.benefits.eyebrow} title={content.benefits.title} intro={content.benefits.intro}>
          <FeatureGrid features={content.benefits.items} accent="brand" columns={3} />
        </Section>
      </Reveal>

      <Reveal threshold={0.2}>
        <Section id="values" eyebrow={content.values.eyebrow} title={content.values.title} intro={content.values.intro}>
          <ValuesSum values={content.values} />
        </Section>
      </Reveal>

      {/* Takes focus from "View Open Roles" (tabIndex -1: focusable by script, not a tab stop). */}
      <Section
        id={ROLES_ID}
        tabIndex={-1}
        tone="canvas"
        className="outline-none"
        eyebrow={openRoles.eyebrow}
        title={openRoles.title}
        intro={openRoles.intro}
      >
        <JobBoard
          src={site.externalUrls.careersBoard}
          title={openRoles.frameTitle}
          fallbackLead={openRoles.fallbackLead}
          fallbackLinkText={openRoles.fallbackLinkText}
        />
      </Section>
    </div>
  );
}

import { Route as RouteIcon, ShieldCheck, UserCheck } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/help";
import { TrustSeal } from "#app/components/brand/trust-seal.tsx";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { IconPoint } from "#app/components/sections/icon-point.tsx";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { cn } from "#app/lib/cn.ts";

export const handle: SiteHandle = {};

export function loader({ context }: Route.LoaderArgs) {
  return siteContent(context).help;
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seo(args, args.loaderData.seo) : []);

const promiseIcons = { "user-check": UserCheck, route: RouteIcon, "shield-check": ShieldCheck } as const;

export default function Page({ loaderData: content }: Route.ComponentProps) {
  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[640px]">
        <div className="absolute inset-0 bg-gradient-to-b from-brand-soft via-brand-soft/40 to-white" />
        <div className="absolute -top-40 -right-32 size-[520px] rounded-full bg-[radial-gradient(circle,rgb(124_92_255/0.22),transparent_65%)]" />
        <div className="absolute top-40 -left-40 size-[420px] rounded-full bg-[radial-gradient(circle,rgb(255_107_107/0.14),transparent_65%)]" />
      </div>

      {/*
        One grid. On phones the intro states the reply time, EST and the privacy
        policy once, and the form follows at once; the promises and the seal come
        after it. On desktops intro, promises and seal sit left, the form right.
      */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-24 pb-20 sm:px-6 sm:pt-36 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-16 lg:gap-y-10 lg:px-8 lg:pb-28">
        <div className="lg:pt-6">
          <p className="text-eyebrow text-brand">{content.eyebrow}</p>
          <h1 className="mt-3 text-h1 text-ink">{content.title}</h1>
          <p className="mt-4 max-w-lg text-base leading-relaxed text-pretty text-muted sm:mt-5 sm:text-lg">
            {content.intro}{" "}
            <Link href={content.introLink.href} className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong">
              {content.introLink.text}
            </Link>
            .
          </p>
        </div>

        <section
          id="contact-form"
          aria-labelledby="contact-form-title"
          className={cn(surfaceClass, "scroll-mt-24 rounded-[1.75rem] p-5 sm:p-8 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start")}
        >
          <h2 id="contact-form-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {content.formTitle}
          </h2>
          <p className="mt-1.5 mb-6 text-sm text-muted">{content.formHint}</p>
          <ContactForm />
        </section>

        <ul className="grid gap-4 lg:col-start-1 lg:row-start-2">
          {content.promises.map(({ icon, title, text }) => (
            <IconPoint key={title} icon={promiseIcons[icon]} title={title} text={text} />
          ))}
        </ul>

        <div className="lg:col-start-1 lg:row-start-3">
          <TrustSeal className="border-line bg-white text-ink shadow-card" />
        </div>
      </div>
    </div>
  );
}

import { ArrowRight, BadgeDollarSign, Route, ShieldCheck, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { closingAssurance } from "#app/content/contact.ts";
import type { InquiryType } from "#app/forms/contact.schema.ts";
import { cn } from "#app/lib/cn.ts";

export function ClosingCta({
  id = "closing",
  title,
  text,
  actions,
  guarantee,
  aside,
  className,
}: {
  id?: string;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
  guarantee?: string;
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("px-4 pb-14 sm:px-6 sm:pb-28 lg:px-8", className)}>
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-ink px-6 py-10 text-white sm:px-12 sm:py-20 lg:px-16">
        {/* Cool glows only: a warm colour mixed into the navy turns muddy. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(55%_70%_at_0%_0%,rgb(91_61_245/0.5),transparent_70%),radial-gradient(45%_60%_at_100%_100%,rgb(14_165_233/0.16),transparent_70%)]"
        />
        <div className={cn("grid grid-cols-1 items-center gap-8 sm:gap-12", aside && "md:gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-10 xl:gap-16")}>
          <div>
            <h2 id={`${id}-title`} className="text-h2">
              {title}
            </h2>
            <p className="mt-4 max-w-xl text-lead text-white/80 sm:mt-5">{text}</p>
            <div className="mt-7 flex flex-wrap items-center gap-4 sm:mt-9">
              {actions}
              {guarantee ? (
                // A badge, not a button: no outline, no button padding, the shield in a filled disc.
                <p className="inline-flex items-center gap-2 text-small font-semibold text-white/85" data-testid="guarantee-badge">
                  <span className="grid size-7 place-items-center rounded-full bg-minty-accent/20 text-minty-accent">
                    <ShieldCheck className="size-4" aria-hidden="true" />
                  </span>
                  {guarantee}
                </p>
              ) : null}
            </div>
          </div>
          {aside}
        </div>
      </div>
    </section>
  );
}

const assuranceIcons = { "user-check": UserCheck, route: Route, "shield-check": ShieldCheck } as const;

/** The guarantee heads the panel beside the actions: what a brand pays for, who answers, and the other way to reach us. */
export function ClosingAssurance({ guarantee }: { guarantee: string }) {
  const points = [{ Icon: BadgeDollarSign, ...closingAssurance.pricing }, ...closingAssurance.promises.map(({ icon, ...point }) => ({ Icon: assuranceIcons[icon], ...point }))];
  return (
    // Phones: no card of its own inside the band (a rule above it), so its lines keep the band's width. 768–1023 px, under
    // the actions at the band's full width: its points side by side in three columns.
    <div
      className="min-w-0 border-t border-white/10 pt-8 sm:rounded-3xl sm:border sm:bg-white/[0.06] sm:p-9 sm:backdrop-blur lg:p-7 xl:p-9"
      data-testid="closing-assurance"
    >
      <p className="flex items-center gap-3 text-h3 text-white" data-testid="guarantee-badge">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-minty-accent/20 text-minty-accent">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        {guarantee}
      </p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3 md:gap-6 lg:grid-cols-1 lg:gap-5">
        {points.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3 md:flex-col lg:flex-row">
            <Icon className="mt-0.5 size-5 shrink-0 text-white/70" aria-hidden="true" />
            <p className="text-small text-white/75">
              <span className="block text-base font-semibold text-white">{title}</span>
              {text}
            </p>
          </li>
        ))}
      </ul>
      <Link
        href={closingAssurance.contact.href}
        className="group mt-7 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
      >
        {closingAssurance.contact.text}
        <ArrowRight className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
    </div>
  );
}

/** Its "Talk to an Expert" opens the contact modal preselected to the page's product. */
export function ContactClosingCta({
  id,
  closing,
  inquiryType,
  children,
  className,
}: {
  id?: string;
  closing: { title: string; text: string; ctaText: string; guarantee?: string };
  inquiryType?: InquiryType;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <ClosingCta
      id={id}
      className={className}
      title={closing.title}
      text={closing.text}
      aside={closing.guarantee ? <ClosingAssurance guarantee={closing.guarantee} /> : undefined}
      actions={
        <>
          <DialogLink dialog="contact" inquiryType={inquiryType} className={buttonVariants({ variant: "inverse", size: "lg" })}>
            {closing.ctaText}
          </DialogLink>
          {children}
        </>
      }
    />
  );
}

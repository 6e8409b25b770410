import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { DialogLink } from "~/components/dialogs/dialog-link";
import { buttonVariants } from "~/components/ui/button";
import type { InquiryType } from "~/forms/contact.schema";
import { cn } from "~/lib/cn";

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
        <div className={cn("grid grid-cols-1 items-center gap-8 sm:gap-12", aside && "lg:grid-cols-[1.1fr_1fr] lg:gap-16")}>
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

/** Its "Talk to an Expert" opens the contact modal preselected to the page's product. */
export function ContactClosingCta({
  closing,
  inquiryType,
  children,
  className,
}: {
  closing: { title: string; text: string; ctaText: string; guarantee?: string };
  inquiryType: InquiryType;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <ClosingCta
      className={className}
      title={closing.title}
      text={closing.text}
      guarantee={closing.guarantee}
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

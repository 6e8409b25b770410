import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Accordion } from "~/components/sections/accordion";
import { DeferImages } from "~/components/sections/deferred-images";
import { ProductSurface } from "~/components/sections/product-surface";
import { ResponsivePicture } from "~/components/sections/responsive-picture";
import { RichText } from "~/components/sections/rich-text";
import { Section } from "~/components/sections/section";
import type { SafeOptContent } from "~/content/safeopt.schema";
import { cn } from "~/lib/cn";

const IMAGE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/**
 * The four benefits as an accordion (the first open at load) beside the
 * picture of the open one. All four pictures share one fixed-ratio box and
 * cross-fade, so switching never moves the layout. Only a running page can
 * open another item, so the closed items' pictures load once it runs, not
 * with the first screen. Under them, the product surface: SafeOpt's
 * reporting of the orders it recovered.
 */
export function Benefits({ benefits }: { benefits: SafeOptContent["benefits"] }) {
  const [open, setOpen] = useState(0);
  const running = useHydrated();
  return (
    <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
      <div className="mt-10 grid items-center gap-8 sm:mt-14 sm:gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <Accordion
          open={open}
          onOpenChange={setOpen}
          items={benefits.items.map((item) => ({
            title: item.title,
            content: <RichText text={item.text} emphasisClassName="font-semibold text-ink" />,
          }))}
        />
        <div className="relative aspect-[4/3] overflow-hidden rounded-[1.75rem] bg-safeopt-bg shadow-card ring-1 ring-ink/5" data-testid="benefit-images">
          {benefits.items.map((item, index) => (
            // A closed item's picture can only be brought into view by a script: it names its file once the page runs.
            <DeferImages key={item.title} deferred={!running && index !== open}>
              <ResponsivePicture
                image={item.image}
                sizes={IMAGE_SIZES}
                alt={index === open ? item.imageAlt : ""}
                aria-hidden={index === open ? undefined : true}
                loading="lazy"
                decoding="async"
                data-active={index === open}
                className={cn(
                  "absolute inset-0 size-full object-cover transition-opacity duration-500",
                  index === open ? "opacity-100" : "opacity-0",
                )}
              />
            </DeferImages>
          ))}
        </div>
      </div>
      {/* What the benefits add up to: the store's reporting of what SafeOpt recovered. */}
      <ProductSurface surface={benefits.surface} className="mt-10 sm:mt-20" />
    </Section>
  );
}

import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Accordion } from "~/components/sections/accordion";
import { cropClasses, cropFrame, cropScale } from "~/components/sections/crop";
import { DeferImages } from "~/components/sections/deferred-images";
import { ProductSurface } from "~/components/sections/product-surface";
import { ResponsivePicture } from "~/components/sections/responsive-picture";
import { RichText } from "~/components/sections/rich-text";
import { Section } from "~/components/sections/section";
import type { SafeOptContent } from "~/content/safeopt.schema";
import { cn } from "~/lib/cn";

/**
 * How wide a picture is drawn: 600 px from 1280 px; from 1024 px its column (the content less the gap, times
 * 1.1 / 2.1) times `tabletScale`; on tablets the content's width; on phones the content's width times
 * `phoneScale`. A scale is how many times its box's width a region draws the whole picture.
 */
const imageSizes = (phoneScale: number, tabletScale: number) =>
  `(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 128px) * 0.524 * ${tabletScale}), (min-width: 640px) calc(100vw - 48px), calc((100vw - 32px) * ${phoneScale})`;

/**
 * The four benefits as an accordion (the first open at load) beside the
 * picture of the open one. All four pictures share one fixed-ratio box and
 * cross-fade, so switching never moves the layout. Where the box is too
 * narrow for a whole picture's words, each picture shows a region of it:
 * phones its `phoneCrop`, 1024 to 1279 px its `tabletCrop`; the regions of
 * the four are of one shape at each width, so the box keeps it whichever
 * item is open (the content's schema checks that). Only a running page can
 * open another item, so the closed items' pictures load once it runs, not
 * with the first screen. Under them, the product surface: SafeOpt's
 * reporting of the orders it recovered.
 */
export function Benefits({ benefits }: { benefits: SafeOptContent["benefits"] }) {
  const [open, setOpen] = useState(0);
  const running = useHydrated();
  const [first] = benefits.items;
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
        <div
          className={cn(cropClasses.column.box, "rounded-[1.75rem] bg-safeopt-bg shadow-card ring-1 ring-ink/5")}
          style={first && cropFrame(first.image, first.phoneCrop, first.tabletCrop)}
          data-testid="benefit-images"
        >
          {benefits.items.map((item, index) => (
            // A closed item's picture can only be brought into view by a script: it names its file once the page runs.
            <DeferImages key={item.title} deferred={!running && index !== open}>
              <ResponsivePicture
                image={item.image}
                sizes={imageSizes(cropScale(item.image, item.phoneCrop), cropScale(item.image, item.tabletCrop))}
                style={cropFrame(item.image, item.phoneCrop, item.tabletCrop)}
                alt={index === open ? item.imageAlt : ""}
                aria-hidden={index === open ? undefined : true}
                loading="lazy"
                decoding="async"
                data-active={index === open}
                className={cn(cropClasses.column.image, "transition-opacity duration-500", index === open ? "opacity-100" : "opacity-0")}
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

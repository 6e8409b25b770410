import { useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Accordion } from "#app/components/sections/accordion.tsx";
import { cropClasses, cropFrame, cropScale } from "#app/components/sections/crop.ts";
import { DeferImages } from "#app/components/sections/deferred-images.tsx";
import { ProductSurface } from "#app/components/sections/product-surface.tsx";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { RichText } from "#app/components/sections/rich-text.tsx";
import { Section } from "#app/components/sections/section.tsx";
import type { SafeOptContent } from "#app/content/safeopt.schema.ts";
import { cn } from "#app/lib/cn.ts";

// 600 px from 1280 px; from 1024 px the column (content less gap × 1.1 / 2.1) × `tabletScale`; tablets the content width;
// phones the content width × `phoneScale` (how many times its box's width a region draws the whole picture).
const imageSizes = (phoneScale: number, tabletScale: number) =>
  `(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 128px) * 0.524 * ${tabletScale}), (min-width: 640px) calc(100vw - 48px), calc((100vw - 32px) * ${phoneScale})`;

/**
 * The four benefits as an accordion beside the open one's picture. The pictures share one fixed-ratio box and cross-fade, so
 * switching never moves the layout; where the box is too narrow they show regions of one shape (phoneCrop, and tabletCrop
 * at 1024–1279 px; the schema checks it). Closed items' pictures load once the page runs: only a script can show them.
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
      <ProductSurface surface={benefits.surface} className="mt-10 sm:mt-20" />
    </Section>
  );
}

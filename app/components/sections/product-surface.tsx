import type { ProductSurface as ProductSurfaceContent } from "#app/content/product-page.schema.ts";
import { cn } from "#app/lib/cn.ts";
import { cropClasses, cropFrame, cropScale } from "#app/components/sections/crop.ts";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";

/** The widest the surface is shown: the drawing's words are 13 px and more at 1200 px, so 11 px and more here. */
const WIDE_MAX = 1024;
/** Below 1024 px the phone crop shows, at most this wide. */
const NARROW_MAX = 448;

/**
 * One screen of the product at full size: whole from 1024 px; below, the phone crop (at most 448 px) so its words stay
 * readable. The box has the shown ratio before the image arrives; below the fold, so the image is lazy.
 */
export function ProductSurface({ surface, className }: { surface: ProductSurfaceContent; className?: string }) {
  const { image, phoneCrop: crop } = surface;
  const scale = cropScale(image, crop);
  const sizes = `(min-width: ${WIDE_MAX + 64}px) ${WIDE_MAX}px, (min-width: 1024px) calc(100vw - 64px), calc(min(100vw - 32px, ${NARROW_MAX}px) * ${scale})`;
  return (
    <div
      data-testid="product-surface"
      className={cn(
        cropClasses.lg.box,
        "mx-auto w-full max-w-md rounded-[1.75rem] bg-white shadow-[0_30px_80px_-30px_rgb(15_23_42/0.3)] ring-1 ring-ink/5 lg:max-w-5xl lg:rounded-[2.25rem]",
        className,
      )}
      style={cropFrame(image, crop)}
    >
      <ResponsivePicture
        image={image}
        alt={surface.alt}
        sizes={sizes}
        loading="lazy"
        decoding="async"
        className={cropClasses.lg.image}
      />
    </div>
  );
}

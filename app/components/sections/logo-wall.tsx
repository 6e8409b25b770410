import { ArrowRight } from "lucide-react";
import { wordmarkOnLight } from "#app/components/brand/wordmark.ts";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Logo } from "#app/content/shared.schema.ts";
import { Container } from "#app/components/sections/section.tsx";

/**
 * Customer wordmarks in a calm grid at one height, with an optional link
 * beneath. Two, three or four to a row; a last row that is not full is
 * centred under the others. The height grows with the columns' width, so the
 * widest wordmark (6 × its height) always fits its column at its own shape.
 */
export function LogoWall({
  id = "customers",
  title,
  logos,
  link,
}: {
  id?: string;
  title: string;
  logos: readonly Logo[];
  link?: { text: string; href: string };
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="py-12 sm:py-20">
      <Container>
        <h2 id={`${id}-title`} className="text-center text-eyebrow text-[var(--accent-text,var(--color-brand))]">
          {title}
        </h2>
        <ul className="mx-auto mt-8 flex max-w-5xl flex-wrap items-center justify-center gap-x-8 gap-y-4 sm:mt-10 sm:gap-y-8">
          {logos.map((logo) => (
            <li
              key={logo.src}
              className="flex h-12 min-w-0 basis-[calc((100%-2rem)/2)] items-center justify-center sm:basis-[calc((100%-4rem)/3)] lg:basis-[calc((100%-6rem)/4)]"
            >
              <img
                src={logo.src}
                width={logo.width}
                height={logo.height}
                alt={logo.alt}
                title={logo.title}
                loading="lazy"
                decoding="async"
                className={cn("h-6 w-auto max-w-full sm:h-7 lg:h-8", wordmarkOnLight)}
              />
            </li>
          ))}
        </ul>
        {link ? (
          <p className="mt-10 text-center">
            <Link href={link.href} className="group inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand">
              {link.text}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          </p>
        ) : null}
      </Container>
    </section>
  );
}

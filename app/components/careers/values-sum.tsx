import { Equal, Heart, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { FeatureCard } from "#app/components/sections/feature-card.tsx";
import type { CareersContent } from "#app/content/careers.ts";
import { cn } from "#app/lib/cn.ts";

/** A round "+" or "=" sign between cards; decorative, the words carry the meaning. */
function Operator({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("z-10 grid size-10 place-items-center rounded-full bg-white text-brand shadow-card ring-1 ring-line [&_svg]:size-5", className)}
    >
      {children}
    </span>
  );
}

/**
 * The core values as a sum: four value cards joined by "+" (stacked on phones,
 * in a row from 1024 px; the two-by-two grid between shows no signs), then "="
 * and the dark card they add up to.
 */
export function ValuesSum({ values }: { values: CareersContent["values"] }) {
  const last = values.items.length - 1;
  return (
    <>
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.items.map((value, index) => (
          <li key={value.title} className="relative flex">
            <FeatureCard icon={value.icon} title={value.title} className="w-full">
              {value.text}
            </FeatureCard>
            {index < last ? (
              <Operator className="absolute -bottom-8 left-1/2 -translate-x-1/2 sm:hidden lg:top-1/2 lg:-right-8 lg:bottom-auto lg:left-auto lg:grid lg:translate-x-0 lg:-translate-y-1/2">
                <Plus strokeWidth={3} />
              </Operator>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="relative isolate mt-14 rounded-[2rem] bg-ink px-6 pt-14 pb-12 text-center text-white sm:px-12 sm:pt-16 sm:pb-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 overflow-hidden rounded-[2rem] bg-[radial-gradient(55%_80%_at_0%_0%,rgb(91_61_245/0.6),transparent_70%),radial-gradient(45%_70%_at_100%_100%,rgb(255_107_107/0.3),transparent_70%)]"
        />
        <Operator className="absolute -top-5 left-1/2 -translate-x-1/2">
          <Equal strokeWidth={3} />
        </Operator>
        <span
          aria-hidden="true"
          className="mx-auto grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-[#ff8a8a] to-[#e11d48] shadow-[0_10px_30px_-10px_rgb(225_29_72/0.8)]"
        >
          <Heart className="size-7" fill="currentColor" />
        </span>
        <h3 className="mt-6">
          <span className="block text-eyebrow text-white/75">{values.sum.lead}</span>{" "}
          <span className="mt-3 block text-h2 text-white">{values.sum.title}</span>
        </h3>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-white/80">{values.sum.text}</p>
      </div>
    </>
  );
}

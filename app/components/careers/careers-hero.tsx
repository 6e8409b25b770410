import { ArrowDown, Sprout } from "lucide-react";
import { Entrance } from "#app/components/motion/entrance.tsx";
import { teammates } from "#app/assets/careers/teammates.ts";
import { IconTile } from "#app/components/sections/feature-card.tsx";
import { HeroFrame, HeroPill } from "#app/components/sections/hero-frame.tsx";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { CareersContent } from "#app/content/careers.ts";
import { cn } from "#app/lib/cn.ts";
import { SectionLink } from "#app/components/careers/section-link.tsx";

/** The Careers opening: a light wash (the transparent header's dark text stays readable), "View Open Roles" a real link (works without JS). */
export function CareersHero({ hero, rolesId }: { hero: CareersContent["hero"]; rolesId: string }) {
  return (
    <HeroFrame
      backdropClassName="bg-[radial-gradient(60%_50%_at_85%_10%,rgb(124_92_255/0.20),transparent_70%),radial-gradient(45%_40%_at_0%_35%,rgb(255_107_107/0.10),transparent_70%),linear-gradient(to_bottom,#f5f2ff,#ffffff_88%)]"
      eyebrow={
        <HeroPill className="border-brand/15 text-brand">
          <Sprout className="size-4" aria-hidden="true" />
          {hero.eyebrow}
        </HeroPill>
      }
      title={hero.title}
      titleId="careers-title"
      emphasisClassName="bg-gradient-to-r from-brand via-[#7c3aed] to-[#db2777]"
      text={hero.text}
      media={
        <Entrance delay={0.3} className="min-w-0">
          <GrowthArt highlights={hero.highlights} />
        </Entrance>
      }
    >
      <Entrance delay={0.4} className="mt-9">
        <SectionLink
          targetId={rolesId}
          className={cn(buttonVariants({ size: "lg" }), "group shadow-[0_10px_30px_-10px_rgb(91_61_245/0.7)]")}
        >
          {hero.ctaText}
          <ArrowDown className="transition-transform group-hover:translate-y-0.5" aria-hidden="true" />
        </SectionLink>
      </Entrance>
    </HeroFrame>
  );
}

/** Where each perk card floats over the artwork; phones show the first and the last only. */
const highlightPlacement = ["left-[4%] top-[6%]", "right-[4%] top-[55%] hidden sm:flex", "left-[4%] bottom-[6%]"] as const;

/** Decorative: teammates on a rising line with an open place at the top, perks floating over it; a fixed ratio, so nothing moves. */
function GrowthArt({ highlights }: { highlights: CareersContent["hero"]["highlights"] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[5/4] w-full max-w-[600px] lg:max-w-none">
      <div className="absolute inset-0 overflow-hidden rounded-[1.75rem] bg-gradient-to-br from-[#7c5cff] via-brand to-[#3b1fb8] shadow-[0_30px_80px_-30px_rgb(67_40_216/0.6)] ring-1 ring-ink/5 sm:rounded-[2.25rem]">
        <div className="absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.16)_1px,transparent_1.5px)] [background-size:22px_22px]" />
        <div className="absolute inset-0 bg-[radial-gradient(50%_45%_at_100%_0%,rgb(255_138_138/0.45),transparent_70%),radial-gradient(45%_40%_at_0%_100%,rgb(16_185_129/0.25),transparent_70%)]" />
        <svg viewBox="0 0 500 400" className="absolute inset-0 size-full">
          <defs>
            <linearGradient id="careers-area" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
              <stop offset="1" stopColor="#fff" stopOpacity="0" />
            </linearGradient>
            <linearGradient id="careers-line" x1="0" y1="0" x2="1" y2="0">
              <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
              <stop offset="1" stopColor="#fff" />
            </linearGradient>
          </defs>
          {[110, 190, 270, 350].map((y) => (
            <line key={y} x1="0" x2="500" y1={y} y2={y} stroke="#fff" strokeOpacity="0.1" strokeDasharray="4 8" />
          ))}
          <path d="M0 352 C 90 346, 150 300, 205 262 S 300 205, 330 178 S 400 112, 436 92 S 480 70, 500 64 L 500 400 L 0 400 Z" fill="url(#careers-area)" />
          <path
            d="M0 352 C 90 346, 150 300, 205 262 S 300 205, 330 178 S 400 112, 436 92"
            fill="none"
            stroke="url(#careers-line)"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <path d="M436 92 C 472 72, 480 70, 500 64" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 10" />
          {TEAMMATES.map(({ cx, cy }) => (
            <Teammate key={cx} cx={cx} cy={cy} />
          ))}
          <circle cx={436} cy={92} r={27} fill="#fff" fillOpacity="0.14" stroke="#fff" strokeWidth="3" strokeDasharray="6 6" />
          <path d="M436 80 v24 M424 92 h24" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </svg>
        {/* Each teammate is a portrait in a round frame, like every person on the site, laid over their ring. */}
        {TEAMMATES.map(({ cx, cy, picture }) => (
          <ResponsivePicture
            key={cx}
            image={picture}
            sizes="(min-width: 640px) 56px, 9vw"
            alt=""
            decoding="async"
            className="absolute rounded-full object-cover"
            style={{
              left: `${((cx - PORTRAIT_R) / 500) * 100}%`,
              top: `${((cy - PORTRAIT_R) / 400) * 100}%`,
              width: `${((2 * PORTRAIT_R) / 500) * 100}%`,
              height: `${((2 * PORTRAIT_R) / 400) * 100}%`,
            }}
          />
        ))}
        {/* Centred over the open place on the line (x 436, top 65 of the 500 × 400 drawing). */}
        <span className="absolute bottom-[86%] left-[87.2%] -translate-x-1/2 rounded-full whitespace-nowrap bg-white/15 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/30 backdrop-blur-sm sm:text-sm">
          You next?
        </span>
      </div>
      {highlights.map((highlight, index) => (
        <div
          key={highlight.title}
          className={cn(
            "absolute flex items-center gap-3 rounded-2xl bg-white/95 py-2.5 pr-4 pl-2.5 shadow-[0_16px_40px_-16px_rgb(11_19_36/0.45)] ring-1 ring-ink/5 sm:py-3 sm:pr-5 sm:pl-3",
            highlightPlacement[index],
          )}
        >
          <IconTile icon={highlight.icon} className="size-9 rounded-xl sm:size-11 [&_svg]:size-5" />
          <span className="text-left">
            <span className="block text-sm font-bold text-ink sm:text-[0.95rem]">{highlight.title}</span>
            <span className="block text-xs text-muted sm:text-sm">{highlight.detail}</span>
          </span>
        </div>
      ))}
    </div>
  );
}

function Teammate({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={30} fill="#fff" fillOpacity="0.22" />
      <circle cx={cx} cy={cy} r={26} fill="#fff" />
    </g>
  );
}

/** On the 500 × 400 drawing, lower first. */
const TEAMMATES = [
  { cx: 205, cy: 262, picture: teammates[0] },
  { cx: 330, cy: 178, picture: teammates[1] },
] as const;
const PORTRAIT_R = 22;

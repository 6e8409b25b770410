import { useId } from "react";

/**
 * Minty's two mascots, a corgi and a beagle pup in mint collars, sitting on
 * the footer's edge on pages that ask for them (route handle `mintyDogs`).
 * Drawn inline: crisp at any size and no request.
 */
export function MintyDogs() {
  return (
    <div
      aria-hidden="true"
      data-testid="minty-dogs"
      className="pointer-events-none mx-auto -mb-px flex max-w-7xl items-end justify-between px-6 sm:px-16"
    >
      <Corgi className="h-24 w-auto sm:h-32" />
      <Beagle className="h-[5.5rem] w-auto sm:h-[7.25rem]" />
    </div>
  );
}

const MINT = "#10b981";
const MINT_DARK = "#047857";
const INK = "#1b1f2a";

function Collar({ y, id }: { y: number; id: string }) {
  return (
    <g>
      <path d={`M38 ${y}q22 9 44 0v7q-22 9-44 0Z`} fill={MINT} />
      <path d={`M38 ${y + 4}q22 9 44 0`} fill="none" stroke={MINT_DARK} strokeWidth="1.2" opacity=".5" />
      <circle cx="60" cy={y + 13} r="6.5" fill={`url(#${id}-coin)`} stroke="#b45309" strokeWidth="1.2" />
      <path d={`M57.6 ${y + 15.2}c1.2 1 3.6 1 3.6-.8 0-2.2-3.6-1-3.6-3.2 0-1.6 2.2-1.8 3.4-.8M59.8 ${y + 8.6}v9`} fill="none" stroke="#92400e" strokeWidth="1.1" strokeLinecap="round" />
    </g>
  );
}

function Eyes({ y }: { y: number }) {
  return (
    <g>
      <ellipse cx="49" cy={y} rx="3.6" ry="4.2" fill={INK} />
      <ellipse cx="71" cy={y} rx="3.6" ry="4.2" fill={INK} />
      <circle cx="50.2" cy={y - 1.6} r="1.3" fill="#fff" />
      <circle cx="72.2" cy={y - 1.6} r="1.3" fill="#fff" />
    </g>
  );
}

function Corgi({ className }: { className?: string }) {
  const id = useId().replace(/[^\w-]/g, "");
  const fur = "#f0a04b";
  const furShade = "#d9822b";
  return (
    <svg viewBox="0 0 120 132" className={className} focusable="false">
      <defs>
        <radialGradient id={`${id}-coin`} cx=".35" cy=".35" r=".8">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </radialGradient>
      </defs>
      <ellipse cx="60" cy="129" rx="40" ry="3" fill={INK} opacity=".12" />
      {/* Haunches and body */}
      <ellipse cx="33" cy="112" rx="15" ry="16" fill={furShade} />
      <ellipse cx="87" cy="112" rx="15" ry="16" fill={furShade} />
      <path d="M30 124c-2-30 10-52 30-52s32 22 30 52Z" fill={fur} />
      <path d="M46 124c-2-24 4-40 14-40s16 16 14 40Z" fill="#fff7ed" />
      {/* Front legs */}
      <rect x="44" y="98" width="13" height="30" rx="6.5" fill={fur} />
      <rect x="63" y="98" width="13" height="30" rx="6.5" fill={fur} />
      <ellipse cx="50.5" cy="126" rx="8" ry="4.5" fill="#fff" />
      <ellipse cx="69.5" cy="126" rx="8" ry="4.5" fill="#fff" />
      {/* Ears */}
      <path d="M33 44 27 6c9 1 20 11 26 23Z" fill={fur} />
      <path d="M87 44 93 6c-9 1-20 11-26 23Z" fill={fur} />
      <path d="M36 36 32.5 14c5 2 11 8 14 14Z" fill="#fbcfe8" />
      <path d="M84 36 87.5 14c-5 2-11 8-14 14Z" fill="#fbcfe8" />
      {/* Head */}
      <path d="M60 22c19 0 30 12 30 29 0 17-13 27-30 27S30 68 30 51c0-17 11-29 30-29Z" fill={fur} />
      <path d="M60 34c-4 0-6 4-6 10-9 2-15 8-15 15 0 9 9 15 21 15s21-6 21-15c0-7-6-13-15-15 0-6-2-10-6-10Z" fill="#fff" />
      <Eyes y={47} />
      <path d="M55 57.5c0-2 2.2-3 5-3s5 1 5 3-2.5 4-5 4-5-2-5-4Z" fill={INK} />
      <path d="M60 61.5v3.5M54 65q6 5 12 0" fill="none" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <path d="M57.5 66.5q2.5 5 5 0Z" fill="#fb7185" />
      <ellipse cx="42" cy="58" rx="4" ry="2.4" fill="#fb7185" opacity=".35" />
      <ellipse cx="78" cy="58" rx="4" ry="2.4" fill="#fb7185" opacity=".35" />
      <Collar y={74} id={id} />
    </svg>
  );
}

function Beagle({ className }: { className?: string }) {
  const id = useId().replace(/[^\w-]/g, "");
  const tan = "#b8742f";
  const tanShade = "#9a5c20";
  const cream = "#fdf6ec";
  return (
    <svg viewBox="0 0 120 132" className={className} focusable="false">
      <defs>
        <radialGradient id={`${id}-coin`} cx=".35" cy=".35" r=".8">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </radialGradient>
      </defs>
      <ellipse cx="60" cy="129" rx="40" ry="3" fill={INK} opacity=".12" />
      {/* Tail, wagging up behind */}
      <path d="M88 108c10-6 16-18 14-30" fill="none" stroke={tan} strokeWidth="7" strokeLinecap="round" />
      <path d="M101.5 82c.6-3 .8-6 .5-9" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      {/* Haunches and body */}
      <ellipse cx="34" cy="113" rx="15" ry="15" fill={tanShade} />
      <ellipse cx="86" cy="113" rx="15" ry="15" fill={tanShade} />
      <path d="M30 124c-2-30 10-52 30-52s32 22 30 52Z" fill={tan} />
      <path d="M45 124c-2-26 5-44 15-44s17 18 15 44Z" fill={cream} />
      {/* Front legs */}
      <rect x="44" y="98" width="13" height="30" rx="6.5" fill={cream} />
      <rect x="63" y="98" width="13" height="30" rx="6.5" fill={cream} />
      <ellipse cx="50.5" cy="126" rx="8" ry="4.5" fill="#fff" />
      <ellipse cx="69.5" cy="126" rx="8" ry="4.5" fill="#fff" />
      {/* Head with a white blaze */}
      <path d="M60 22c18 0 28 12 28 28 0 17-12 28-28 28S32 67 32 50c0-16 10-28 28-28Z" fill={tan} />
      <path d="M60 24c-3 0-4.5 6-4.5 14-8 3-13 9-13 17 0 10 8 18 17.5 18S77.5 65 77.5 55c0-8-5-14-13-17 0-8-1.5-14-4.5-14Z" fill={cream} />
      {/* Floppy ears */}
      <path d="M35 34c-9 1-14 12-13 26 1 9 5 15 11 15 5 0 6-6 6-14 0-10-1-20-4-27Z" fill={tanShade} />
      <path d="M85 34c9 1 14 12 13 26-1 9-5 15-11 15-5 0-6-6-6-14 0-10 1-20 4-27Z" fill={tanShade} />
      <Eyes y={47} />
      <path d="M54.5 58c0-2.2 2.4-3.4 5.5-3.4s5.5 1.2 5.5 3.4-2.8 4.4-5.5 4.4-5.5-2.2-5.5-4.4Z" fill={INK} />
      <path d="M60 62.4v3M54 66q6 5 12 0" fill="none" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <ellipse cx="44" cy="58" rx="4" ry="2.4" fill="#fb7185" opacity=".3" />
      <ellipse cx="76" cy="58" rx="4" ry="2.4" fill="#fb7185" opacity=".3" />
      <Collar y={74} id={id} />
    </svg>
  );
}

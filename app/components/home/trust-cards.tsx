import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/components/ui/link.tsx";
import type { TrustCard } from "#app/content/home.schema.ts";
import { SpritePicture } from "#app/components/sections/sprite-picture.tsx";
import { Avatar } from "#app/components/home/avatar.tsx";
import { contentIcons } from "#app/components/sections/icons.ts";
import { containerClass, surfaceClass } from "#app/components/sections/section.tsx";

/** The two trust cards under the hero. */
export function TrustCards({ cards }: { cards: readonly TrustCard[] }) {
  return (
    <section aria-label="Why shoppers and marketers choose us" className="relative">
      <div className={cn(containerClass, "grid gap-5 md:grid-cols-2 lg:gap-6")}>
        {cards.map((card) => (
          <TrustCardView key={card.title} card={card} />
        ))}
      </div>
    </section>
  );
}

export function TrustCardView({ card }: { card: TrustCard }) {
  const Icon = contentIcons[card.icon];
  return (
    <article className={cn(surfaceClass, "flex flex-col p-6 sm:p-8")}>
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <p className="text-eyebrow text-brand">{card.label}</p>
      </div>
      <h2 className="mt-4 text-h3 text-ink sm:mt-5">{card.title}</h2>
      <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-5 sm:gap-y-4 sm:pt-6">
        {card.avatars ? (
          <div className="flex items-center">
            <ul className="flex -space-x-3" aria-label="Some of our shoppers">
              {card.avatars.map((avatar) => (
                <li key={avatar.fallback}>
                  <Avatar picture={avatar.picture} alt={avatar.alt} fallback={avatar.fallback} />
                </li>
              ))}
            </ul>
            {card.avatarsCount ? (
              <span
                aria-hidden="true"
                className="-ml-3 grid h-12 min-w-12 place-items-center rounded-full bg-ink px-3 text-sm font-bold text-white ring-[3px] ring-white"
              >
                {card.avatarsCount}
              </span>
            ) : null}
          </div>
        ) : null}
        {card.rating ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <SpritePicture picture={card.rating.picture} alt={card.rating.alt} loading="lazy" decoding="async" />
            <span className="text-sm text-muted">{card.rating.text}</span>
          </div>
        ) : null}
        {card.link ? (
          <Link
            href={card.link.href}
            newTabHint
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {card.link.text}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

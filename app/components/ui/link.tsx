import { ExternalLink } from "lucide-react";
import type { ComponentProps } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place React Router's Link is wrapped
import { Link as RouterLink } from "react-router";
import { isExternal } from "#app/config/navigation.ts";

type RouterLinkProps = ComponentProps<typeof RouterLink>;

export type LinkProps = Omit<RouterLinkProps, "to" | "discover"> & {
  /** External URLs open in a new tab. */
  href: string;
  /** For an external URL: say that it opens a new tab. */
  newTabHint?: boolean;
};

/** The props only React Router reads; a link that leaves the site drops them. */
const routerOnlyProps: Record<Exclude<keyof RouterLinkProps, keyof ComponentProps<"a">>, true> = {
  defaultShouldRevalidate: true,
  discover: true,
  mask: true,
  prefetch: true,
  preventScrollReset: true,
  relative: true,
  reloadDocument: true,
  replace: true,
  state: true,
  to: true,
  viewTransition: true,
};

function anchorProps(props: Omit<LinkProps, "href">): ComponentProps<"a"> {
  return Object.fromEntries(Object.entries(props).filter(([name]) => !Object.hasOwn(routerOnlyProps, name)));
}

/** An icon for sighted visitors, words for screen readers. */
export function NewTabHint({ icon = true }: { icon?: boolean }) {
  return (
    <>
      {icon ? <ExternalLink className="size-4" aria-hidden="true" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}

/**
 * The site's one link: React Router's `Link` for internal paths, without `data-discover` (every route's manifest ships in the
 * first load, and the attribute on every link would push the longest pages' HTML past the first round trip). External URLs
 * open in a new tab with `noopener noreferrer`. A button-looking link takes `className={buttonVariants(…)}`.
 */
export function Link({ href, newTabHint = false, children, ...props }: LinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...anchorProps(props)}>
        {children}
        {newTabHint ? <NewTabHint /> : null}
      </a>
    );
  }
  return (
    <RouterLink discover="none" to={href} {...props}>
      {children}
    </RouterLink>
  );
}

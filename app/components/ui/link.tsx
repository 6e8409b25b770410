import { ExternalLink } from "lucide-react";
import type { ComponentProps } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place React Router's Link is wrapped
import { Link as RouterLink } from "react-router";
import { isExternal } from "~/config/navigation";

type RouterLinkProps = ComponentProps<typeof RouterLink>;

export type LinkProps = Omit<RouterLinkProps, "to" | "discover"> & {
  /** An internal path (navigates in the app) or an external URL (opens in a new tab). */
  href: string;
  /** For an external URL: say that the link opens a new tab (see NewTabHint). */
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

/**
 * Tells that a link opens a new tab: a small icon for sighted visitors and the
 * words for screen readers.
 */
export function NewTabHint({ icon = true }: { icon?: boolean }) {
  return (
    <>
      {icon ? <ExternalLink className="size-4" aria-hidden="true" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}

/**
 * The site's one link. An internal path is React Router's `Link`, taking its
 * props, without its route-discovery marker (`data-discover`): every route's
 * manifest entry ships in the first load, so a link has nothing to discover,
 * and the attribute on every link cost the longest pages about 50 bytes of the
 * 14.6 KB their HTML must fit in to arrive in the first round trip. An
 * external URL opens in a new tab without access to this page
 * (`noopener noreferrer`). A link that looks like a button takes
 * `className={buttonVariants(…)}`.
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

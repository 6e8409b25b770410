import type { ComponentProps } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place React Router's Link is wrapped
import { Link as RouterLink } from "react-router";

/**
 * React Router's `Link` without its route-discovery marker (`data-discover`).
 * Every route's manifest entry ships in the first load, so a link has nothing
 * to discover, and the attribute on every link cost the longest pages about
 * 50 bytes of the 14.6 KB their HTML must fit in to arrive in the first round
 * trip. Use this one instead of React Router's.
 */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

import { ExternalLink } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { isExternal } from "~/config/navigation";

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

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** For external links: show that the link opens a new tab (see NewTabHint). */
  newTabHint?: boolean;
};

/** Internal paths navigate in the app; external URLs open in a new tab with noopener. */
export function SmartLink({ href, children, newTabHint = false, ...props }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        {newTabHint ? <NewTabHint /> : null}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

import type { ComponentProps } from "react";
import { Link } from "react-router";
import { isExternal } from "~/config/navigation";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/** Internal paths navigate in the app; external URLs open in a new tab with noopener. */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

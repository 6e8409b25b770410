import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { isExternal } from "~/config/navigation";
import { cn } from "~/lib/cn";
import { type ButtonVariantProps, buttonVariants } from "./button";

type LinkButtonProps = Omit<ComponentProps<"a">, "href"> &
  ButtonVariantProps & {
    /** An internal path (client navigation) or an external URL (new tab). */
    href: string;
  };

/** A link that looks like a button. External URLs open in a new tab, safely. */
export function LinkButton({ href, className, variant, size, children, ...props }: LinkButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={classes} {...props}>
      {children}
    </Link>
  );
}

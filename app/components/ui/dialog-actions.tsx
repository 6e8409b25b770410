import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The dialog's action bar (its submit button): the body's last child, it
 * stays at the bottom of the dialog while the body scrolls, so the action is
 * always in reach however long the content grows (errors on a phone).
 * Content scrolling under it fades out above it. Its padding above overlaps
 * the gap before it, so unscrolled it sits where a plain last row would; it
 * spans the body's padding, so it must sit directly in the body or in a
 * full-width child of it (a form).
 *
 * A file of its own: a form that goes both in a dialog and on a page (the
 * contact form) uses it without bringing the dialog's code to the page.
 */
export function DialogActions({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-dialog-actions=""
      className={cn(
        "sticky -bottom-6 z-10 -mx-6 -mt-3 -mb-6 bg-white px-6 pt-3 pb-6 sm:-bottom-7 sm:-mx-7 sm:-mb-7 sm:px-7 sm:pb-7",
        "before:pointer-events-none before:absolute before:inset-x-0 before:bottom-full before:h-6 before:bg-gradient-to-t before:from-white before:to-white/0",
        className,
      )}
      {...props}
    />
  );
}

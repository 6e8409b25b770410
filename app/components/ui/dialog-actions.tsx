import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The dialog's action bar: stays at the bottom while the body scrolls, so the action is always in reach (errors on a phone).
 * It spans the body's padding: put it directly in the body or a full-width child (a form). A file of its own, so the contact
 * form on a page does not bring the dialog's code.
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

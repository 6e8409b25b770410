import type { ComponentProps, MouseEvent } from "react";
import type { InquiryType } from "~/forms/contact.schema";
import { useSiteDialogs } from "./site-dialogs";

/** The page that does each site dialog's job without it. */
export const dialogPages = { goal: "/request-demo", contact: "/help" } as const;

type DialogLinkProps = Omit<ComponentProps<"a">, "href"> & {
  dialog: keyof typeof dialogPages;
  /** The contact form's preselected inquiry type (the page's own when left out). */
  inquiryType?: InquiryType;
};

/**
 * What opens the goal dialog ("Get Started", "Sign Up") or the contact dialog
 * ("Talk to an Expert"): a link to the page that does the same job, the
 * demo request or the contact form. Before React runs (and without
 * JavaScript) a press follows the link; once React runs, a plain press opens
 * the dialog in place, and a press with a modifier key or the middle button
 * still opens the page in a new tab, as any link does.
 */
export function DialogLink({ dialog, inquiryType, onClick, ...props }: DialogLinkProps) {
  const { openGoalDialog, openContactModal } = useSiteDialogs();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (dialog === "goal") openGoalDialog();
    else openContactModal(inquiryType);
  };
  return <a href={dialogPages[dialog]} aria-haspopup="dialog" data-dialog={dialog} onClick={open} {...props} />;
}

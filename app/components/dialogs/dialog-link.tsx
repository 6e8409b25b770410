import type { ComponentProps, MouseEvent } from "react";
import type { InquiryType } from "#app/forms/contact.schema.ts";
import { useSiteDialogs } from "#app/components/dialogs/site-dialogs.tsx";

/** The page that does each dialog's job without it. */
export const dialogPages = { goal: "/request-demo", contact: "/help" } as const;

type DialogLinkProps = Omit<ComponentProps<"a">, "href"> & {
  dialog: keyof typeof dialogPages;
  /** The page's own when left out. */
  inquiryType?: InquiryType;
};

/**
 * A link to the page doing the dialog's job: before React runs (or without JS) a press follows it; then a plain press opens the
 * dialog in place, while a modified or middle press opens the page in a new tab, as any link.
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

import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { InquiryType } from "~/forms/contact.schema";
import { ContactModal } from "./contact-modal";
import { GoalDialog } from "./goal-dialog";

export type InquiryTypeValue = InquiryType;

type OpenDialog = { kind: "goal" } | { kind: "contact"; inquiryType: InquiryTypeValue } | null;

type SiteDialogsApi = {
  /** Opens the goal-selection (demo request) dialog. */
  openGoalDialog: () => void;
  /**
   * Opens the Talk-to-an-Expert modal. Without an argument the inquiry type
   * follows the page: SafeOpt page → SafeOpt, Minty pages → Minty, elsewhere
   * General Information.
   */
  openContactModal: (inquiryType?: InquiryTypeValue) => void;
};

const SiteDialogsContext = createContext<SiteDialogsApi | null>(null);

/** The inquiry type a page preselects in the contact modal. */
export function inquiryTypeForPath(pathname: string): InquiryTypeValue {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/safeopt" || path.startsWith("/safeopt/")) return "safeopt";
  if (path === "/minty" || path.startsWith("/minty/") || path.startsWith("/minty-")) return "minty";
  return "general";
}

/**
 * The app-wide dialogs any button can open: the goal dialog ("Sign Up",
 * "Get Started") and the contact modal ("Talk to an Expert"). One instance of
 * each lives here, so every page opens the same dialog.
 */
export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const { pathname } = useLocation();
  // The dialogs are opened from many buttons, none a Radix trigger: remember
  // which one, so focus goes back to it when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  }, []);

  const openGoalDialog = useCallback(() => {
    rememberOpener();
    setOpen({ kind: "goal" });
  }, []);
  const openContactModal = useCallback(
    (inquiryType?: InquiryTypeValue) => {
      rememberOpener();
      setOpen({ kind: "contact", inquiryType: inquiryType ?? inquiryTypeForPath(pathname) });
    },
    [pathname],
  );
  const api = useMemo(() => ({ openGoalDialog, openContactModal }), [openGoalDialog, openContactModal]);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <SiteDialogsContext value={api}>
      {children}
      <GoalDialog open={open?.kind === "goal"} onOpenChange={close} onCloseAutoFocus={returnFocus} />
      <ContactModal
        open={open?.kind === "contact"}
        onOpenChange={close}
        onCloseAutoFocus={returnFocus}
        inquiryType={open?.kind === "contact" ? open.inquiryType : "general"}
      />
    </SiteDialogsContext>
  );
}

export function useSiteDialogs(): SiteDialogsApi {
  const api = useContext(SiteDialogsContext);
  if (!api) throw new Error("useSiteDialogs must be used inside <SiteDialogsProvider>");
  return api;
}

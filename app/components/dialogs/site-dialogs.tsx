import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useSiteHandle } from "~/lib/route-handle";
import type { InquiryType } from "~/forms/contact.schema";

// The dialogs (their forms, zod and Radix Dialog) are not part of any page's
// load: each loads when a visitor shows intent on one of its triggers (the
// pointer over it, focus on it, a touch), or at the latest when it opens.
// Loading them while the page settles would put their evaluation on the main
// thread exactly when the page should answer input.
const dialogLoaders = {
  goal: () => import("./goal-dialog"),
  contact: () => import("./contact-modal"),
} as const;
const GoalDialog = lazy(() => dialogLoaders.goal().then((module) => ({ default: module.GoalDialog })));
const ContactModal = lazy(() => dialogLoaders.contact().then((module) => ({ default: module.ContactModal })));

type DialogKind = keyof typeof dialogLoaders;

/**
 * Starts loading a dialog's code when the visitor approaches one of its
 * triggers: a button that opens a dialog says which with `data-dialog="goal"`
 * or `data-dialog="contact"`.
 */
function usePreloadOnIntent() {
  useEffect(() => {
    const pending = new Set<DialogKind>(["goal", "contact"]);
    const events = ["pointerover", "focusin", "touchstart"] as const;
    const onIntent = (event: Event) => {
      const trigger = event.target instanceof Element ? event.target.closest("[data-dialog]") : null;
      const kind = trigger?.getAttribute("data-dialog");
      if (kind !== "goal" && kind !== "contact") return;
      if (!pending.delete(kind)) return;
      void dialogLoaders[kind]().catch(() => pending.add(kind));
      if (pending.size === 0) for (const type of events) document.removeEventListener(type, onIntent, true);
    };
    for (const type of events) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, true);
    };
  }, []);
}

export type InquiryTypeValue = InquiryType;

type OpenDialog = { kind: "goal" } | { kind: "contact"; inquiryType: InquiryTypeValue | "" } | null;

type SiteDialogsApi = {
  /** Opens the goal-selection (demo request) dialog. */
  openGoalDialog: () => void;
  /**
   * Opens the Talk-to-an-Expert modal. Without an argument the inquiry type
   * follows the page (its route handle's `inquiryType`: SafeOpt page → SafeOpt,
   * Minty pages → Minty); elsewhere none is chosen, as on `/help`.
   */
  openContactModal: (inquiryType?: InquiryTypeValue) => void;
};

const SiteDialogsContext = createContext<SiteDialogsApi | null>(null);

/**
 * The app-wide dialogs any button can open: the goal dialog ("Sign Up",
 * "Get Started") and the contact modal ("Talk to an Expert"). One instance of
 * each lives here, so every page opens the same dialog.
 */
export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  // Each dialog mounts the first time it opens and stays, so it can animate out.
  const [mounted, setMounted] = useState({ goal: false, contact: false });
  // A page preselects its product in the contact modal through its route handle.
  const { inquiryType: pageInquiryType = "" } = useSiteHandle();
  usePreloadOnIntent();
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
    setMounted((current) => (current.goal ? current : { ...current, goal: true }));
    setOpen({ kind: "goal" });
  }, []);
  const openContactModal = useCallback(
    (inquiryType?: InquiryTypeValue) => {
      rememberOpener();
      setMounted((current) => (current.contact ? current : { ...current, contact: true }));
      setOpen({ kind: "contact", inquiryType: inquiryType ?? pageInquiryType });
    },
    [pageInquiryType],
  );
  const api = useMemo(() => ({ openGoalDialog, openContactModal }), [openGoalDialog, openContactModal]);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <SiteDialogsContext value={api}>
      {children}
      <Suspense fallback={null}>
        {mounted.goal ? (
          <GoalDialog open={open?.kind === "goal"} onOpenChange={close} onCloseAutoFocus={returnFocus} />
        ) : null}
        {mounted.contact ? (
          <ContactModal
            open={open?.kind === "contact"}
            onOpenChange={close}
            onCloseAutoFocus={returnFocus}
            inquiryType={open?.kind === "contact" ? open.inquiryType : ""}
          />
        ) : null}
      </Suspense>
    </SiteDialogsContext>
  );
}

export function useSiteDialogs(): SiteDialogsApi {
  const api = useContext(SiteDialogsContext);
  if (!api) throw new Error("useSiteDialogs must be used inside <SiteDialogsProvider>");
  return api;
}

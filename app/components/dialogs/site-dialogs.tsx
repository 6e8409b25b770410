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
import { useSiteHandle } from "#app/lib/route-handle.ts";
import type { InquiryType } from "#app/forms/contact.schema.ts";

// Each dialog's code (forms, zod, Radix) loads on intent at one of its triggers (hover, focus, touch) or at the latest as it
// opens: loading it while the page settles would busy the main thread just when the page should answer input.
const dialogLoaders = {
  goal: () => import("#app/components/dialogs/goal-dialog.tsx"),
  contact: () => import("#app/components/dialogs/contact-modal.tsx"),
} as const;
const GoalDialog = lazy(() => dialogLoaders.goal().then((module) => ({ default: module.GoalDialog })));
const ContactModal = lazy(() => dialogLoaders.contact().then((module) => ({ default: module.ContactModal })));

type DialogKind = keyof typeof dialogLoaders;

/** Triggers name their dialog with `data-dialog="goal"` or `data-dialog="contact"`. */
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
  openGoalDialog: () => void;
  /** Without an argument the inquiry type follows the route handle's `inquiryType` (none on e.g. `/help`). */
  openContactModal: (inquiryType?: InquiryTypeValue) => void;
};

const SiteDialogsContext = createContext<SiteDialogsApi | null>(null);

/** One goal dialog ("Sign Up", "Get Started") and one contact modal ("Talk to an Expert") for every page. */
export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  // Each dialog mounts the first time it opens and stays, so it can animate out.
  const [mounted, setMounted] = useState({ goal: false, contact: false });
  const { inquiryType: pageInquiryType = "" } = useSiteHandle();
  usePreloadOnIntent();
  // No opener is a Radix trigger: remember it, so focus goes back to it on close.
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

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

export type InquiryTypeValue =
  | "general"
  | "safeopt"
  | "minty"
  | "technical"
  | "billing"
  | "partnership"
  | "other";

type OpenDialog = { kind: "goal" } | { kind: "contact"; inquiryType: InquiryTypeValue } | null;

type SiteDialogsApi = {
  /** Opens the goal-selection (demo request) dialog. */
  openGoalDialog: () => void;
  /** Opens the Talk-to-an-Expert modal with the inquiry type preselected. */
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

  const openGoalDialog = useCallback(() => setOpen({ kind: "goal" }), []);
  const openContactModal = useCallback(
    (inquiryType: InquiryTypeValue = "general") => setOpen({ kind: "contact", inquiryType }),
    [],
  );
  const api = useMemo(() => ({ openGoalDialog, openContactModal }), [openGoalDialog, openContactModal]);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <SiteDialogsContext value={api}>
      {children}
      <Dialog open={open?.kind === "goal"} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>What&apos;s your top priority?</DialogTitle>
            <DialogDescription>Tell us your goal and we&apos;ll tailor your demo.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
      <Dialog open={open?.kind === "contact"} onOpenChange={close}>
        <DialogContent className="max-w-[560px]">
          <DialogHeader>
            <DialogTitle>Talk to an Expert</DialogTitle>
            <DialogDescription>Tell us about your business and a growth expert will reply.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </SiteDialogsContext>
  );
}

export function useSiteDialogs(): SiteDialogsApi {
  const api = useContext(SiteDialogsContext);
  if (!api) throw new Error("useSiteDialogs must be used inside <SiteDialogsProvider>");
  return api;
}

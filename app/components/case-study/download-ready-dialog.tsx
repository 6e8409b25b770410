import { CheckCircle2, Download } from "lucide-react";
import { useNavigate } from "react-router";
import { useSiteDialogs } from "#app/components/dialogs/site-dialogs.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { NewTabHint } from "#app/components/ui/link.tsx";

/** After a download on /success-stories/{slug}: the document, a demo request, or back to the list. */
export function DownloadReadyDialog({
  open,
  onClose,
  title,
  documentUrl,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  documentUrl?: string;
}) {
  const navigate = useNavigate();
  const { openGoalDialog } = useSiteDialogs();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <span className="grid size-12 place-items-center rounded-2xl bg-minty-bg text-minty">
          <CheckCircle2 className="size-6" aria-hidden="true" />
        </span>
        <DialogTitle className="mt-4">Success!</DialogTitle>
        <DialogDescription className="text-base">Your case study “{title}” is ready to download.</DialogDescription>
        {documentUrl ? (
          <a
            href={documentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            <Download className="size-4" aria-hidden="true" />
            Download the case study
            <NewTabHint icon={false} />
          </a>
        ) : null}
        {/* Side by side where both labels fit, else stacked; a label wraps inside its button rather than run past it. */}
        <div className="mt-6 flex flex-wrap gap-3 [&>button]:h-auto [&>button]:min-h-11 [&>button]:flex-auto [&>button]:py-2 [&>button]:text-center [&>button]:whitespace-normal">
          <Button
            data-dialog="goal"
            onClick={() => {
              onClose();
              openGoalDialog();
            }}
          >
            Talk to an Expert
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              void navigate("/success-stories");
            }}
          >
            Back to Success Stories
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

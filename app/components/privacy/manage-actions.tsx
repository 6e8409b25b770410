import { Download, LogOut, MailCheck, MailX, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { managePage as copy } from "#app/content/privacy-requests.ts";
import { cn } from "#app/lib/cn.ts";
import { privacyApi } from "#app/forms/privacy-paths.ts";

function ActionCard({ id, title, tone = "plain", children }: { id: string; title: string; tone?: "plain" | "danger"; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className={cn(surfaceClass, "p-5 sm:p-6", tone === "danger" && "border-danger/25")}
    >
      <h2 id={id} className={cn("text-lg font-semibold tracking-tight", tone === "danger" ? "text-danger" : "text-ink")}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The manage view's three actions, each a classic form post (no JavaScript
 * needed): download the data, stop marketing emails, delete everything (a
 * ticked box confirms it; the browser and the server both check it).
 */
export function ManageActions({
  marketingStoppedLabel,
  leadCount,
  deleteError,
}: {
  marketingStoppedLabel: string | null;
  leadCount: number;
  /** Shown by the box when a delete was posted without it ticked. */
  deleteError?: string;
}) {
  return (
    <div className="grid gap-5">
      <ActionCard id="download-title" title={copy.downloadTitle}>
        <p className="mt-1.5 text-sm text-muted">{copy.downloadText}</p>
        <form method="post" action={privacyApi.export} className="mt-4">
          <Button type="submit" variant="secondary" className="w-full">
            <Download aria-hidden="true" />
            {copy.download}
          </Button>
        </form>
      </ActionCard>

      <ActionCard id="marketing-title" title={copy.marketingTitle}>
        {marketingStoppedLabel ? (
          <p className="mt-3 flex items-start gap-3 rounded-xl bg-minty-bg p-3 text-sm text-ink" data-marketing="stopped">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <span>
              {copy.marketingOff} (since {marketingStoppedLabel}).
            </span>
          </p>
        ) : (
          <>
            <p className="mt-1.5 text-sm text-muted">{copy.marketingOn}</p>
            <form method="post" action={privacyApi.stopMarketing} className="mt-4">
              <Button type="submit" variant="secondary" className="w-full">
                <MailX aria-hidden="true" />
                {copy.stopMarketing}
              </Button>
            </form>
          </>
        )}
      </ActionCard>

      <ActionCard id="delete-title" title={copy.deleteTitle} tone="danger">
        <p className="mt-1.5 text-sm text-muted">{copy.deleteText}</p>
        <form method="post" action={privacyApi.delete} className="mt-4 grid gap-4">
          <div className="flex items-start gap-3">
            <Checkbox
              id="confirm-delete"
              name="confirm"
              value="yes"
              required
              disabled={leadCount === 0}
              aria-invalid={deleteError ? true : undefined}
              aria-describedby={deleteError ? "confirm-delete-error" : undefined}
            />
            <label htmlFor="confirm-delete" className="text-sm leading-relaxed text-ink-soft">
              {copy.deleteConfirm}
            </label>
          </div>
          {deleteError ? (
            <p id="confirm-delete-error" className="-mt-2 text-sm font-medium text-danger">
              {deleteError}
            </p>
          ) : null}
          <Button type="submit" variant="danger" className="w-full" disabled={leadCount === 0}>
            <Trash2 aria-hidden="true" />
            {copy.delete}
          </Button>
        </form>
      </ActionCard>

      <form method="post" action={privacyApi.signOut} className="justify-self-center">
        <Button type="submit" variant="ghost" size="sm">
          <LogOut aria-hidden="true" />
          {copy.signOut}
        </Button>
      </form>
    </div>
  );
}

import type { DeliveryEntry } from "#app/lib/console-lead-views.ts";
import { cn } from "#app/lib/cn.ts";
import { ConsoleForm } from "#app/components/console/console-form.tsx";
import { Card } from "#app/components/console/leads/lead-facts.tsx";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";

const statusTone: Record<string, string> = {
  sent: "bg-minty-bg text-success",
  failed: "bg-danger-soft text-danger",
  pending: "bg-boost-bg text-boost",
  sending: "bg-safeopt-bg text-safeopt",
};

const deliveryStatusLabels: Record<string, string> = { sent: "Sent", failed: "Failed", pending: "Waiting", sending: "Sending" };

const kindLabel = (entry: DeliveryEntry) =>
  entry.channel === "mail"
    ? ({ sales: "Sales notification", visitor: "Message to the visitor", privacy: "Privacy notice" }[entry.kind] ?? entry.kind)
    : `Webhook: ${entry.kind.replace(/[._-]/g, " ")}`;

/** Each mail and webhook delivery of the lead, oldest first, with "send again" where it can honestly be sent again. */
export function DeliveryTimeline({ deliveries }: { deliveries: DeliveryEntry[] }) {
  return (
    <Card title="Deliveries">
      {deliveries.length === 0 ? (
        <p className="py-3 text-sm text-muted">Nothing was sent for this lead (spam is not notified or sent to webhooks).</p>
      ) : (
        <ol className="divide-y divide-line">
          {deliveries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                  {kindLabel(entry)}
                  <span className={cn("rounded px-1.5 py-0.5 text-xs font-semibold", statusTone[entry.status] ?? "bg-canvas text-ink-soft")}>{deliveryStatusLabels[entry.status] ?? entry.status}</span>
                </p>
                <p className="truncate text-xs text-muted" title={entry.target}>
                  {entry.target}
                </p>
                <p className="mt-0.5 text-xs text-ink-soft tabular-nums">
                  Queued <RelativeTime iso={entry.createdAt} /> · {entry.attempts} attempt{entry.attempts === 1 ? "" : "s"}
                  {entry.lastStatus !== null ? ` · last answer HTTP ${entry.lastStatus}` : ""}
                  {entry.sentAt ? (
                    <>
                      {" · sent "}
                      <RelativeTime iso={entry.sentAt} />
                    </>
                  ) : null}
                  {entry.nextAttemptAt ? (
                    <>
                      {" · next try "}
                      <RelativeTime iso={entry.nextAttemptAt} />
                    </>
                  ) : null}
                </p>
                {entry.lastError ? <p className="mt-0.5 text-xs break-words text-danger">{entry.lastError}</p> : null}
              </div>
              {entry.canResend ? (
                <ConsoleForm>
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="delivery" value={entry.id} />
                  <button type="submit" className="rounded-md border border-line bg-white px-2.5 py-1 text-xs font-medium text-ink-soft hover:text-ink">
                    Send again
                  </button>
                </ConsoleForm>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

import { data, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { DeliveryTimeline } from "#app/components/console/leads/delivery-timeline.tsx";
import { LeadFacts } from "#app/components/console/leads/lead-facts.tsx";
import { LeadNotes } from "#app/components/console/leads/lead-notes.tsx";
import { ForgetPerson, LeadWorkPanel } from "#app/components/console/leads/lead-work-panel.tsx";
import { Notice } from "#app/components/console/leads/notice.tsx";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { leadTypeNames } from "#app/forms/lead-contract.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { refusal, requireConsole, requireConsolePost } from "#app/lib/console.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Lead · Console" }, { name: "robots", content: "noindex, nofollow" }];

/** A lead's page (the view is recorded in the audit log); 404 for an unknown id. */
export async function loader(args: Route.LoaderArgs) {
  const { service, session } = await requireConsole(args, { area: "leads" });
  const page = await service.leads.view(args.params.id, session.user);
  if (!page) throw refusal(404, "There is no such lead (it may have been erased).");
  return { ...page, names: leadTypeNames };
}

/** One change to the lead, named by the form's `intent`; forgetting the person goes back to the list. */
export async function action(args: Route.ActionArgs) {
  const { service, session, form } = await requireConsolePost(args, { area: "leads" });
  const id = args.params.id;
  const actor = session.user;
  const intent = form.get("intent");
  const leads = service.leads;
  const result =
    intent === "status"
      ? await leads.setStatus(actor, id, form.get("status"))
      : intent === "spam"
        ? await leads.setSpam(actor, id, form.get("spam"))
        : intent === "assign"
          ? await leads.assign(actor, id, form.get("assignee"))
          : intent === "note"
            ? await leads.addNote(actor, id, form.get("note"))
            : intent === "resend"
              ? await leads.resend(actor, id, form.get("delivery"))
              : intent === "forget"
                ? await leads.forget(actor, id, form.get("confirm"))
                : ({ ok: false, status: 400, error: "Unknown change: choose status, spam, assign, note, resend or forget." } as const);
  if (!result.ok) {
    if (result.status === 404) throw refusal(404, result.error);
    return data({ ok: false as const, message: result.error, intent: String(intent) }, { status: result.status });
  }
  if (intent === "forget") throw redirect(`${consolePages.leads}?notice=erased`);
  return { ok: true as const, message: result.message, intent: String(intent) };
}

export default function ConsoleLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, assignee, team, deliveries, notes, names } = loaderData;
  const name = [lead.fields.firstName, lead.fields.lastName].filter((part) => typeof part === "string" && part).join(" ");
  const typeLabel = names.types.find((named) => named.type === lead.type)?.label ?? lead.type;
  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={consolePages.leads} className="font-medium text-brand hover:underline">
          ← Leads
        </Link>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight break-words">{name || `Anonymous ${typeLabel.toLowerCase()}`}</h1>
          <p className="mt-0.5 text-sm break-words text-ink-soft">
            {[typeof lead.fields.companyName === "string" ? lead.fields.companyName : null, typeLabel].filter(Boolean).join(" · ")}
          </p>
          <p className="mt-0.5 text-xs text-muted">
            Received <RelativeTime iso={lead.receivedAt} />
            {lead.updatedAt ? (
              <>
                {" · changed "}
                <RelativeTime iso={lead.updatedAt} />
              </>
            ) : null}
          </p>
        </div>
      </header>
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <LeadFacts lead={lead} names={names} />
          <DeliveryTimeline deliveries={deliveries} />
        </div>
        <aside className="order-first min-w-0 space-y-4 lg:order-none">
          <LeadWorkPanel lead={lead} assignee={assignee} team={team} />
          <LeadNotes notes={notes} formKey={String(notes.length)} />
          <ForgetPerson email={lead.email} />
        </aside>
      </div>
    </div>
  );
}

import { data, redirect, useActionData, useLoaderData } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/team";
import { ConsoleForm, useConsoleSession } from "#app/components/console/console-form.tsx";
import { ConsoleButton, consoleButtonLink, ConsoleField, ConsoleNotice, EmptyState, inputClass, stackedTable } from "#app/components/console/console-ui.tsx";
import { cn } from "#app/lib/cn.ts";
import { consoleRoleLabels, consoleRoleOptions, InviteSchema, roleWithArticle, RemoveUserSchema } from "#app/forms/console-auth.schema.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { requireConsole, requireConsolePost } from "#app/lib/console.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Team · Console" }];

/** An admin's view of the team; `?remove=<email>` asks to confirm a removal. */
export async function loader(args: Route.LoaderArgs) {
  const { service } = await requireConsole(args, { area: "team" });
  const members = await service.auth.team();
  const url = new URL(args.request.url);
  const asked = url.searchParams.get("remove")?.trim().toLowerCase();
  const removing = members.find((member) => member.email === asked) ?? null;
  return { members, removing: removing ? removing.email : null, removed: url.searchParams.get("removed") };
}

type ActionData = { intent: string; fields?: Record<string, string>; fieldErrors?: Record<string, string>; done?: string; error?: string };

const removalRefusals = {
  "not-found": "There is no user with that address.",
  "last-admin": "This is the last admin: invite another admin before removing this one.",
} as const;

/** Inviting (or changing a role and sending a new link) and removing users: admins only. */
export async function action(args: Route.ActionArgs) {
  const { service, session, form } = await requireConsolePost(args, { area: "team" });
  const intent = String(form.get("intent") ?? "");
  const fields = { email: String(form.get("email") ?? ""), role: String(form.get("role") ?? ""), confirm: String(form.get("confirm") ?? "") };
  if (intent === "invite") {
    const parsed = InviteSchema.safeParse(fields);
    if (!parsed.success) return data<ActionData>({ intent, fields, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
    const invited = await service.auth.invite(session.user, parsed.data);
    if (!invited.ok) return data<ActionData>({ intent, fields, fieldErrors: { role: `This is the last admin: invite another admin before making this one ${roleWithArticle(parsed.data.role)}.` } }, 409);
    const { user, existed } = invited;
    const done = existed ? `${user.email} is now ${roleWithArticle(user.role)}; a new sign-in link is on its way.` : `Invited ${user.email} as ${roleWithArticle(user.role)}. The sign-in link works for 15 minutes.`;
    return { intent, done } satisfies ActionData;
  }
  if (intent === "remove") {
    const parsed = RemoveUserSchema.safeParse(fields);
    if (!parsed.success) return data<ActionData>({ intent, fields, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
    const removed = await service.auth.removeUser(session.user, parsed.data.email);
    if (!removed.ok) return data<ActionData>({ intent, error: removalRefusals[removed.reason] }, removed.reason === "last-admin" ? 409 : 404);
    // Removing oneself ends one's own session too.
    if (parsed.data.email === session.user.email) throw redirect(`${consolePages.signIn}?status=signed-out`, { headers: { "Set-Cookie": service.clearedSessionCookie(args.request) } });
    throw redirect(`${consolePages.team}?removed=${encodeURIComponent(parsed.data.email)}`);
  }
  return data<ActionData>({ intent, error: "Unknown action." }, 400);
}

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") : "never");

function InviteForm({ result }: { result: ActionData | undefined }) {
  const invite = result?.intent === "invite" ? result : undefined;
  return (
    <section aria-labelledby="invite-title" className="rounded-lg border border-line bg-white p-4">
      <h2 id="invite-title" className="mb-3 text-base font-semibold">
        Invite someone
      </h2>
      <ConsoleForm className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate key={invite?.done ?? "invite"}>
        <input type="hidden" name="intent" value="invite" />
        <ConsoleField id="invite-email" label="Work email" error={invite?.fieldErrors?.email} className="sm:w-80">
          {(aria) => <input {...aria} type="email" name="email" required autoComplete="off" defaultValue={invite?.done ? "" : (invite?.fields?.email ?? "")} className={inputClass} />}
        </ConsoleField>
        <ConsoleField id="invite-role" label="Role" error={invite?.fieldErrors?.role} className="sm:w-64">
          {(aria) => (
            <select {...aria} name="role" defaultValue={invite?.fields?.role || "member"} className={inputClass}>
              {consoleRoleOptions.map((role) => (
                <option key={role} value={role}>
                  {consoleRoleLabels[role]}
                </option>
              ))}
            </select>
          )}
        </ConsoleField>
        <ConsoleButton className="sm:mt-6">Send invitation</ConsoleButton>
      </ConsoleForm>
      {invite?.done && <ConsoleNotice tone="success" className="mt-3">{invite.done}</ConsoleNotice>}
    </section>
  );
}

function RemoveConfirmation({ email, result }: { email: string; result: ActionData | undefined }) {
  const { user } = useConsoleSession();
  return (
    <section aria-labelledby="remove-title" className="rounded-lg border border-danger/40 bg-danger-soft p-4">
      <h2 id="remove-title" className="mb-1 text-base font-semibold [overflow-wrap:anywhere] text-danger">
        Remove {email}?
      </h2>
      <p className="mb-3 text-sm text-ink-soft">
        {email === user.email ? "You will be signed out and can no longer use the console." : "Their sessions end at once and their passkeys are deleted. You can invite them again later."}
      </p>
      {result?.intent === "remove" && result.fieldErrors && <ConsoleNotice tone="danger" className="mb-3">{Object.values(result.fieldErrors)[0]}</ConsoleNotice>}
      <ConsoleForm className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="confirm" value="yes" />
        <ConsoleButton tone="danger" className="h-auto min-h-9 max-w-full shrink rounded-2xl py-1.5 text-left whitespace-normal [overflow-wrap:anywhere]">
          Remove {email}
        </ConsoleButton>
        <Link href={consolePages.team} className={consoleButtonLink("quiet")}>
          Cancel
        </Link>
      </ConsoleForm>
    </section>
  );
}

export default function ConsoleTeam() {
  const { members, removing, removed } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  return (
    <div className="flex flex-col gap-5">
      <h1>Team</h1>
      {removed && !removing && <ConsoleNotice tone="success">Removed {removed}: their sessions ended and their passkeys are gone.</ConsoleNotice>}
      {result?.error && <ConsoleNotice tone="danger">{result.error}</ConsoleNotice>}
      {removing ? <RemoveConfirmation email={removing} result={result} /> : <InviteForm result={result} />}
      <div className="overflow-hidden rounded-lg border border-line bg-white">
        <table className={cn(stackedTable.table, "text-left")}>
          <caption className="sr-only">Console users</caption>
          <thead className={cn(stackedTable.head, "border-b border-line bg-canvas uppercase")}>
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Email</th>
              <th scope="col" className="px-3 py-2 font-semibold">Role</th>
              <th scope="col" className="px-3 py-2 font-semibold">Invited by</th>
              <th scope="col" className="px-3 py-2 font-semibold">Last sign-in (UTC)</th>
              <th scope="col" className="px-3 py-2 font-semibold">Passkeys</th>
              <th scope="col" className="px-3 py-2 font-semibold"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className={stackedTable.body}>
            {members.map((member) => (
              <tr key={member.id} className={cn(stackedTable.row, "first:border-t-0")}>
                <td className={cn("px-3 py-2 font-medium [overflow-wrap:anywhere] text-ink", stackedTable.title)}>{member.email}</td>
                <td data-label="Role" className={cn("px-3 py-2 text-ink-soft", stackedTable.cell)}>{member.role}</td>
                <td data-label="Invited by" className={cn("px-3 py-2 [overflow-wrap:anywhere] text-ink-soft", stackedTable.cell)}>{member.invitedBy}</td>
                <td data-label="Last sign-in (UTC)" className={cn("px-3 py-2 text-ink-soft", stackedTable.cell)}>{when(member.lastSignInAt)}</td>
                <td data-label="Passkeys" className={cn("px-3 py-2 text-ink-soft", stackedTable.cell)}>{member.passkeys}</td>
                <td className="px-3 py-2 text-right max-sm:block max-sm:px-0 max-sm:pt-1.5 max-sm:pb-0 max-sm:text-left">
                  <Link href={`${consolePages.team}?remove=${encodeURIComponent(member.email)}`} className={cn(consoleButtonLink("quiet"), "text-danger hover:bg-danger-soft")} aria-label={`Remove ${member.email}`}>
                    Remove
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {members.length <= 1 ? (
        <EmptyState action={{ href: "#invite-email", label: "Invite a teammate" }}>You are the only one on the team so far: invite the people who work the leads.</EmptyState>
      ) : null}
    </div>
  );
}

import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account";
import { ConsoleForm, useConsoleSession } from "#app/components/console/console-form.tsx";
import { ConsoleButton, ConsoleField, ConsoleNotice, EmptyState, inputClass } from "#app/components/console/console-ui.tsx";
import { AddPasskeyForm } from "#app/components/console/passkey-buttons.tsx";
import { PasskeyNameSchema } from "#app/forms/console-auth.schema.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { requireConsole, requireConsolePost } from "#app/lib/console.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Account · Console" }];

export async function loader(args: Route.LoaderArgs) {
  const { service, session } = await requireConsole(args);
  const passkeys = await service.auth.passkeysOf(session.user.id);
  return { passkeys, welcome: new URL(args.request.url).searchParams.get("welcome") === "1" };
}

type ActionData = { intent: string; id?: string; fieldErrors?: Record<string, string>; done?: string; error?: string };

/** Renaming and removing one's own passkeys, and signing out everywhere. */
export async function action(args: Route.ActionArgs) {
  const { service, session, form } = await requireConsolePost(args);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "sign-out-everywhere") {
    await service.auth.signOutEverywhere(session);
    throw redirect(`${consolePages.signIn}?status=signed-out-everywhere`, { headers: { "Set-Cookie": service.clearedSessionCookie(args.request) } });
  }
  if (intent === "rename") {
    const parsed = PasskeyNameSchema.safeParse(form.get("name") ?? "");
    if (!parsed.success) return data<ActionData>({ intent, id, fieldErrors: { name: fieldErrorsOf(parsed.error).form ?? "Check the name." } }, 400);
    if (!(await service.auth.renamePasskey(session.user, id, parsed.data))) return data<ActionData>({ intent, id, error: "That passkey is not yours or no longer exists." }, 404);
    return { intent, id, done: "Passkey renamed." } satisfies ActionData;
  }
  if (intent === "remove") {
    if (!(await service.auth.removePasskey(session.user, id))) return data<ActionData>({ intent, id, error: "That passkey is not yours or no longer exists." }, 404);
    return { intent, done: "Passkey removed. It no longer signs you in." } satisfies ActionData;
  }
  return data<ActionData>({ intent, error: "Unknown action." }, 400);
}

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC" : "never");

export default function ConsoleAccount() {
  const { passkeys, welcome } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const { user, csrfToken } = useConsoleSession();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1>Account</h1>
        <p className="text-sm text-muted">
          {user.email} · {user.role}
        </p>
      </div>
      {welcome && passkeys.length === 0 && (
        <ConsoleNotice tone="info" className="border-brand/30 bg-brand-soft text-ink">
          <strong className="font-semibold">You are signed in. Now add a passkey</strong>: next time you sign in with your device (fingerprint, face or PIN) instead of waiting for an email.
        </ConsoleNotice>
      )}
      {result?.done && <ConsoleNotice tone="success">{result.done}</ConsoleNotice>}
      {result?.error && <ConsoleNotice tone="danger">{result.error}</ConsoleNotice>}
      <section aria-labelledby="passkeys-title" className="rounded-lg border border-line bg-white p-4">
        <h2 id="passkeys-title" className="mb-1 text-base font-semibold">
          Passkeys
        </h2>
        <p className="mb-4 text-sm text-muted">Add one on each device you use. If you lose them all, sign in with an emailed link.</p>
        {passkeys.length === 0 ? (
          <EmptyState className="mb-4">You have no passkey yet: add one below to sign in with this device instead of an emailed link.</EmptyState>
        ) : (
          <ul className="mb-4 divide-y divide-line border-y border-line">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end sm:justify-between">
                <ConsoleForm className="flex flex-col gap-2 sm:flex-row sm:items-end">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <ConsoleField
                    id={`passkey-name-${passkey.id}`}
                    label="Passkey name"
                    hint={`Added ${when(passkey.createdAt)} · last used ${when(passkey.lastUsedAt)}`}
                    error={result?.intent === "rename" && result.id === passkey.id ? result.fieldErrors?.name : undefined}
                    className="sm:w-80"
                  >
                    {(aria) => <input {...aria} name="name" defaultValue={passkey.name} maxLength={60} required className={inputClass} />}
                  </ConsoleField>
                  <ConsoleButton tone="secondary" className="sm:mb-5">
                    Rename
                  </ConsoleButton>
                </ConsoleForm>
                <ConsoleForm>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <ConsoleButton tone="quiet" className="text-danger sm:mb-5" aria-label={`Remove passkey ${passkey.name}`}>
                    Remove
                  </ConsoleButton>
                </ConsoleForm>
              </li>
            ))}
          </ul>
        )}
        <AddPasskeyForm csrfToken={csrfToken} prominent={passkeys.length === 0} />
      </section>
      <section aria-labelledby="sessions-title" className="rounded-lg border border-line bg-white p-4">
        <h2 id="sessions-title" className="mb-1 text-base font-semibold">
          Sessions
        </h2>
        <p className="mb-3 text-sm text-muted">Lost a device, or signed in somewhere you should not stay signed in? End every session of your account, this one included.</p>
        <ConsoleForm reloadDocument>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <ConsoleButton tone="danger">Sign out everywhere</ConsoleButton>
        </ConsoleForm>
      </section>
    </div>
  );
}

import { useState } from "react";
import { useRevalidator } from "react-router";
import { passkeyApi } from "#app/lib/console-paths.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ConsoleButton, ConsoleField, ConsoleNotice, inputClass } from "#app/components/console/console-ui.tsx";

/*
 * The passkey ceremonies in the browser. @simplewebauthn/browser is loaded
 * on the press, so it costs nothing to pages that never use it. Each
 * ceremony is two JSON posts: the server's options (its challenge), then the
 * authenticator's answer. Passkeys need JavaScript; the pages say so in a
 * <noscript> line and keep the emailed link as the way in without it.
 */

type Answer = { ok: boolean; status: number; body: Record<string, unknown> };

async function postJson(url: string, body: unknown, csrfToken?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...(csrfToken ? { "X-CSRF-Token": csrfToken } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const parsed: unknown = await response.json().catch(() => ({}));
  return { ok: response.ok, status: response.status, body: parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {} };
}

const messageOf = (answer: Answer, fallback: string) => (typeof answer.body.error === "string" ? answer.body.error : fallback);

/** What to say when the browser's own dialog ends without an answer. */
function ceremonyError(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "The passkey prompt was closed or timed out. Try again.";
  if (name === "InvalidStateError") return "This device already holds a passkey for your account.";
  if (name === "SecurityError") return "Passkeys cannot be used at this address (WebAuthn needs the console's domain name, not an IP address).";
  return "Passkeys are not available in this browser. Use an emailed sign-in link instead.";
}

export function NoScriptPasskeys() {
  return (
    <noscript>
      <p className="text-sm text-muted">Passkeys need JavaScript. Turn it on, or use an emailed sign-in link.</p>
    </noscript>
  );
}

/** "Sign in with a passkey": on success the browser goes where the server says. */
export function PasskeySignInButton({ next }: { next: string | null }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const options = await postJson(passkeyApi.signInOptions, {});
      if (!options.ok) throw new Error(messageOf(options, "The console cannot start a passkey sign-in right now."), { cause: "server" });
      const { startAuthentication } = await import("@simplewebauthn/browser");
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: options.body.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
      } catch (ceremony) {
        setError(ceremonyError(ceremony));
        return;
      }
      const result = await postJson(passkeyApi.signIn, { response: answer, next });
      if (!result.ok || typeof result.body.redirectTo !== "string") throw new Error(messageOf(result, "That passkey was not accepted."), { cause: "server" });
      window.location.assign(result.body.redirectTo);
    } catch (failure) {
      setError(failure instanceof Error && failure.cause === "server" ? failure.message : "The console could not be reached. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <ConsoleButton type="button" className="w-full" disabled={!hydrated || busy} onClick={() => void signIn()}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </ConsoleButton>
      {error && <ConsoleNotice tone="danger">{error}</ConsoleNotice>}
      <NoScriptPasskeys />
    </div>
  );
}

/** "Add a passkey" with an optional name; the account page reloads its list after. */
export function AddPasskeyForm({ csrfToken, prominent = false }: { csrfToken: string; prominent?: boolean }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [added, setAdded] = useState(false);

  async function add() {
    setBusy(true);
    setError(null);
    setAdded(false);
    try {
      const options = await postJson(passkeyApi.registerOptions, {}, csrfToken);
      if (!options.ok) throw new Error(messageOf(options, "The console cannot start adding a passkey right now."), { cause: "server" });
      const { startRegistration } = await import("@simplewebauthn/browser");
      let answer;
      try {
        answer = await startRegistration({ optionsJSON: options.body.options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      } catch (ceremony) {
        setError({ message: ceremonyError(ceremony) });
        return;
      }
      const result = await postJson(passkeyApi.register, { response: answer, name }, csrfToken);
      const fieldErrors = result.body.fieldErrors as Record<string, string> | undefined;
      if (fieldErrors?.name) {
        setError({ field: "name", message: fieldErrors.name });
        return;
      }
      if (!result.ok) throw new Error(messageOf(result, "The passkey was not added."), { cause: "server" });
      setName("");
      setAdded(true);
      await revalidator.revalidate();
    } catch (failure) {
      setError({ message: failure instanceof Error && failure.cause === "server" ? failure.message : "The console could not be reached. Try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <ConsoleField id="new-passkey-name" label="Name (optional)" hint="Say which device it is, like Work laptop." error={error?.field === "name" ? error.message : undefined} className="sm:w-72">
          {(aria) => <input {...aria} name="name" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} className={inputClass} autoComplete="off" />}
        </ConsoleField>
        <ConsoleButton tone={prominent ? "primary" : "secondary"} disabled={!hydrated || busy} className="sm:mb-5">
          {busy ? "Waiting for your device…" : "Add a passkey"}
        </ConsoleButton>
      </div>
      {error && !error.field && <ConsoleNotice tone="danger">{error.message}</ConsoleNotice>}
      {added && <ConsoleNotice tone="success">Passkey added. Next time, sign in with it.</ConsoleNotice>}
      <NoScriptPasskeys />
    </form>
  );
}

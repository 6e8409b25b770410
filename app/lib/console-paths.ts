/** The leads console's pages. */
export const consolePages = {
  leads: "/console",
  lead: (id: string) => `/console/leads/${encodeURIComponent(id)}`,
  export: "/console/export.csv",
  traffic: "/console/traffic",
  content: "/console/content",
  /** Uploaded pictures: the list, and the upload form (a multipart post, also the pickers' "Upload a picture"). */
  media: "/console/content/media",
  contentType: (type: string) => `/console/content/${encodeURIComponent(type)}`,
  contentEntry: (type: string, key: string) => `/console/content/${encodeURIComponent(type)}/${encodeURIComponent(key)}`,
  /** An entry's published versions: compare two, restore one (`?from=2&to=5`). */
  contentHistory: (type: string, key: string) => `/console/content/${encodeURIComponent(type)}/${encodeURIComponent(key)}/history`,
  team: "/console/team",
  audit: "/console/audit",
  account: "/console/account",
  signIn: "/console/sign-in",
  /** The page an emailed sign-in link opens (`?token=…`): its Sign in button spends the link. */
  signInLink: "/console/sign-in/link",
  signOut: "/console/sign-out",
} as const;

/** The WebAuthn JSON endpoints (POST only). */
export const passkeyApi = {
  signInOptions: "/console/passkeys/sign-in-options",
  signIn: "/console/passkeys/sign-in",
  registerOptions: "/console/passkeys/register-options",
  register: "/console/passkeys/register",
} as const;

/** Where to go after signing in: a console path from `next`, or the leads list (never another site). */
export function afterSignIn(next: string | null | undefined): string {
  if (!next || !next.startsWith("/console") || next.startsWith("//") || next.includes("\\")) return consolePages.leads;
  if (next.startsWith(consolePages.signIn)) return consolePages.leads;
  return next;
}

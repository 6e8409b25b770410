/**
 * The privacy self-service's addresses, shared by the pages, the API and the
 * emails (no server code here; Node loads it as it is).
 */
export const privacyPages = {
  /** Ask for a link; the answers to every form post come back here too. */
  requests: "/privacy/requests",
  /** Where the emailed link lands: a Continue button that spends it. */
  confirm: "/privacy/requests/confirm",
  /** What is held, and the download, delete and stop-marketing actions. */
  manage: "/privacy/requests/manage",
  /** Where an email's unsubscribe link lands: a button that stops marketing. */
  unsubscribe: "/privacy/requests/unsubscribe",
} as const;

export const privacyApi = {
  requests: "/api/privacy/requests",
  session: "/api/privacy/session",
  export: "/api/privacy/export",
  delete: "/api/privacy/delete",
  stopMarketing: "/api/privacy/stop-marketing",
  signOut: "/api/privacy/sign-out",
  /** The List-Unsubscribe URL: GET shows the unsubscribe page, POST unsubscribes (RFC 8058 one-click). */
  unsubscribe: "/api/privacy/unsubscribe",
} as const;

/**
 * The headers of a page whose URL carries a private link's token: never
 * cached, never indexed, never sent to another site as a referrer
 * (same-origin still sends the Origin its own form posts need).
 */
export function privateLinkPageHeaders() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" };
}

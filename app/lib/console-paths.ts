/** The leads console's pages. */
export const consolePages = {
  leads: "/console",
  lead: (id: string) => `/console/leads/${encodeURIComponent(id)}`,
  export: "/console/export.csv",
  traffic: "/console/traffic",
  team: "/console/team",
  audit: "/console/audit",
  account: "/console/account",
  signIn: "/console/sign-in",
  signOut: "/console/sign-out",
} as const;

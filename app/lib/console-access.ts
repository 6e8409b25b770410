import type { consoleRoleOptions } from "#app/forms/console-auth.schema.ts";

type Role = (typeof consoleRoleOptions)[number];

/** What a console page works on: leads (members and admins), the site's content (editors and admins), the team (admins). */
export type ConsoleArea = "leads" | "content" | "team";

const areaRoles: Record<ConsoleArea, readonly Role[]> = { leads: ["member", "admin"], content: ["editor", "admin"], team: ["admin"] };

export const mayUse = (role: string, area: ConsoleArea) => (areaRoles[area] as readonly string[]).includes(role);

import type { AuditEntry } from "../audit.server.ts";
import { type ConsoleRole, type ConsoleUser, normalizeTeamAddress } from "../team.server.ts";
import type { ConsoleAuthStores } from "./auth-stores.server.ts";

/** Shared by the Team page and `leads users …`. The last admin cannot be removed: someone must manage the team. */

export type TeamContext = Pick<ConsoleAuthStores, "team" | "passkeys" | "links"> & { now: () => number; audit(entry: AuditEntry): Promise<void>; onQueued(): void };

/** null for the command line. */
export type TeamActor = { id: string; email: string } | null;

export type TeamMember = ConsoleUser & { passkeys: number };

export type InviteInput = { email: string; role: ConsoleRole };

export async function teamMembers(ctx: TeamContext): Promise<TeamMember[]> {
  const [users, counts] = await Promise.all([ctx.team.listUsers(), ctx.passkeys.passkeyCounts()]);
  return users.map((user) => ({ ...user, passkeys: counts.get(user.id) ?? 0 }));
}

export type Invitation = { ok: true; user: ConsoleUser; existed: boolean } | { ok: false; reason: "last-admin" };

const isLastAdmin = (users: readonly ConsoleUser[], user: ConsoleUser) =>
  user.role === "admin" && users.filter((other) => other.role === "admin").length === 1;

export async function inviteUser(ctx: TeamContext, actor: TeamActor, input: InviteInput): Promise<Invitation> {
  const existing = await ctx.team.userByEmail(input.email);
  if (existing && input.role !== "admin" && isLastAdmin(await ctx.team.listUsers(), existing)) return { ok: false, reason: "last-admin" };
  const user = await ctx.team.upsertUser({ email: input.email, role: input.role, invitedBy: actor?.email ?? "cli", now: ctx.now() });
  await ctx.links.queue(user, { invited: true });
  ctx.onQueued();
  await ctx.audit({ actor, action: "user-invited", subject: user.email, detail: `role ${user.role}${existing ? " (already a user: role set, new link sent)" : ""}` });
  return { ok: true, user, existed: existing !== undefined };
}

export type Removal = { ok: true } | { ok: false; reason: "not-found" | "last-admin" };

export async function removeTeamUser(ctx: TeamContext, actor: TeamActor, email: string): Promise<Removal> {
  const address = normalizeTeamAddress(email);
  const users = await ctx.team.listUsers();
  const target = users.find((user) => user.email === address);
  if (!target) return { ok: false, reason: "not-found" };
  if (isLastAdmin(users, target)) return { ok: false, reason: "last-admin" };
  if (!(await ctx.team.removeUser(address))) return { ok: false, reason: "not-found" };
  await ctx.audit({ actor, action: "user-removed", subject: address, detail: `role ${target.role}` });
  return { ok: true };
}

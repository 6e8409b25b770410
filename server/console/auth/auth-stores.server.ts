import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { spentTokens, type SpentTokens } from "../../tokens/spent-tokens.server.ts";
import type { TokenSealer } from "../../tokens/tokens.server.ts";
import { sessionStore, type SessionStore } from "../sessions.server.ts";
import { teamStore, type TeamStore } from "../team.server.ts";
import { signInLinks, type SignInLinks } from "./links.server.ts";
import { passkeyStore, type PasskeyStore } from "./passkey-store.server.ts";

export type ConsoleAuthStores = { team: TeamStore; sessions: SessionStore; passkeys: PasskeyStore; spent: SpentTokens; links: SignInLinks };

export function consoleAuthStores(db: Kysely<Database>, { sealer, siteUrl, now }: { sealer: TokenSealer; siteUrl: string; now: () => number }): ConsoleAuthStores {
  return {
    team: teamStore(db),
    sessions: sessionStore(db),
    passkeys: passkeyStore(db),
    spent: spentTokens(db),
    links: signInLinks({ db, sealer, siteUrl, now }),
  };
}

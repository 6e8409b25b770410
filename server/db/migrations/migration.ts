import type { Kysely } from "kysely";

/** The migrations are the lowest code that tells the two engines apart. */
export type Dialect = "sqlite" | "postgres";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export type AnyDb = Kysely<any>;

/** Applied once, in order, never edited once applied. */
export type Migration = { name: string; up: (db: AnyDb, dialect: Dialect) => Promise<void> };

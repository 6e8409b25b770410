import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { ServerBuild } from "react-router";
import { contentModelOf } from "../server/app.ts";
import { recordAudit } from "../server/console/audit.server.ts";
import { allEntries, importEntries, unpublishEntry } from "../server/content/content-store.server.ts";
import { openStore } from "../server/db/database.server.ts";
import { EnvError, parseEnv } from "../server/env.ts";

/**
 * Content between the repository and the database (the same one the server uses: DATABASE_URL, or the file under DATA_DIR).
 *
 *   npm run -s content -- export [--dir app/content/published]
 *   npm run -s content -- import [--dir app/content/published] [--yes]
 *
 * `export` writes each entry whose published copy differs from the build's (one JSON file per entry), for a developer to
 * commit. `import` publishes those files over what the database has: without --yes it only lists what it would replace.
 * Both read the content types from the production build (`npm run build` first).
 */
const usage = `Usage:
  content export [--dir DIR]         write what is published and differs from the build, one JSON file per entry
  content import [--dir DIR] [--yes] publish those files into the database (lists them first; --yes to do it)`;

const UNPUBLISHED = "$unpublished";
const root = path.resolve(import.meta.dirname, "..");

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== "export" && command !== "import") fail(usage);
  const { values } = parseArgs({ args: rest, options: { dir: { type: "string" }, yes: { type: "boolean" } } });
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const dir = path.resolve(values.dir ?? path.join(root, "app/content/published"));
  const buildPath = path.join(path.resolve(root, env.BUILD_DIR), "server/index.js");
  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  } catch {
    fail(`No production build at ${buildPath}: run npm run build first.`);
  }
  const model = contentModelOf(build);
  const store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await store.migrate();
    const rows = await allEntries(store.db);
    if (command === "export") {
      let written = 0;
      for (const type of model.contentTypes) {
        const built = new Map(type.entriesOf(model.repositoryContent).map((entry) => [entry.key, JSON.stringify(entry.data)]));
        for (const row of rows.filter((candidate) => candidate.type === type.type)) {
          const takenDown = row.published === null && row.published_version !== null;
          if (row.published === null && !takenDown) continue;
          if (row.published !== null && built.get(row.key) === JSON.stringify(JSON.parse(row.published))) continue;
          if (takenDown && !built.has(row.key)) continue;
          mkdirSync(path.join(dir, type.type), { recursive: true });
          const data = takenDown ? { [UNPUBLISHED]: true } : JSON.parse(row.published!);
          writeFileSync(path.join(dir, type.type, `${row.key}.json`), `${JSON.stringify(data, null, 2)}\n`);
          console.log(`${type.type}/${row.key}${takenDown ? " (taken down)" : ""}`);
          written++;
        }
      }
      console.log(written ? `Wrote ${written} entr${written === 1 ? "y" : "ies"} to ${path.relative(process.cwd(), dir) || "."}: commit them, and the next build prerenders them.` : "Nothing published differs from the build.");
      return;
    }

    const files = model.contentTypes.flatMap((type) => {
      let names: string[];
      try {
        names = readdirSync(path.join(dir, type.type)).filter((name) => name.endsWith(".json"));
      } catch {
        return [];
      }
      return names.map((name) => ({ type, key: name.slice(0, -5), file: path.join(dir, type.type, name) }));
    });
    if (files.length === 0) fail(`No exported entries under ${dir}.`);
    const problems: string[] = [];
    const seeds = new Map<string, { key: string; data: unknown }[]>();
    const takeDown: { type: string; key: string }[] = [];
    for (const { type, key, file } of files) {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(file, "utf8"));
      } catch (error) {
        problems.push(`${type.type}/${key}: not JSON (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      if (data && typeof data === "object" && UNPUBLISHED in data) {
        takeDown.push({ type: type.type, key });
        continue;
      }
      const parsed = type.schema.safeParse(data);
      if (!parsed.success) {
        problems.push(`${type.type}/${key}: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "entry"}: ${issue.message}`).join("; ")}`);
        continue;
      }
      seeds.set(type.type, [...(seeds.get(type.type) ?? []), { key, data }]);
    }
    if (problems.length) fail(`Nothing imported; fix these first:\n  ${problems.join("\n  ")}`);
    const existing = new Set(rows.map((row) => `${row.type}/${row.key}`));
    for (const { type, key } of files) console.log(`${existing.has(`${type.type}/${key}`) ? "replace" : "add    "} ${type.type}/${key}`);
    if (!values.yes) {
      console.log("Nothing changed. Run again with --yes to publish these over what the database has.");
      return;
    }
    const count = await importEntries(store.db, [...seeds].map(([type, entries]) => ({ type, entries })), "content import");
    let takenDown = 0;
    for (const entry of takeDown) if ((await unpublishEntry(store.db, { ...entry, by: "content import" })) !== false) takenDown++;
    await recordAudit(store.db, { actor: null, action: "content-imported", subject: path.relative(root, dir), detail: `${count} published, ${takenDown} taken down` });
    console.log(`Published ${count} and took down ${takenDown}; every server shows them within seconds.`);
  } finally {
    await store.close();
  }
}

await main();

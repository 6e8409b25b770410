import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { reactDomClientAsModule } from "./react-dom-client-module.ts";

const require = createRequire(import.meta.url);
const clientFile = path.join(path.dirname(require.resolve("react-dom/client")), "cjs", "react-dom-client.production.js");
// Under the project's node_modules, so that the module's bare imports resolve to its packages.
const cache = path.join(import.meta.dirname, "..", "node_modules", ".cache");
await mkdir(cache, { recursive: true });
const scratch = await mkdtemp(path.join(cache, "react-dom-client-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("React DOM's client as an ES module", () => {
  it("exports the client's functions and version from the file React ships", async () => {
    const file = path.join(scratch, "client.mjs");
    await writeFile(file, reactDomClientAsModule(await readFile(clientFile, "utf8")));
    const client = await import(pathToFileURL(file).href);
    expect(typeof client.hydrateRoot).toBe("function");
    expect(typeof client.createRoot).toBe("function");
    expect(client.version).toBe(require("react-dom/package.json").version);
  });

  it("fails with the package's name when the client requires one it does not import", async () => {
    const file = path.join(scratch, "later.mjs");
    await writeFile(file, reactDomClientAsModule(`require("react-dom/unknown");`));
    await expect(import(pathToFileURL(file).href)).rejects.toThrow("React DOM's client requires react-dom/unknown");
  });
});

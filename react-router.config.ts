import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#app/config/routes.ts";
import { precompressDirectory } from "./server/http/precompress.ts";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every route's entry ships in one cached module the page loads with React,
  // instead of being discovered link by link: no /__manifest request, no task
  // patching the routes after hydration, no watching the page for new links.
  routeDiscovery: { mode: "initial" },
  // Every page whose content is known at build time is rendered to HTML once,
  // at build time; the server answers the rest (404, 410, API) itself.
  prerender: () => prerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    await precompressDirectory(path.join(reactRouterConfig.buildDirectory, "client"));
    // Prerendered pages carry canonical URLs made from SITE_URL: remember which
    // one, so `npm start` rebuilds when it changes.
    writeFileSync(path.join(reactRouterConfig.buildDirectory, ".site-url"), process.env.SITE_URL ?? "");
  },
} satisfies Config;

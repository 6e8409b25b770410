import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/routes.ts";

export default {
  ssr: true,
  // Every page whose content is known at build time is rendered to HTML once,
  // at build time; the server answers the rest (404, 410, API) itself.
  prerender: () => prerenderPaths(),
} satisfies Config;

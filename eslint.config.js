import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The site and its build import nothing from the operational commands (scripts/) or the generators (tools/). */
const noCommandsOrGenerators = {
  group: ["**/scripts/**", "**/tools/**"],
  message: "The site and its build import nothing from scripts/ or tools/: code the build runs lives in vite/lib.",
};

/** Links come from #app/components/ui/link.tsx: no route-discovery marker, and external URLs open in a new tab safely. */
const routerLink = {
  name: "react-router",
  importNames: ["Link"],
  message:
    "Use Link from #app/components/ui/link.tsx: every route ships in the first load, so links carry no discovery marker, and external URLs open in a new tab with noopener.",
};

/** Pages reach the server only through the load context the server fills (app/load-context.server.ts); types may cross. */
const noServerCode = {
  group: ["**/server/**"],
  allowTypeImports: true,
  message: "The site imports no server code: the server hands pages what they need through the load context.",
};

/** The context keys exist once, in the server build: the server and scripts take only their types from app/. */
const noSecondContextCopy = {
  group: ["**/app/load-context.server", "**/app/load-context.server.ts"],
  allowTypeImports: true,
  message: "Make a page request's load context with the server build's pageLoadContext (server/app.ts): a second copy of the keys matches nothing.",
};

/**
 * server/ in floors, from the top: the process entries (index.ts, api-only.ts); the composition root (backend.ts,
 * app.ts); the rooms (console; privacy, analytics, api; leads; env.ts; mail, webhooks, content); the shared floor (http/,
 * queue/, tokens/, db/, logger.server.ts). A file imports only from its own room and the floors below it.
 */
const serverEntries = ["**/index.ts", "**/api-only.ts", "**/backend.ts", "**/app.ts"].flatMap((name) => [
  name.replace("**", "."),
  name.replace("**", ".."),
  name.replace("**", "../.."),
  name.replace("**", "../../.."),
]);
const aboveServerRooms = (...rooms) => ({
  group: [...rooms.map((room) => (room.endsWith(".ts") ? `**/${room}` : `**/${room}/**`)), ...serverEntries],
  message: "server/ is in floors: a room imports only from the floors below it (README, What each layer may import).",
});
const serverRoomFloors = [
  { files: ["server/console/**/*.ts"], above: [] },
  { files: ["server/privacy/**/*.ts"], above: ["console", "analytics", "api"] },
  { files: ["server/analytics/**/*.ts"], above: ["console", "privacy", "api"] },
  { files: ["server/api/**/*.ts"], above: ["console", "privacy", "analytics"] },
  { files: ["server/leads/**/*.ts"], above: ["console", "privacy", "analytics", "api"] },
  { files: ["server/env.ts"], above: ["console", "privacy", "analytics", "api", "leads", "mail"] },
  { files: ["server/mail/**/*.ts"], above: ["console", "privacy", "analytics", "api", "leads", "env.ts", "webhooks", "content"] },
  { files: ["server/webhooks/**/*.ts"], above: ["console", "privacy", "analytics", "api", "leads", "env.ts", "mail", "content"] },
  { files: ["server/content/**/*.ts"], above: ["console", "privacy", "analytics", "api", "leads", "env.ts", "mail", "webhooks"] },
  ...["http", "queue", "tokens"].map((floor) => ({
    files: [`server/${floor}/**/*.ts`],
    above: ["console", "privacy", "analytics", "api", "leads", "env.ts", "mail", "webhooks", "content", "http", "queue", "tokens"].filter((room) => room !== floor),
  })),
  { files: ["server/db/**/*.ts", "server/logger.server.ts"], above: ["console", "privacy", "analytics", "api", "leads", "env.ts", "mail", "webhooks", "content", "http", "queue", "tokens"] },
].map(({ files, above }) => ({
  files,
  ignores: ["**/*.test.ts"],
  rules: { "no-restricted-imports": ["error", { patterns: [aboveServerRooms(...above), noCommandsOrGenerators, noSecondContextCopy] }] },
}));

export default tseslint.config(
  { ignores: ["build/", ".builds/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [routerLink], patterns: [noCommandsOrGenerators, noServerCode] }] },
  },
  {
    files: ["vite/**/*.ts", "vite.config.ts", "react-router.config.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noCommandsOrGenerators] }] },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noSecondContextCopy] }] },
  },
  {
    // Components run in the browser: they import no server-only module, not even a page's `.server` file.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [routerLink],
          patterns: [
            { group: ["**/*.server", "**/*.server.ts", "**/server/**"], message: "Server-only code stays out of components." },
            noCommandsOrGenerators,
          ],
        },
      ],
    },
  },
  {
    // The composition root wires the rooms; the entries above it start it.
    files: ["server/backend.ts", "server/app.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["./index.ts", "./api-only.ts"], message: "The composition root never imports a process entry." }, noCommandsOrGenerators, noSecondContextCopy] },
      ],
    },
  },
  ...serverRoomFloors,
  {
    // A migration is frozen once applied: it imports the database layer alone, never code that keeps changing.
    files: ["server/db/migrations/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../../**", "**/app/**"], message: "A migration imports nothing but kysely and the database layer (server/db/)." }] },
      ],
    },
  },
);

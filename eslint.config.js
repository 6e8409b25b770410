import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The site and its build import nothing from the operational commands (scripts/) or the generators (tools/). */
const noCommandsOrGenerators = {
  group: ["**/scripts/**", "**/tools/**"],
  message: "The site and its build import nothing from scripts/ or tools/: code the build runs lives in vite/lib.",
};

/** Links come from ~/components/ui/link: no route-discovery marker, and external URLs open in a new tab safely. */
const routerLink = {
  name: "react-router",
  importNames: ["Link"],
  message:
    "Use Link from ~/components/ui/link: every route ships in the first load, so links carry no discovery marker, and external URLs open in a new tab with noopener.",
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
);

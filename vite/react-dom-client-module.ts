import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/** `react-dom/client`'s file, which in a production build is React DOM's client and nothing else. */
const CLIENT_ENTRY = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

/**
 * React DOM's client as an ES module in the browser's build.
 *
 * React publishes it as CommonJS, and the bundler wraps a CommonJS file in a
 * function run on first import. V8 compiles that function (200 KB) on the main
 * thread when it is first called: 40–65 ms on a desktop core, in the task that
 * starts React. As the top level of an ES module the same code is compiled
 * while it downloads, on a background thread, and React's start takes 15–20 ms.
 *
 * The file is used as React ships it: its `require`s are answered with the
 * same packages imported, and what it puts on `exports` is exported.
 */
export function reactDomClientModule(): Plugin {
  return {
    name: "react-dom-client-module",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async load(id) {
      if (!CLIENT_ENTRY.test(id)) return null;
      return reactDomClientAsModule(await readFile(path.join(path.dirname(id), "cjs", "react-dom-client.production.js"), "utf8"));
    },
  };
}

/** A `require` of a package it does not import (a later React's) throws as React DOM's client starts, on every page. */
export function reactDomClientAsModule(source: string): string {
  return [
    `import react from "react";`,
    `import reactDom from "react-dom";`,
    `import scheduler from "scheduler";`,
    `const required = { react, "react-dom": reactDom, scheduler };`,
    `const require = (name) => { if (name in required) return required[name]; throw new Error("React DOM's client requires " + name + ", which vite/react-dom-client-module.ts does not import"); };`,
    `const exports = {};`,
    source,
    `export const { createRoot, hydrateRoot, version } = exports;`,
  ].join("\n");
}

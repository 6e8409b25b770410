import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "vite/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/support/vitest-setup.ts"],
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

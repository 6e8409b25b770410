import { defineConfig } from "vitest/config";
import { storyCardArt } from "./vite/story-card-art.ts";

export default defineConfig({
  // The story cards' content imports their art files (virtual:story-card-art).
  plugins: [storyCardArt()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tools/**/*.test.ts", "vite/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/support/vitest-setup.ts"],
    restoreMocks: true,
    // Vitest's default is one worker per core less one: a single worker on a
    // two-core machine. The slowest suites mostly wait (database restarts,
    // shutdown timers), so four workers keep both cores busy: 170 s → 110 s.
    maxWorkers: 4,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { afterEach, vi } from "vitest";

// A console.error during a test is a bug the visitor would see: fail the test
// (the epic-stack habit). Tests that expect one spy on console.error themselves.
const originalError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ").slice(0, 500)}`);
};

if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}

import { describe, expect, it } from "vitest";
import { quoteStrings } from "./inline-script.ts";

describe("quoteStrings", () => {
  it("prints plain template literals as double-quoted strings, single-quoted when they hold a double quote", () => {
    expect(quoteStrings("e.getElementById(`rr`),e.closest(`button[type=\"button\"]`)")).toBe(
      "e.getElementById(\"rr\"),e.closest('button[type=\"button\"]')",
    );
  });

  it("leaves substitutions, tagged templates and strings holding both quotes as they are", () => {
    const code = "a(`x${b}y`),c`z`,d(`say \"it's\"`)";
    expect(quoteStrings(code)).toBe(code);
  });

  it("keeps escapes meaning the same", () => {
    const quoted = quoteStrings("a(`line\\nnext \\\\ end`)");
    expect(quoted).toBe('a("line\\nnext \\\\ end")');
  });
});

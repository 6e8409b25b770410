import { describe, expect, it } from "vitest";
import { cn, utilityKey } from "#app/lib/cn.ts";

describe("cn", () => {
  it("lets a later argument override the same utility", () => {
    expect(cn("h-9 px-4 text-sm", "h-10 px-5")).toBe("text-sm h-10 px-5");
    expect(cn("rounded-xl bg-white", false, undefined, "rounded-full")).toBe("bg-white rounded-full");
    expect(cn("max-w-[420px] p-6", "max-w-[560px]")).toBe("p-6 max-w-[560px]");
    expect(cn("block", "hidden")).toBe("hidden");
  });

  it("keeps different properties that share a prefix", () => {
    expect(cn("text-sm text-ink", "text-white")).toBe("text-sm text-white");
    expect(cn("text-ink", "text-lg")).toBe("text-ink text-lg");
    expect(cn("font-semibold", "font-mono")).toBe("font-semibold font-mono");
    expect(cn("border border-line", "border-danger")).toBe("border border-danger");
    expect(cn("flex flex-col", "flex-row")).toBe("flex flex-row");
    expect(cn("bg-gradient-to-b bg-white", "bg-ink")).toBe("bg-gradient-to-b bg-ink");
  });

  it("keeps variants apart", () => {
    expect(cn("bg-brand hover:bg-brand-strong", "bg-ink")).toBe("hover:bg-brand-strong bg-ink");
    expect(cn("sm:p-7 p-6", "p-4")).toBe("sm:p-7 p-4");
  });

  it("keeps everything inside one argument as written", () => {
    expect(cn("outline-2 outline-brand/40 outline-offset-0")).toBe("outline-2 outline-brand/40 outline-offset-0");
  });

  it("names utility families", () => {
    expect(utilityKey("md:-translate-x-1/2")).toBe("md:translate-x");
    expect(utilityKey("h-[calc(100dvh-2rem)]")).toBe(":h");
    expect(utilityKey("text-[0.95rem]")).toBe(":text-size");
    expect(utilityKey("data-[state=open]:bg-ink/5")).toBe("data-[state=open]:bg-color");
    expect(utilityKey("border-b-2")).toBe(":border-b-width");
  });
});

describe("cn and the type scale", () => {
  it("treats the type-scale utilities as sizes, so a colour does not remove them", () => {
    expect(cn("text-h3", "text-ink")).toBe("text-h3 text-ink");
    expect(cn("text-eyebrow text-brand", "text-muted")).toBe("text-eyebrow text-muted");
    expect(cn("text-h2", "text-display")).toBe("text-display");
  });
});

describe("cn and the text roles below the headings", () => {
  it("treats lead, body and small as sizes", () => {
    expect(utilityKey("text-lead")).toBe(":text-size");
    expect(utilityKey("sm:text-small")).toBe("sm:text-size");
    expect(cn("text-body text-muted", "text-small")).toBe("text-muted text-small");
    expect(cn("text-lead", "text-ink")).toBe("text-lead text-ink");
  });
});

import { describe, expect, it } from "vitest";
import { BodyError, MAX_JSON_DEPTH, parseFormBody, parseJsonBody } from "./body.ts";

const json = (text: string) => parseJsonBody(Buffer.from(text));

describe("parseJsonBody", () => {
  it("returns a plain object", () => {
    expect(json('{"a":1,"b":{"c":"d"}}')).toEqual({ a: 1, b: { c: "d" } });
  });

  it.each([
    ["malformed", "{", "Malformed JSON in request body"],
    ["an array", "[1]", "Request body must be a JSON object"],
    ["null", "null", "Request body must be a JSON object"],
    ["__proto__", '{"__proto__":{"x":1}}', "Request body contains a forbidden key"],
    ["a nested constructor", '{"a":{"constructor":{}}}', "Request body contains a forbidden key"],
    ["prototype", '{"prototype":1}', "Request body contains a forbidden key"],
    ["a NUL character", '{"a":"x\\u0000"}', "Request body contains invalid characters"],
  ])("refuses %s", (_name, text, message) => {
    expect(() => json(text)).toThrow(new BodyError(400, message));
  });

  it("says a body nested too deeply is nested too deeply, not malformed", () => {
    const nested = (depth: number) => `${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}`;
    const tooDeep = new BodyError(400, `JSON in request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
    expect(() => json(`{"a":${nested(2_500)}}`)).toThrow(tooDeep);
    expect(() => json(`{"a":${nested(MAX_JSON_DEPTH + 1)}}`)).toThrow(tooDeep);
    expect(json(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toHaveProperty("a");
    // Brackets inside strings are text, not nesting.
    expect(json(`{"a":"${"[{".repeat(2_500)}\\"]"}`)).toEqual({ a: `${"[{".repeat(2_500)}"]` });
    // Unclosed brackets are malformed JSON, whatever their depth.
    expect(() => json(`{"a":${"[".repeat(MAX_JSON_DEPTH - 2)}`)).toThrow(new BodyError(400, "Malformed JSON in request body"));
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(() => parseJsonBody(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toThrow("not valid UTF-8");
  });
});

describe("parseFormBody", () => {
  it("reads each field once", () => {
    expect(parseFormBody(Buffer.from("a=1&b=two+words&c=%C3%A9"))).toEqual({ a: "1", b: "two words", c: "é" });
  });

  it("refuses repeated fields and prototype keys", () => {
    expect(() => parseFormBody(Buffer.from("a=1&a=2"))).toThrow("more than once");
    expect(() => parseFormBody(Buffer.from("__proto__=1"))).toThrow("forbidden key");
  });
});

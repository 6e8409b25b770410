import { describe, expect, it } from "vitest";
import { BodyError, parseFormBody, parseJsonBody } from "./body.ts";

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

import { describe, expect, it } from "vitest";
import { networkKey } from "./network-key.ts";

describe("networkKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
    expect(networkKey("::ffff:cb00:7107")).toBe(networkKey("203.0.113.7"));
  });

  it("keys an IPv6 address by its /64, whatever the spelling", () => {
    const expected = "2001:db8:1:2::/64";
    expect(networkKey("2001:db8:1:2::1")).toBe(expected);
    expect(networkKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(expected);
    expect(networkKey("2001:0DB8:0001:0002:0000:0000:0000:0001")).toBe(expected);
    expect(networkKey("2001:db8:1:2:0:0:0.0.0.1")).toBe(expected);
  });

  it("expands compressed forms before taking the prefix", () => {
    expect(networkKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkKey("2001:db8::1:0:0:1")).toBe("2001:db8:0:0::/64");
    expect(networkKey("2001:db8:0:1::")).toBe("2001:db8:0:1::/64");
    expect(networkKey("::1")).toBe("0:0:0:0::/64");
    expect(networkKey("::")).toBe("0:0:0:0::/64");
    expect(networkKey("2001:db8:1::")).toBe("2001:db8:1:0::/64");
  });

  it("tells different /64 networks apart", () => {
    expect(networkKey("2001:db8:1:2::1")).not.toBe(networkKey("2001:db8:1:3::1"));
    expect(networkKey("2001:db8::1")).not.toBe(networkKey("2001:db8:0:1::1"));
  });

  it("drops a zone id", () => {
    expect(networkKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkKey("fe80::abcd%25")).toBe("fe80:0:0:0::/64");
  });

  it("answers undefined for no address and keeps anything else apart", () => {
    expect(networkKey(undefined)).toBeUndefined();
    expect(networkKey("")).toBeUndefined();
    expect(networkKey("   ")).toBeUndefined();
    expect(networkKey("Not-An-Address")).toBe("not-an-address");
  });
});

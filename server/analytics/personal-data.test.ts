import { describe, expect, it } from "vitest";
import { withoutPersonalData } from "./personal-data.ts";

describe("campaign tags without personal data", () => {
  it("replaces email addresses and phone numbers by a marker", () => {
    expect(withoutPersonalData("ada@example.com")).toBe("(email)");
    expect(withoutPersonalData("ada.lovelace+news@mail.example.co.uk")).toBe("(email)");
    expect(withoutPersonalData("newsletter/ada@example.com")).toBe("newsletter/(email)");
    expect(withoutPersonalData("ada%40example.com")).toBe("(email)");
    expect(withoutPersonalData("+44 20 7946 0958")).toBe("(phone)");
    expect(withoutPersonalData("call (555) 123-4567")).toBe("call (phone)");
    expect(withoutPersonalData("07946095812")).toBe("(phone)");
    expect(withoutPersonalData("0049-30-1234567")).toBe("(phone)");
  });

  it("keeps what campaigns are named with: words, dates, years, short numbers, long ad ids", () => {
    for (const value of ["newsletter", "bfcm-2025", "2025-11-28", "spring_sale_50", "q4 2025 retargeting", "v2.3.1", "120208123456789012"]) {
      expect(withoutPersonalData(value)).toBe(value);
    }
  });
});

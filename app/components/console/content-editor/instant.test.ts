import { describe, expect, it } from "vitest";
import { instantToZoned, zonedToInstant, zoneOfInstant } from "#app/components/console/content-editor/instant.ts";

const NY = "America/New_York";

describe("zonedToInstant", () => {
  it("writes the offset in force on that day, on either side of New York's changes", () => {
    expect(zonedToInstant("2025-03-08T13:00", NY)).toBe("2025-03-08T13:00:00-05:00");
    expect(zonedToInstant("2025-03-10T13:00", NY)).toBe("2025-03-10T13:00:00-04:00");
    expect(zonedToInstant("2025-11-01T13:00", NY)).toBe("2025-11-01T13:00:00-04:00");
    expect(zonedToInstant("2025-11-20T13:00", NY)).toBe("2025-11-20T13:00:00-05:00");
  });

  it("on the day of the change, reads times before and after it with their own offsets", () => {
    expect(zonedToInstant("2025-03-09T01:30", NY)).toBe("2025-03-09T01:30:00-05:00");
    expect(zonedToInstant("2025-03-09T03:30", NY)).toBe("2025-03-09T03:30:00-04:00");
    expect(zonedToInstant("2025-11-02T00:30", NY)).toBe("2025-11-02T00:30:00-04:00");
    expect(zonedToInstant("2025-11-02T02:30", NY)).toBe("2025-11-02T02:30:00-05:00");
  });

  it("moves a skipped time forward by the gap and takes the earlier of a repeated one", () => {
    expect(zonedToInstant("2025-03-09T02:30", NY)).toBe("2025-03-09T03:30:00-04:00");
    expect(zonedToInstant("2025-11-02T01:30", NY)).toBe("2025-11-02T01:30:00-04:00");
  });

  it("keeps seconds, writes UTC as +00:00 and refuses what is not a wall time", () => {
    expect(zonedToInstant("2025-06-01T09:15:30", "UTC")).toBe("2025-06-01T09:15:30+00:00");
    expect(zonedToInstant("2025-06-01T09:15", "Asia/Kathmandu")).toBe("2025-06-01T09:15:00+05:45");
    expect(zonedToInstant("", NY)).toBe("");
    expect(zonedToInstant("tomorrow", NY)).toBe("");
  });
});

describe("instantToZoned", () => {
  it("shows an instant as the wall time of any zone, across New York's changes", () => {
    expect(instantToZoned("2025-03-08T13:00:00-05:00", NY)).toBe("2025-03-08T13:00");
    expect(instantToZoned("2025-03-10T17:00:00Z", NY)).toBe("2025-03-10T13:00");
    expect(instantToZoned("2025-11-02T05:30:00Z", NY)).toBe("2025-11-02T01:30");
    expect(instantToZoned("2025-11-02T06:30:00Z", NY)).toBe("2025-11-02T01:30");
    expect(instantToZoned("2025-11-20T13:00:00-05:00", "Europe/London")).toBe("2025-11-20T18:00");
    expect(instantToZoned("2025-11-20T13:00:05-05:00", "UTC")).toBe("2025-11-20T18:00:05");
    expect(instantToZoned("not a date", NY)).toBe("");
  });

  it("is undone by zonedToInstant, except the second pass of a repeated hour, which reads as the first", () => {
    for (const iso of ["2025-03-09T03:00:00-04:00", "2025-11-02T01:59:00-04:00", "2025-11-02T02:00:00-05:00", "2025-07-04T23:45:00-04:00"]) {
      expect(zonedToInstant(instantToZoned(iso, NY), NY)).toBe(iso);
    }
    expect(zonedToInstant(instantToZoned("2025-11-02T01:00:00-05:00", NY), NY)).toBe("2025-11-02T01:00:00-04:00");
  });
});

describe("zoneOfInstant", () => {
  it("takes the sibling zone when the instant was written with its offset, otherwise UTC", () => {
    expect(zoneOfInstant("2025-10-08T13:00:00-04:00", NY)).toBe(NY);
    expect(zoneOfInstant("2025-12-08T13:00:00-05:00", NY)).toBe(NY);
    expect(zoneOfInstant("2025-10-08T13:00:00+01:00", NY)).toBe("UTC");
    expect(zoneOfInstant("2025-10-08T13:00:00-04:00", undefined)).toBe("UTC");
    expect(zoneOfInstant("2025-10-08T13:00:00-04:00", "Mars/Olympus")).toBe("UTC");
    expect(zoneOfInstant("", NY)).toBe(NY);
  });
});

import { describe, expect, it } from "vitest";
import { readAuditReport, unavailableWarning } from "./audit-report.ts";

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });

describe("readAuditReport", () => {
  it("passes a report with nothing above moderate", () => {
    const verdict = readAuditReport(
      report({ "brace-expansion": { name: "brace-expansion", severity: "low", range: "<1.1.12", fixAvailable: true } }, { low: 1, total: 1 }),
    );
    expect(verdict.kind).toBe("clean");
  });

  it("fails on a high or critical advisory and says how to fix it", () => {
    const verdict = readAuditReport(
      report(
        {
          express: { name: "express", severity: "high", range: "<5.1.0", fixAvailable: { name: "express", version: "5.1.0" } },
          qs: { name: "qs", severity: "critical", range: "<6.14.1", fixAvailable: false },
        },
        { high: 1, critical: 1, total: 2 },
      ),
    );
    expect(verdict).toMatchObject({
      kind: "vulnerable",
      findings: [
        { name: "express", severity: "high", fix: "upgrade express to 5.1.0" },
        { name: "qs", severity: "critical", fix: "no fix published yet" },
      ],
    });
  });

  it("reports a registry that cannot answer audits as unavailable, not as a pass or a failure", () => {
    const verdict = readAuditReport(
      JSON.stringify({
        message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
        statusCode: 405,
        error: { summary: "", detail: "" },
      }),
    );
    expect(verdict).toMatchObject({ kind: "unavailable" });
    expect(verdict.kind === "unavailable" && verdict.reason).toContain("HTTP 405");
  });

  it("treats output that is not a report (no network) as unavailable", () => {
    expect(readAuditReport("").kind).toBe("unavailable");
    expect(readAuditReport("npm error code ENOTFOUND").kind).toBe("unavailable");
  });
});

describe("unavailableWarning", () => {
  const reason = "HTTP 405: 405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk";

  it("marks an audit that could not run as a warning, on one line", () => {
    const line = unavailableWarning(`${reason}\nnpm error 100% sure`);
    expect(line).toMatch(/^WARNING: npm audit could not run, so no dependency was checked for advisories: HTTP 405/);
    expect(line).toContain("advisories/bulk npm error 100% sure");
    expect(line).not.toContain("\n");
  });

  it("is a warning annotation on GitHub Actions", () => {
    const line = unavailableWarning(`${reason} (100% refused)`, { githubActions: true });
    expect(line).toMatch(/^::warning title=Dependency audit did not run::npm audit could not run, so no dependency was checked/);
    expect(line).toContain("(100%25 refused)");
  });
});

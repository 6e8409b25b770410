import { spawnSync } from "node:child_process";
import { readAuditReport, unavailableWarning } from "./lib/audit-report.ts";

/**
 * `npm run -s audit:deps` (CI runs it): the production dependencies against
 * the registry's advisories. Fails on a high or critical advisory; when the
 * registry cannot answer an audit at all, passes with a warning on stderr.
 */
const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
const verdict = readAuditReport(result.stdout ?? "");

switch (verdict.kind) {
  case "clean":
    console.log(`npm audit: no high or critical advisory in the production dependencies (${JSON.stringify(verdict.counts)})`);
    process.exit(0);
    break;
  case "unavailable":
    process.stderr.write(`${unavailableWarning(verdict.reason, { githubActions: process.env.GITHUB_ACTIONS === "true" })}\n`);
    process.exit(0);
    break;
  case "vulnerable":
    console.error("npm audit: high or critical advisories in the production dependencies:");
    for (const finding of verdict.findings) {
      console.error(`  ${finding.severity.padEnd(8)} ${finding.name} ${finding.range ?? ""} → ${finding.fix}`);
    }
    console.error("Pin a fixed version (package.json, or `overrides` for a transitive dependency), then npm install.");
    process.exit(1);
}

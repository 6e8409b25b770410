/**
 * Reading `npm audit --json`: the production dependencies pass unless an
 * advisory of high or critical severity applies to them. When the registry
 * cannot answer an audit (some mirrors answer the bulk-advisory endpoint with
 * 405, or there is no network), that is reported as a warning and is not a
 * failure: the audit could not run, it did not find anything.
 */
export type AuditVerdict =
  | { kind: "clean"; counts: Record<string, number> }
  | { kind: "vulnerable"; counts: Record<string, number>; findings: { name: string; severity: string; range?: string; fix: string }[] }
  | { kind: "unavailable"; reason: string };

const FAILING = new Set(["high", "critical"]);

type AuditJson = {
  vulnerabilities?: Record<string, { name?: string; severity?: string; range?: string; fixAvailable?: unknown }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  statusCode?: number;
  message?: string;
  error?: { code?: string; summary?: string; detail?: string } | string;
};

export function readAuditReport(stdout: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: "unavailable", reason: `npm audit printed no report${stdout.trim() ? `: ${stdout.trim().slice(0, 200)}` : ""}` };
  }
  if (!report.metadata?.vulnerabilities) {
    const status = report.statusCode ? `HTTP ${report.statusCode}` : undefined;
    const error = typeof report.error === "string" ? report.error : report.error?.code ?? report.error?.summary;
    const reason = [status, report.message, error].filter(Boolean).join(": ") || "the registry gave no audit report";
    return { kind: "unavailable", reason };
  }
  const counts = report.metadata.vulnerabilities;
  const findings = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => FAILING.has(String(entry.severity)))
    .map(([name, entry]) => ({
      name: entry.name ?? name,
      severity: String(entry.severity),
      range: entry.range,
      fix:
        entry.fixAvailable === true
          ? "npm audit fix"
          : entry.fixAvailable && typeof entry.fixAvailable === "object"
            ? `upgrade ${String((entry.fixAvailable as { name?: unknown }).name)} to ${String((entry.fixAvailable as { version?: unknown }).version)}`
            : "no fix published yet",
    }));
  const failing = (counts.high ?? 0) + (counts.critical ?? 0);
  if (failing > 0 || findings.length > 0) return { kind: "vulnerable", counts, findings };
  return { kind: "clean", counts };
}

/**
 * How an audit that could not run is reported: a warning CI shows, never a
 * quiet pass. GitHub Actions turns a `::warning::` line into an annotation on
 * the run; any other log gets a line marked WARNING. Either way one line.
 */
export function unavailableWarning(reason: string, { githubActions = false }: { githubActions?: boolean } = {}): string {
  const text = `npm audit could not run, so no dependency was checked for advisories: ${reason.replace(/\s+/g, " ").trim()}`;
  if (!githubActions) return `WARNING: ${text}`;
  // A workflow command's message escapes `%` (its own escape character).
  return `::warning title=Dependency audit did not run::${text.replaceAll("%", "%25")}`;
}

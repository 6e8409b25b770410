/** Stored beside the lead (leads.search_text) because name and company live inside the data JSON. */
export function leadSearchText(email: string | null, data: string): string {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === "object") fields = parsed as Record<string, unknown>;
  } catch {
    // Unreadable data leaves only the address to search.
  }
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return [text(fields.firstName), text(fields.lastName), email ?? text(fields.email), text(fields.companyName)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ")
    .toLowerCase()
    .slice(0, 1000);
}

// The four legal documents' metadata. The text is Markdown beside this file, rendered at build time by vite/legal-content.ts;
// it never enters the browser's JavaScript (ADR 0201).
export const legalDocumentIds = ["terms", "privacy", "msa", "msa24"] as const;

export type LegalDocumentId = (typeof legalDocumentIds)[number];

export type LegalDocumentMeta = {
  id: LegalDocumentId;
  path: `/${string}`;
  title: string;
  shortTitle: string;
  /** Word for word. */
  dateLine: string;
  /** The day this text took effect (YYYY-MM-DD): earlier versions are listed by it. */
  effectiveDate?: string;
  /** A summary, never a sentence of the document itself. */
  description: string;
  file: `${string}.md`;
};

export const legalDocuments: Record<LegalDocumentId, LegalDocumentMeta> = {
  terms: {
    id: "terms",
    path: "/terms",
    title: "Terms of Use",
    shortTitle: "Terms of Use",
    dateLine: "Effective August 7, 2025",
    effectiveDate: "2025-08-07",
    description:
      "The terms that govern your use of our websites, dashboard, browser extension and text messages: accounts, acceptable use, SMS, liability, arbitration and more.",
    file: "terms.md",
  },
  privacy: {
    id: "privacy",
    path: "/privacy",
    title: "Privacy Policy",
    shortTitle: "Privacy Policy",
    dateLine: "Last updated August 6, 2025",
    effectiveDate: "2025-08-06",
    description:
      "What personal information we collect, how we use and share it, the choices you have, and the rights of California residents.",
    file: "privacy.md",
  },
  msa: {
    id: "msa",
    path: "/msa",
    title: "Master Subscription Agreement",
    shortTitle: "MSA",
    dateLine: "Current version",
    description:
      "The agreement between our company and the merchants who subscribe to our services: fees and payment, terms and renewal, data, availability, warranties and liability.",
    file: "msa.md",
  },
  msa24: {
    id: "msa24",
    path: "/msa24",
    title: "Master Subscription Agreement (2024)",
    shortTitle: "MSA (2024)",
    dateLine: "Newer version (2024)",
    description:
      "The 2024 version of our Master Subscription Agreement for merchants: payment discounts, onboarding, pauses, attribution, support and liability.",
    file: "msa24.md",
  },
};

export const legalDocumentList: LegalDocumentMeta[] = legalDocumentIds.map((id) => legalDocuments[id]);

/** `/terms` and `/terms/`; undefined for any other path. */
export function legalDocumentForPath(pathname: string): LegalDocumentMeta | undefined {
  const trimmed = `/${pathname.replace(/^\/+|\/+$/g, "")}`;
  return legalDocumentList.find((doc) => doc.path === trimmed);
}

export const LEGAL_BODY_ELEMENT_ID = "legal-document";

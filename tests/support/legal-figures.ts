import type { LegalDocumentId } from "#app/content/legal/index.ts";

/**
 * Every figure, date and required statement the legal documents must
 * carry, with the exact words each document uses for it. The unit tests
 * check the rendered HTML and the browser journey checks the visible page
 * against this list. Test data only: the pages never import it.
 */
export type SpecFigure = {
  /** What the spec asks for, in its own words. */
  spec: string;
  /** Text that must appear in the document (whitespace-normalized, no markup). */
  text: string;
};

const agreementConcepts: SpecFigure[] = [
  { spec: "concept: Client", text: "“Client” means the merchant identified as the client in a Statement of Work" },
  { spec: "concept: Subscribed Services", text: "“Subscribed Services” means the" },
  { spec: "concept: SOW", text: "“Statement of Work” or “SOW” means" },
  { spec: "concept: Client Content", text: "“Client Content” means" },
  { spec: "concept: Client Data (suppression lists)", text: "“Client Data” means data that Client provides to" },
  { spec: "concept: Client Data (suppression lists)", text: "including suppression lists (lists of email addresses" },
  { spec: "concept: Visitor Data", text: "“Visitor Data” means" },
  { spec: "concept: Proprietary Data Network / Data Co-op", text: "“Proprietary Data Network” or “Data Co-op” means" },
  { spec: "concept: Authorized Users", text: "“Authorized Users” means" },
  { spec: "concept: Initial Term", text: "“Initial Term” means" },
  { spec: "concept: Renewal Term", text: "“Renewal Term” means" },
  { spec: "concept: Onboarding Fee", text: "“Onboarding Fee” means" },
  { spec: "concept: CPA Cost", text: "“CPA Cost” means the cost per acquisition" },
  { spec: "concept: Pause", text: "“Pause” means a temporary stop" },
];

const agreementStates: SpecFigure[] = [
  { spec: "state: auto-renewal", text: "renews automatically" },
  { spec: "state: pause at any time", text: "may request a Pause at any time" },
  { spec: "state: platform fees continue during a pause", text: "Platform Fees continue to accrue and remain payable" },
  { spec: "state: termination for cause after a 30-day cure", text: "does not cure the breach within 30 days" },
  { spec: "state: insolvency, 90-day dismissal", text: "not dismissed within 90 days" },
  { spec: "state: immediate termination for tag manipulation", text: "(“tag manipulation”)" },
  { spec: "state: immediate termination for privacy non-compliance", text: "fails to comply with applicable privacy and data protection laws" },
  { spec: "state: suspension when reporting technology is disabled", text: "disables, blocks or materially alters the Attribution Tags or other reporting technology" },
  { spec: "state: suspension when payment is over 30 days late", text: "any undisputed payment is more than 30 days late" },
];

const clientWarranties: SpecFigure[] = [
  { spec: "warranty: no health data", text: "any health information (including protected health information under HIPAA)" },
  { spec: "warranty: no financial data", text: "financial information (such as bank account, payment card or other financial account numbers)" },
  { spec: "warranty: no credit-report data", text: "consumer report or credit report information" },
  { spec: "warranty: no child data", text: "information about children" },
  {
    spec: "warranty: privacy policy must permit sharing visitor data",
    text: "discloses and permits the collection of Visitor Data by third parties",
  },
  { spec: "warranty: attribution tags at every point of sale", text: "place the Attribution Tags on every point of sale" },
];

const contractRoles: SpecFigure[] = [
  { spec: "role: no assignment without the provider's consent", text: "Client may not assign or transfer this Agreement" },
  { spec: "role: no assignment without the provider's consent", text: "prior written consent" },
  { spec: "role: one designated contact", text: "Client will designate one individual as its primary contact" },
];

export const specFigures: Record<LegalDocumentId, SpecFigure[]> = {
  terms: [
    { spec: "minimum age 18", text: "you are at least 18 years old" },
    { spec: "one account", text: "Each person may hold only one Account for each Service" },
    { spec: "IP and data rights: license", text: "Your license to use the Services" },
    { spec: "IP and data rights: feedback", text: "If you send us ideas, suggestions or other feedback" },
    { spec: "IP and data rights: data", text: "Data rights" },
    { spec: "no health information in user content", text: "Do not submit health information." },
    { spec: "SMS disclosures revised July 24, 2024", text: "These disclosures were last revised July 24, 2024." },
    { spec: "STOP to opt out", text: "Text STOP to any message to cancel." },
    { spec: "HELP for help", text: "Text HELP to any message for help" },
    { spec: "message frequency varies", text: "Message frequency varies." },
    { spec: "no refund on termination for a violation", text: "because you violated these Terms, you will not receive a refund" },
    { spec: "liability cap: greater of $100 or the last three months' fees", text: "THE GREATER OF (A) $100 OR (B) THE FEES YOU PAID US FOR THE SERVICES IN THE LAST THREE MONTHS" },
    { spec: "choice of law: North Carolina", text: "governed by the laws of the State of North Carolina" },
    { spec: "binding individual arbitration", text: "final and binding arbitration on an individual basis" },
    { spec: "30-day arbitration opt-out", text: "You may opt out of this agreement to arbitrate by sending us written notice within 30 days after you first accept these Terms." },
    { spec: "electronic notice deemed received after 24 hours", text: "A notice sent by email is deemed received 24 hours after it is sent" },
    { spec: "claims within one year", text: "must be filed within one year after the claim or cause of action arose" },
  ],
  privacy: [
    { spec: "California notice category table", text: "Categories of personal information we collect" },
    { spec: "Minty's own privacy policy", text: "Minty Privacy Policy" },
    { spec: "marketing-email opt-out", text: "You can opt out of marketing emails from us at any time" },
    { spec: "preference-management link", text: "preference-management page" },
    { spec: "CCPA: no sale", text: "We do not sell personal information, and we have not sold personal information in the preceding 12 months." },
    { spec: "CCPA: hence no opt-out of sale", text: "Because we do not sell personal information, we do not offer an opt-out of sale." },
    { spec: "CCPA: right to know", text: "Know what personal information we have collected about you" },
    { spec: "CCPA: right to delete", text: "Delete personal information we have collected from you" },
    { spec: "CCPA: via Contact Us or the automated preference page", text: "You may submit a request to know or to delete by contacting us as described in Contact Us, or through our automated preference-management page" },
    { spec: "CCPA: identity verification", text: "We must verify your identity before we respond." },
    { spec: "California Civil Code 1798.83", text: "California Civil Code 1798.83" },
    { spec: "1798.83 request by email or postal mail", text: "write to us by email at" },
    { spec: "1798.83 request by email or postal mail", text: "or by postal mail at" },
    { spec: "not for under 18", text: "They are not directed to anyone under 18, and we do not knowingly collect personal information from anyone under 18." },
  ],
  msa: [
    ...agreementConcepts,
    ...agreementStates,
    ...clientWarranties,
    ...contractRoles,
    { spec: "30-day non-renewal notice", text: "unless either party gives the other written notice of non-renewal at least 30 days before the end of the then-current term" },
    { spec: "payment due 15 days after invoice", text: "Payment is due 15 days after the invoice date." },
    { spec: "late fee 2% per month after 30 days overdue", text: "Any amount more than 30 days overdue accrues a late fee of 2% per month" },
    { spec: "affiliate-network audit 60 days", text: "through that network’s standard process within 60 days after the end of the month" },
    { spec: "then 30 days to dispute", text: "After the Audit Period, Client has 30 days to dispute" },
    { spec: "availability credit table", text: "Service credits by monthly Availability" },
    { spec: "scheduled downtime 5 hours a month", text: "for up to 5 hours per calendar month" },
    { spec: "business hours 8am-6pm Eastern, Mon-Fri", text: "8:00 a.m. to 6:00 p.m. Eastern Time, Monday through Friday" },
    { spec: "10-day destruction certificate", text: "deliver a written certificate of destruction within 10 days" },
    { spec: "15-day indemnity notice", text: "give the indemnifying party written notice of the claim within 15 days" },
    { spec: "8-month non-solicitation", text: "During the Term and for 8 months after it ends" },
    { spec: "liability cap two months of fees paid", text: "THE FEES PAID BY CLIENT UNDER THIS AGREEMENT IN THE TWO MONTHS" },
  ],
  msa24: [
    ...agreementConcepts,
    ...agreementStates,
    ...clientWarranties,
    ...contractRoles,
    { spec: "3% discount for electronic/ACH payment", text: "Client receives a 3% discount on each invoice paid in full by Electronic Payment (ACH or other electronic funds transfer)" },
    { spec: "discount forfeited on card", text: "The discount is forfeited for any invoice paid, in whole or in part, by credit or other card" },
    { spec: "onboarding fee expires after 60 days", text: "The Onboarding Fee expires after 60 days" },
    { spec: "reactivation fee after a pause over 15 days per year", text: "If Client’s Pauses total more than 15 days in a calendar year, a Reactivation Fee applies" },
    { spec: "commissions due within 30 days after termination", text: "are due within 30 days after termination" },
    { spec: "default initial and renewal term 30 days", text: "the Initial Term is 30 days and each Renewal Term is 30 days" },
    { spec: "30-day non-renewal notice", text: "unless either party gives the other at least 30 days’ written notice of non-renewal" },
    { spec: "substitute rate: greater of the SOW rate or $10.00 per unique click", text: "the greater of the click-through rate stated in the Statement of Work or $10.00 per Unique Click" },
    { spec: "no click data: 150% of the average of the highest three months of the prior year", text: "150% of the average of the monthly Fees for the highest three months of the prior year" },
    { spec: "attribution tags kept 30 days after term", text: "keep the Attribution Tags in place and functioning for 30 days after the Term ends" },
    { spec: "basic support reply within one business day", text: "will reply to each Basic Support request within one Business Day" },
    { spec: "liability cap two times the prior year's average monthly fee", text: "TWO TIMES THE AVERAGE MONTHLY FEE PAID BY CLIENT DURING THE PRIOR YEAR" },
    { spec: "use in the United States", text: "The Subscribed Services are offered for use in the United States only." },
  ],
};

/** The availability credit table of the current MSA, row by row. */
export const availabilityCredits: ReadonlyArray<readonly [availability: string, credit: string]> = [
  ["99.9% or higher", "0 days"],
  ["99.80%–99.89%", "1 day"],
  ["99.70%–99.79%", "2 days"],
  ["99.60%–99.69%", "3 days"],
  ["99.50%–99.59%", "5 days"],
  ["Below 99.5%", "7 days"],
];

/** The nineteen sections of the Terms of Use, in the spec's order. */
export const termsSections = [
  "Basics and Definitions",
  "Overview of the Services",
  "Acceptance of These Terms",
  "Eligibility",
  "Intellectual Property and Data Rights",
  "Use Prohibitions",
  "User Content",
  "Modifications",
  "Registration Information",
  "Term",
  "Right to Restrict or Terminate",
  "SMS/Text Messaging Disclosures",
  "Warranty Disclaimer and Limitation of Liability",
  "Indemnification",
  "Waiver and Severability",
  "Choice of Law",
  "Binding Individual Arbitration",
  "Electronic Notices",
  "Time Limit to Bring Claims",
] as const;

/** The thirteen anchored sections of the Privacy Policy, in the spec's order. */
export const privacySectionIds = [
  "information-we-collect",
  "how-we-use-information",
  "how-we-share-information",
  "do-not-track",
  "your-choices",
  "third-party-services",
  "security",
  "data-retention",
  "children",
  "international-transfers",
  "changes",
  "contact-us",
  "california-notice",
] as const;

/** The California notice table's columns (collected, source, purpose, disclosed to). */
export const californiaTableColumns = ["Category", "Collected", "Source", "Purpose", "Disclosed to"] as const;

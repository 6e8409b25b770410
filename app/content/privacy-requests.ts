import { site } from "#app/config/site.ts";
import { z } from "#app/forms/zod.ts";
import { PageSeoSchema } from "#app/content/shared.schema.ts";

// The privacy self-service pages' words and the API's answers (relative imports: the server reads them too). The page never
// says whether an address is known: a link request gets the same answer for every address.

export const RightSchema = z.object({
  icon: z.enum(["eye", "download", "trash", "mail-x"]),
  title: z.string().min(1),
  text: z.string().min(1),
});
export type Right = z.infer<typeof RightSchema>;

export const privacyRights: readonly Right[] = z.array(RightSchema).length(4).parse([
  { icon: "eye", title: "Know", text: "See every form you sent us from this website: what you entered, when, and what you agreed to." },
  { icon: "download", title: "Download", text: "Take a copy of all of it as a JSON file." },
  { icon: "trash", title: "Delete", text: "Erase it from our systems in one step." },
  { icon: "mail-x", title: "Stop marketing", text: "Withdraw your consent to marketing emails, now and for any form you send later." },
]);

/** In the order it happens. */
export const privacySteps: readonly string[] = z.array(z.string().min(1)).min(2).parse([
  "Enter the email address you used on our forms.",
  "Open the link we email you and select Continue.",
  "See your data, download it, delete it or stop marketing emails.",
]);

const text = z.string().min(1);

/** The request page's words, its four rights and its steps: what an editor changes on /privacy/requests. */
export const PrivacyRequestsPageSchema = z.object({
  copy: z.object({
    eyebrow: text,
    title: text,
    intro: text.meta({ editor: "textarea" }),
    formTitle: text,
    formText: text,
    emailLabel: text,
    submit: text.meta({ title: "Button" }),
    formNote: text.meta({ editor: "textarea" }),
    rightsTitle: text,
    stepsTitle: text,
    otherWays: text,
    policyLink: text,
  }),
  rights: z.array(RightSchema).length(4),
  steps: z.array(text).min(2),
  seo: PageSeoSchema,
});
export type PrivacyRequestsPage = z.infer<typeof PrivacyRequestsPageSchema>;

export const privacyRequestsPage = {
  eyebrow: "Privacy requests",
  title: "Your data, your choice",
  intro: `See what ${site.name} holds about you from this website, download it, delete it, or stop our marketing emails. To make sure it’s you, we email you a secure link first.`,
  formTitle: "Get your secure link",
  formText: "We’ll email a secure link to this address.",
  emailLabel: "Email address",
  submit: "Email me a secure link",
  formNote: "The link works once, for 30 minutes. We never show on this page whether we hold data for an address.",
  rightsTitle: "What you can do",
  stepsTitle: "How it works",
  otherWays: "Prefer to ask a person? Write to",
  policyLink: "Read our Privacy Policy",
} as const;

export const privacyRequestsSeo = {
  title: "Privacy requests",
  description: `See, download or delete the data ${site.name} holds about you, or stop marketing emails. Verified by a secure link sent to your email address.`,
};

/** After a form post (`?status=…`). */
export const requestStatuses = {
  sent: {
    tone: "success",
    title: "Check your inbox",
    text: "If we hold data for this address, we’ve sent a secure link to it. It works once, for 30 minutes. Nothing there in a few minutes? Check your spam folder.",
  },
  invalid: { tone: "error", title: "Check the email address", text: "Please enter a valid email address." },
  "rate-limited": {
    tone: "error",
    title: "Too many requests",
    text: "For your security we limit how many links can be asked for. Please wait an hour and try again.",
  },
  unavailable: {
    tone: "error",
    title: "We couldn’t take your request",
    text: "Something went wrong on our side. Please try again in a few minutes.",
  },
  "session-ended": {
    tone: "error",
    title: "Your secure session has ended",
    text: "Sessions last 30 minutes. Ask for a new link below to continue.",
  },
  deleted: {
    tone: "success",
    title: "Your data is deleted",
    text: "We deleted what this website stored for your email address: your form submissions and the emails we sent or queued about them. Where a submission had already been passed on, we’ve asked for that copy to be deleted too: our sales team for its inbox, and the connected tools (such as our CRM) that received it. We keep only, without your address, a record of this deletion and, if you stopped marketing emails, that choice.",
  },
  "signed-out": { tone: "success", title: "You’ve left your secure session", text: "Ask for a new link whenever you want to come back." },
} as const;
export type RequestStatus = keyof typeof requestStatuses;
export const requestStatusValues = Object.keys(requestStatuses) as RequestStatus[];

/** The confirm step: what a link from the email is worth when it is opened. */
export const confirmStates = {
  valid: {
    title: "Continue to your data",
    text: "Select Continue to open your data. The link then stops working, and you have 30 minutes to review, download or delete your data.",
    action: "Continue",
  },
  expired: { title: "This link has expired", text: "Links work for 30 minutes. Ask for a new one and use it within that time." },
  used: { title: "This link has already been used", text: "Each link works once. Ask for a new one to see your data again." },
  invalid: { title: "This link isn’t valid", text: "It may be incomplete. Copy the whole link from the email, or ask for a new one." },
  "rate-limited": { title: "Too many attempts", text: "Please wait a while and try the link again." },
  unavailable: { title: "We couldn’t open your data just now", text: "Something went wrong on our side. Please try the link again in a few minutes." },
} as const;
export type ConfirmState = keyof typeof confirmStates;
export const confirmStateValues = Object.keys(confirmStates) as ConfirmState[];

export const managePage = {
  eyebrow: "Your data",
  title: "What we hold about you",
  signedInAs: "Signed in as",
  sessionNote: "This secure session ends 30 minutes after you opened the link.",
  leadsTitle: "Your submissions",
  none: "We hold no form submissions for this address.",
  received: "Received",
  consent: "Marketing consent",
  consentGiven: "Given",
  consentNotGiven: "Not given",
  consentNotAsked: "Not asked on this form",
  consentVersion: "wording version",
  noticeVersion: "privacy notice shown:",
  jumpToChoices: "Download, delete or stop marketing",
  details: "How it reached us",
  spam: "Held for spam review",
  downloadTitle: "Download your data",
  downloadText: "A JSON file with every submission above and your marketing choice.",
  download: "Download JSON",
  marketingTitle: "Marketing emails",
  marketingOn: "Stop our marketing emails to this address. Any form you send later is stored without marketing consent, even if its box is ticked.",
  marketingOff: "Marketing emails to this address are stopped",
  stopMarketing: "Stop marketing emails",
  deleteTitle: "Delete all my data",
  deleteText:
    "Deletes every submission above and every message we queued or sent for them, and asks our sales team and the connected tools (such as our CRM) that received them to delete their copies. This cannot be undone.",
  deleteConfirm: "I understand that everything listed here will be deleted for good.",
  delete: "Delete all my data",
  signOut: "Leave secure session",
} as const;

/** After one of its forms (`?status=…`). */
export const manageStatuses = {
  "marketing-stopped": {
    tone: "success",
    title: "Marketing emails stopped",
    text: "We won’t send marketing emails to this address, and later forms are stored without marketing consent. Where we had passed your submissions on, to our sales team or to connected tools such as our CRM, they’ve been told too.",
  },
  "confirm-delete": { tone: "error", title: "Nothing was deleted", text: "Tick the box to confirm that everything should be deleted." },
} as const;
export type ManageStatus = keyof typeof manageStatuses;
export const manageStatusValues = Object.keys(manageStatuses) as ManageStatus[];

export const unsubscribeStates = {
  valid: {
    title: "Stop marketing emails?",
    text: `Select the button to stop marketing emails from ${site.name} to this address. Replies to your own requests still reach you.`,
    action: "Stop marketing emails",
  },
  done: {
    title: "You’re unsubscribed",
    text: `${site.name} won’t send marketing emails to this address again, and later forms are stored without marketing consent. Where we had passed your submissions on, to our sales team or to connected tools such as our CRM, they’ve been told too.`,
  },
  invalid: {
    title: "This unsubscribe link isn’t valid",
    text: "It may be incomplete. Use the whole link from the email, or stop marketing emails on our privacy requests page.",
  },
  unavailable: {
    title: "We couldn’t unsubscribe you just now",
    text: "Something went wrong on our side. Please try the button again in a few minutes.",
  },
} as const;
export type UnsubscribeState = keyof typeof unsubscribeStates;

/** For scripted clients; the pages show the texts above. */
export const privacyApiMessages = {
  sent: requestStatuses.sent.text,
  invalid: requestStatuses.invalid.text,
  rateLimited: requestStatuses["rate-limited"].text,
  unavailable: requestStatuses.unavailable.text,
  sessionEnded: requestStatuses["session-ended"].text,
  deleted: requestStatuses.deleted.text,
  marketingStopped: manageStatuses["marketing-stopped"].text,
  confirmDelete: manageStatuses["confirm-delete"].text,
  unsubscribed: unsubscribeStates.done.text,
  invalidUnsubscribe: unsubscribeStates.invalid.text,
} as const;

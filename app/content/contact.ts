/**
 * What the contact page (/help) adds beside its form. Its opening sentence
 * already says the team replies within 24 business hours, on EST, under the
 * privacy policy; these points say something else, so nothing is said twice.
 * Icons are named here and drawn by the page.
 */
export type ContactPromise = { icon: "user-check" | "route" | "shield-check"; title: string; text: string };

export const contactPromises: readonly ContactPromise[] = [
  { icon: "user-check", title: "A real person replies", text: "Someone on our team reads every message." },
  { icon: "route", title: "Straight to the right team", text: "The inquiry type you choose tells us who should answer." },
  { icon: "shield-check", title: "Private by default", text: "Your details are used only to answer you." },
];

/** Beside a closing call to action: the pricing promise Home's hero makes, and the contact page as the other way to reach us. */
export const closingAssurance = {
  pricing: { title: "CPA-only pricing", text: "No setup costs. No long-term contracts." },
  promises: contactPromises.slice(0, 2),
  contact: { text: "Prefer to write? Send us a message", href: "/help" },
} as const;

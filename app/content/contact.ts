/**
 * The promises beside the contact form on /help (spec §2 "Contact page": reply
 * within 24 business hours, EST, handled under the privacy policy). Icons are
 * named here and drawn by the page.
 */
export type ContactPromise = { icon: "clock" | "globe" | "shield-check"; title: string; text: string };

export const contactPromises: readonly ContactPromise[] = [
  { icon: "clock", title: "Replies within 24 business hours", text: "A real person on our team reads every message." },
  { icon: "globe", title: "Eastern Time (EST)", text: "Our support team operates on Eastern Time." },
  { icon: "shield-check", title: "Private by default", text: "Your details are used only to answer you." },
];

import { site } from "#app/config/site.ts";

export type NavLink = {
  label: string;
  /** An internal path, or an external URL (opened in a new tab). */
  href: string;
  description?: string;
  /** The tile before the entry in the header menus and on the status pages (`.nav-icon-*` in app.css). */
  icon?: NavIcon;
};

export type NavIcon = "safeopt" | "minty" | "boost" | "stories" | "webinars" | "help";

/** An entry that opens one of the app-wide dialogs instead of navigating. */
export type NavAction = { label: string; action: "contact" | "goal" };

export type NavMenu = { label: string; items: NavLink[] };

export const headerMenus: NavMenu[] = [
  {
    label: "Advertise",
    items: [
      {
        label: "SafeOpt",
        href: "/safeopt",
        description: "Revenue recovery and direct-to-inbox retargeting",
        icon: "safeopt",
      },
      {
        label: "Minty",
        href: "/minty",
        description: "AI shopping assistant with cashback",
        icon: "minty",
      },
    ],
  },
  {
    label: "Learn",
    items: [
      {
        label: "Success Stories",
        href: "/success-stories",
        description: "How brands grow with us",
        icon: "stories",
      },
      {
        label: "Webinars",
        href: "/webinar/bfcm2025-2",
        description: "Live sessions with our growth experts",
        icon: "webinars",
      },
      { label: "Help?", href: "/help", description: "Talk to our team", icon: "help" },
    ],
  },
];

/**
 * Where a page that reports a missing or removed address sends the visitor on:
 * the three products, the stories and help, with the header menus' words.
 */
export const statusPageLinks: NavLink[] = [
  menuEntry("/safeopt"),
  menuEntry("/minty"),
  {
    label: "Minty Cashback Boost",
    href: "/minty-cashback-boost",
    description: "Personalized cashback in every SafeOpt email",
    icon: "boost",
  },
  menuEntry("/success-stories"),
  menuEntry("/help"),
];

/** Where /meeting-scheduled leads on, whether or not the visitor answers its question. */
export const meetingNextLinks: NavLink[] = [menuEntry("/success-stories"), menuEntry("/safeopt"), menuEntry("/minty"), menuEntry("/help")];

function menuEntry(href: string): NavLink {
  const entry = headerMenus.flatMap((menu) => menu.items).find((item) => item.href === href);
  if (!entry) throw new Error(`No header menu entry links to ${href}`);
  return entry;
}

export const loginLink: NavLink = { label: "Login", href: site.externalUrls.dashboard };

export type FooterColumn = { title: string; items: (NavLink | NavAction)[] };

export const footerColumns: FooterColumn[] = [
  {
    title: "Advertise",
    items: [
      { label: "SafeOpt", href: "/safeopt" },
      { label: "Minty", href: "/minty" },
      { label: "Talk to an Expert", action: "contact" },
    ],
  },
  {
    title: "Learn",
    items: [
      { label: "Success Stories", href: "/success-stories" },
      { label: "Blog", href: site.externalUrls.blog },
      { label: "Careers", href: "/careers" },
      { label: "Help?", href: "/help" },
    ],
  },
  {
    title: "Legal",
    items: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Use", href: "/terms" },
      { label: "MSA", href: "/msa" },
    ],
  },
];

/** What an editor changes in the console: the header's menus and the footer's columns. */
export type Navigation = { menus: NavMenu[]; footer: FooterColumn[] };

export const navigation: Navigation = { menus: headerMenus, footer: footerColumns };

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

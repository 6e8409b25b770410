/** The video's frame size (px), frame rate and length (s). */
export const W = 1280;
export const H = 720;
export const FPS = 30;
export const DURATION = 15;
export const FRAMES = FPS * DURATION;

// Palette: the SafeOpt channel card (app/content/home.ts → app/app.css tokens
// --color-safeopt, -accent, -bg, -border) plus the site's neutrals.

export const c = {
  primary: "#1d4ed8",
  accent: "#0ea5e9",
  bg: "#eff6ff",
  border: "#bfdbfe",
  ink: "#0b1324",
  inkSoft: "#334155",
  muted: "#5b6577",
  line: "#e4e7ef",
  canvas: "#f7f8fc",
  success: "#047857",
  successAccent: "#10b981",
  skeleton: "#dfe4ee",
  skeletonSoft: "#edf0f6",
  field: "#f1f4f9",
  star: "#f59e0b",
};

// Timeline (seconds). The shopper browses (0–3.4), adds to cart, closes the
// tab (4.2); SafeOpt recognises the intent and matches an email (4.8–6.4);
// the email lands in the inbox (7.0), is opened (8.5) and clicked (9.6); the
// store reopens on the order confirmation and recovered revenue ticks up
// (9.8–12); from 13.3 everything returns to the first frame, held from 14.4.

export const T = {
  selectSize: 1.9,
  addToCart: 2.8,
  closeTab: 4.2,
  closeStart: 4.3,
  closeEnd: 4.85,
  cardIn: 4.8,
  match: 5.5,
  matched: 6.4,
  flyStart: 6.4,
  flyEnd: 7.05,
  banner: 7.0,
  insert: 7.25,
  openEmail: 8.5,
  clickEmail: 9.6,
  reopen: 9.8,
  chip: 10.4,
  reset: 13.3,
  back: 13.6,
  backEnd: 14.3,
};
export const steps = [
  { label: "Shopper browses", from: 0 },
  { label: "Leaves the store", from: 3.4 },
  { label: "Gets the email", from: 6.4 },
  { label: "Comes back & buys", from: 9.6 },
];

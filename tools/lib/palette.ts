/** The site's colours as the drawings use them: the values of app/app.css's tokens, and the hero's coral. */
export const color = {
  ink: "#0b1324",
  inkSoft: "#334155",
  muted: "#5b6577",
  line: "#e4e7ef",
  canvas: "#f7f8fc",
  brand: "#5b3df5",
  brandStrong: "#4328d8",
  brandSoft: "#efebff",
  coral: "#ff6b6b",
  safeopt: "#1d4ed8",
  safeoptAccent: "#0ea5e9",
  minty: "#047857",
  mintyAccent: "#10b981",
  boost: "#c2410c",
  boostAccent: "#f59e0b",
};

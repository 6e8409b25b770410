import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "../../lib/files.ts";
import { fmt } from "../../lib/svg.ts";

/** Lucide icons (the UI's icon set), children of a 24 × 24 box. */
const iconNames = [
  "badge-percent", "check", "chevron-right", "circle-check", "clock", "code-xml", "coins", "copy",
  "eye", "fingerprint-pattern", "gift", "log-out", "mail", "mail-check", "mouse-pointer-click", "puzzle",
  "rocket", "search", "shield-check", "shopping-bag", "shopping-cart", "sparkles", "star", "tag",
  "trending-up", "truck", "user-round", "user-round-check", "wallet", "x", "zap", "heart", "arrow-right",
  "package-check", "plug-zap", "store", "calendar", "chevron-down", "arrow-up-right", "lock", "credit-card", "bot",
] as const;
export type IconName = (typeof iconNames)[number];
const iconDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");
const icons = new Map<IconName, string>();
for (const name of iconNames) {
  const module = (await import(pathToFileURL(path.join(iconDir, `${name}.mjs`)).href)) as {
    __iconData: { node: [string, Record<string, string>][] };
  };
  icons.set(
    name,
    module.__iconData.node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${value}"`)
          .join(" ");
        return `<${tag} ${list}/>`;
      })
      .join(""),
  );
}

export function icon(name: IconName, cx: number, cy: number, size: number, stroke: string, width = 2): string {
  const markup = icons.get(name) ?? "";
  const k = size / 24;
  return `<g transform="translate(${fmt(cx - size / 2)} ${fmt(cy - size / 2)}) scale(${+k.toFixed(4)})" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`;
}

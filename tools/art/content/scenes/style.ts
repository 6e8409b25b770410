import { at, circle, ellipse, gold, op, rect, shadow, shape, sparkle, stroke } from "../draw.ts";
import { type Scene } from "./index.ts";

/** Scenes for beauty, apparel, home and partnership brands. */
export const styleScenes: Record<string, Scene> = {
  // Avon: perfume, lipstick, an open compact and shade swatches.
  avon: {
    palette: { bg: ["#fff6f8", "#ffe0e8"], glow: ["#fda4af", "#f5d0fe"], accent: "#e11d48" },
    draw: (d) =>
      [
        shadow(d, 250, 420, 140, 16),
        shadow(d, 420, 422, 66, 10),
        shadow(d, 96, 424, 100, 14),
        // Perfume bottle.
        rect(226, 138, 48, 40, 6, "#f9a8d4"),
        rect(204, 66, 92, 80, 18, gold(d)),
        rect(216, 78, 12, 56, 6, "#fff", op(0.5)),
        rect(150, 168, 200, 252, 46, d.lin("#fecdd3", "#f43f5e", "d")),
        rect(166, 184, 168, 220, 34, "#fff", op(0.16)),
        rect(174, 200, 16, 176, 8, "#fff", op(0.6)),
        rect(200, 270, 100, 66, 14, "#fff", op(0.92)),
        rect(220, 290, 60, 8, 4, "#e11d48", op(0.6)),
        rect(232, 308, 36, 6, 3, "#e11d48", op(0.3)),
        // Lipstick.
        shape("M392 222V158Q392 140 412 128L444 110V222Z", d.lin("#fb7185", "#be123c", "h")),
        rect(386, 212, 64, 62, 6, gold(d)),
        rect(398, 222, 8, 44, 4, "#fff", op(0.45)),
        rect(378, 266, 80, 156, 12, d.lin("#be123c", "#7f1d3a", "h")),
        rect(390, 280, 10, 128, 5, "#fff", op(0.22)),
        // Open compact: round mirror lid behind, powder pan in front.
        circle(96, 318, 74, gold(d)),
        circle(96, 318, 60, d.lin("#f8fafc", "#dbeafe", "d")),
        shape("M62 300L110 262l10 10L72 310Z", "#fff", op(0.8)),
        ellipse(96, 404, 104, 36, d.lin("#fcd34d", "#b7791f", "v")),
        ellipse(96, 398, 86, 27, "#fde2d6"),
        ellipse(96, 398, 62, 17, "#f9c2ae"),
        ellipse(80, 394, 22, 6, "#fff", op(0.5)),
        // Shade swatches.
        circle(486, 184, 20, "#fda4af", ` stroke="#fff" stroke-width="6"`),
        circle(528, 212, 20, "#e11d48", ` stroke="#fff" stroke-width="6"`),
        circle(488, 244, 20, "#9f1239", ` stroke="#fff" stroke-width="6"`),
        sparkle(84, 176, 20, "#f59e0b"),
        sparkle(522, 92, 14, "#fff"),
        sparkle(350, 92, 10, "#fb7185", 0.7),
      ].join(""),
  },

  // Acceleration Partners: brand programmes linked to one partner hub.
  accelerationpartners: {
    palette: { bg: ["#f3f4ff", "#e0e4ff"], glow: ["#a5b4fc", "#c4b5fd"], accent: "#4f46e5" },
    draw: (d) => {
      const hub = { x: 290, y: 236 };
      const tiles = [
        { x: 84, y: 92, from: "#fb7185", to: "#e11d48", icon: "bag" },
        { x: 496, y: 92, from: "#34d399", to: "#059669", icon: "tag" },
        { x: 84, y: 380, from: "#fbbf24", to: "#d97706", icon: "star" },
        { x: 496, y: 380, from: "#38bdf8", to: "#0369a1", icon: "heart" },
      ];
      const icons: Record<string, string> = {
        bag: rect(-13, -8, 26, 22, 4, "#fff") + stroke("M-7 -8v-3a7 7 0 0 1 14 0v3", "#fff", 3.5),
        tag: shape("M-14 -2L-2 -14H14V2L2 14Z", "#fff") + circle(7, -7, 3.2, "#059669"),
        star: sparkle(0, 0, 15, "#fff"),
        heart: shape("M0 13C-20 0-14-16 0-7C14-16 20 0 0 13Z", "#fff"),
      };
      const links = tiles
        .map((t) => {
          const mx = (t.x + hub.x) / 2;
          return stroke(`M${t.x} ${t.y}C${mx} ${t.y} ${mx} ${hub.y} ${hub.x} ${hub.y}`, "#6366f1", 4, ` stroke-dasharray="2 12" opacity=".55"`);
        })
        .join("");
      const pulses = [
        circle(178, 126, 7, "#6366f1"),
        circle(410, 340, 7, "#6366f1"),
        circle(186, 340, 6, "#a5b4fc"),
        circle(398, 130, 6, "#a5b4fc"),
      ].join("");
      const tileArt = tiles
        .map((t) =>
          at(
            t.x,
            t.y,
            [
              rect(-58, -48, 116, 116, 30, "#4338ca", op(0.1)),
              rect(-58, -58, 116, 116, 30, "#fff"),
              circle(0, -14, 26, d.lin(t.from, t.to, "d")),
              at(0, -14, icons[t.icon]!),
              rect(-32, 24, 64, 9, 4.5, "#d9ddf2"),
              rect(-20, 40, 40, 7, 3.5, "#e9ebf7"),
            ].join(""),
          ),
        )
        .join("");
      return [
        shadow(d, hub.x, 392, 170, 22, 0.16),
        links,
        pulses,
        circle(hub.x, hub.y, 128, "#6366f1", op(0.08)),
        circle(hub.x, hub.y, 100, "#fff", op(0.7)),
        circle(hub.x, hub.y, 80, d.lin("#818cf8", "#4338ca", "d")),
        shape(`M${hub.x - 52} ${hub.y - 30}A60 60 0 0 1 ${hub.x + 20} ${hub.y - 62}`, "none", ` stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"`),
        `<g transform="rotate(-45 ${hub.x} ${hub.y})">${rect(hub.x - 50, hub.y - 17, 58, 34, 17, "none", ` stroke="#fff" stroke-width="10"`)}${rect(hub.x - 8, hub.y - 17, 58, 34, 17, "none", ` stroke="#fff" stroke-width="10"`)}</g>`,
        tileArt,
      ].join("");
    },
  },

  // Sur La Table: an enamelled casserole, a cutting board and a utensil crock.
  surlatable: {
    palette: { bg: ["#fffaf3", "#fde9d6"], glow: ["#fdba74", "#fecaca"], accent: "#0f766e" },
    draw: (d) =>
      [
        shadow(d, 250, 424, 200, 18),
        shadow(d, 500, 424, 66, 10),
        // Cutting board.
        rect(246, 92, 236, 316, 44, d.lin("#ecc594", "#c98a4f", "d")),
        circle(364, 138, 17, "#fdf0e2"),
        stroke("M282 196c40 18 120 14 166-6M282 250c56 22 110 16 166-2M286 304c40 14 110 18 160 0", "#a86a34", 3, op(0.3)),
        // Steam.
        stroke("M160 132c-14-16 14-26 0-44M200 122c-14-16 14-26 0-44M240 132c-14-16 14-26 0-44", "#fff", 7, op(0.9)),
        // Casserole.
        rect(44, 290, 56, 30, 15, "#134e4a"),
        rect(340, 290, 56, 30, 15, "#134e4a"),
        shape("M70 262H370V358Q370 420 310 420H130Q70 420 70 358Z", d.lin("#2dd4bf", "#0f766e", "d")),
        shape("M92 290H120V380Q120 398 134 404Q96 400 92 366Z", "#fff", op(0.25)),
        rect(58, 246, 324, 28, 14, "#115e59"),
        shape("M72 252Q220 140 368 252Z", d.lin("#5eead4", "#0f766e", "v")),
        shape("M112 232Q170 190 236 182", "none", ` stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".4"`),
        rect(196, 168, 48, 22, 10, "#1f2937"),
        rect(212, 186, 16, 12, 0, "#1f2937"),
        // Utensil crock with a whisk and a wooden spoon.
        stroke("M478 296L448 132", "#b97a45", 9),
        ellipse(444, 112, 18, 30, "#c98a4f", ` transform="rotate(-10 444 112)"`),
        stroke("M500 296V170", "#94a3b8", 7),
        ellipse(500, 120, 22, 52, "none", ` stroke="#94a3b8" stroke-width="4"`),
        ellipse(500, 120, 10, 52, "none", ` stroke="#cbd5e1" stroke-width="4"`),
        rect(448, 272, 108, 150, 18, d.lin("#fffdf8", "#e9dccb", "h")),
        rect(448, 272, 108, 20, 10, "#e2cdb4"),
        rect(462, 304, 10, 100, 5, "#fff", op(0.8)),
      ].join(""),
  },

  // Cupshe: a swimsuit on a hanger, a sun hat and sunglasses by the sea.
  cupshe: {
    palette: { bg: ["#fff6f1", "#ffe3d6"], glow: ["#fdba74", "#99f6e4"], accent: "#0d9488" },
    backdrop: (d) =>
      [
        circle(290, 250, 150, d.lin("#fed7aa", "#fb923c", "v"), op(0.85)),
        shape("M-10 300Q80 286 170 300T350 300T530 300T710 300V520H-10Z", "#5eead4", op(0.6)),
        shape("M-10 346Q80 330 170 346T350 346T530 346T710 346V520H-10Z", "#2dd4bf", op(0.65)),
        shape("M-10 396Q80 380 170 396T350 396T530 396T710 396V520H-10Z", "#0d9488", op(0.5)),
        stroke("M70 318q20-8 40 0M420 316q20-8 40 0M150 366q20-8 40 0M360 364q20-8 40 0", "#fff", 4, op(0.7)),
      ].join(""),
    draw: (d) =>
      [
        // Hanger and swimsuit.
        stroke("M300 64a16 16 0 1 1 16 16v14", "#475569", 6),
        stroke("M316 94L206 146H426Z", "#475569", 6),
        shape(
          "M236 146Q236 196 252 214Q232 240 236 300Q238 330 262 352L300 378L338 352Q362 330 364 300Q368 240 348 214Q364 196 364 146H344Q340 188 300 196Q260 188 256 146Z",
          d.lin("#fb7185", "#e11d48", "d"),
        ),
        shape("M252 214Q300 236 348 214Q356 228 358 244Q300 266 242 244Q244 228 252 214Z", "#fff", op(0.85)),
        shape("M262 352L300 378L338 352Q320 336 300 334Q280 336 262 352Z", "#be123c"),
        rect(258, 156, 8, 46, 4, "#fff", op(0.4)),
        ...[[278, 280], [322, 280], [300, 306], [268, 318], [332, 318], [300, 340]].map(([x, y]) => circle(x!, y!, 5, "#fff", op(0.75))),
        // Sun hat.
        shadow(d, 120, 424, 110, 12),
        ellipse(120, 404, 112, 26, d.lin("#fde68a", "#eab308", "v")),
        shape("M70 400Q70 330 120 330T170 400Z", d.lin("#fef3c7", "#facc15", "v")),
        rect(70, 382, 100, 14, 7, "#0d9488"),
        // Sunglasses.
        shadow(d, 470, 426, 80, 9),
        stroke("M420 408q18-12 34 0M486 408q18-12 34 0M454 404q16-8 32 0", "#0f172a", 5),
        ellipse(437, 412, 24, 16, "#0f172a"),
        ellipse(503, 412, 24, 16, "#0f172a"),
        ellipse(430, 408, 8, 4, "#fff", op(0.4)),
        ellipse(496, 408, 8, 4, "#fff", op(0.4)),
        sparkle(520, 90, 14, "#fff"),
        sparkle(90, 140, 12, "#fb7185", 0.8),
      ].join(""),
  },
};

import { at, circle, ellipse, op, pine, rect, shadow, shape, sparkle, stroke } from "../draw.ts";
import { type Scene } from "./index.ts";

/** Scenes for outdoor, pet, sports and home-energy brands. */
export const outdoorScenes: Record<string, Scene> = {
  // Stanley 1913: a vacuum bottle and a camp mug against the mountains.
  stanley1913: {
    palette: { bg: ["#f6f5ee", "#e2ecdf"], glow: ["#bbf7d0", "#fde68a"], accent: "#166534" },
    draw: (d) =>
      [
        circle(448, 128, 46, d.lin("#fde68a", "#fbbf24", "v")),
        shape("M-10 420L140 196L230 320L340 150L590 420Z", d.lin("#b7d7be", "#8fbd9c", "v")),
        shape("M340 150L378 206L356 200L338 222L318 196L300 206Z", "#fff", op(0.9)),
        shape("M140 196L170 240L152 236L136 252L122 232Z", "#fff", op(0.85)),
        shape("M-10 420L80 300L170 420Z", "#7aa889", op(0.8)),
        pine(40, 420, 150, "#2f6b47", "#3d2b1f"),
        pine(92, 424, 110, "#3f7f57", "#3d2b1f"),
        pine(540, 424, 140, "#2f6b47", "#3d2b1f"),
        shadow(d, 300, 424, 170, 16),
        // Vacuum bottle.
        rect(244, 66, 112, 40, 12, "#1f2a24"),
        rect(236, 96, 128, 44, 12, d.lin("#334155", "#1e293b", "h")),
        shape("M360 178h16a22 22 0 0 1 22 22v90a22 22 0 0 1-22 22h-16", "none", ` stroke="#1e293b" stroke-width="16"`),
        rect(232, 136, 136, 288, 26, d.lin("#2a7f86", "#164e56", "h")),
        rect(232, 136, 136, 18, 9, "#0f3b41", op(0.7)),
        rect(250, 168, 16, 220, 8, "#fff", op(0.28)),
        rect(268, 250, 64, 64, 32, "#fff", op(0.16)),
        // Camp mug.
        shadow(d, 160, 426, 84, 10),
        shape("M96 318a30 30 0 0 0 0 60", "none", ` stroke="#f4e7c8" stroke-width="14"`),
        rect(104, 300, 118, 124, 18, d.lin("#fff8e6", "#ecd9ab", "h")),
        rect(104, 300, 118, 16, 8, "#2f3b35"),
        rect(118, 326, 10, 84, 5, "#fff", op(0.8)),
        stroke("M144 278c-12-14 12-22 0-36M176 282c-12-14 12-22 0-36", "#fff", 6, op(0.9)),
      ].join(""),
  },

  // SpotOn Fence: a dog wearing a GPS collar inside its virtual boundary.
  spotonfence: {
    palette: { bg: ["#f3f9ff", "#dcefff"], glow: ["#7dd3fc", "#a5f3fc"], accent: "#0284c7" },
    draw: (d) => {
      const fur = "#d49a5f";
      const furDark = "#a5683a";
      return [
        ellipse(280, 404, 270, 46, "#0284c7", op(0.07)),
        ellipse(280, 404, 270, 46, "none", ` stroke="#0284c7" stroke-width="5" stroke-dasharray="16 14" stroke-linecap="round" opacity=".6"`),
        shadow(d, 280, 420, 110, 14, 0.25),
        // Tail.
        stroke("M352 396q60-6 56-70", furDark, 18),
        // Body and front legs.
        shape("M206 416Q186 300 246 250H314Q374 300 354 416Z", d.lin(fur, "#bd8450", "h")),
        ellipse(280, 330, 38, 56, "#f8e6cc"),
        rect(236, 350, 34, 72, 17, "#e2b07c"),
        rect(290, 350, 34, 72, 17, "#e2b07c"),
        ellipse(253, 418, 22, 9, "#f8e6cc"),
        ellipse(307, 418, 22, 9, "#f8e6cc"),
        // Collar and GPS unit.
        rect(226, 244, 108, 20, 10, "#0284c7"),
        rect(262, 254, 36, 32, 8, "#0f172a"),
        circle(280, 270, 4.5, "#34d399"),
        // Head.
        shape("M216 150Q196 160 196 212Q200 246 222 240Q240 210 236 160Z", furDark),
        shape("M344 150Q364 160 364 212Q360 246 338 240Q320 210 324 160Z", furDark),
        ellipse(280, 178, 64, 62, d.lin("#dfa96f", fur, "v")),
        ellipse(280, 210, 38, 30, "#f8e6cc"),
        ellipse(280, 196, 12, 8.5, "#1f1a17"),
        stroke("M280 204v10M268 218q12 8 24 0", "#1f1a17", 3.5),
        circle(254, 170, 7, "#1f1a17"),
        circle(306, 170, 7, "#1f1a17"),
        circle(256.5, 167.5, 2.2, "#fff"),
        circle(308.5, 167.5, 2.2, "#fff"),
        // Signal to the location pin.
        stroke("M312 262q50-20 84-80", "#0284c7", 4, ` stroke-dasharray="2 10" opacity=".7"`),
        shape("M440 60a44 44 0 0 1 44 44c0 34-44 78-44 78s-44-44-44-78a44 44 0 0 1 44-44Z", d.lin("#38bdf8", "#0369a1", "d")),
        circle(440, 104, 16, "#fff"),
        ellipse(440, 186, 26, 7, "#0369a1", op(0.18)),
        stroke("M470 38a50 50 0 0 1 30 30M478 18a74 74 0 0 1 44 44", "#0284c7", 5, op(0.45)),
      ].join("");
    },
  },

  // Football Camps: a ball, cones and goalposts on a striped field, plus the registration calendar.
  footballcamps: {
    palette: { bg: ["#f8fdf0", "#e2f5cd"], glow: ["#bef264", "#fde68a"], accent: "#15803d" },
    draw: (d) =>
      [
        shape("M40 420L150 250H430L540 420Z", d.lin("#86d07a", "#3f9b47", "v")),
        stroke("M116 302H464M86 348H494M58 392H522", "#fff", 4, op(0.55)),
        stroke("M290 250V420", "#fff", 4, op(0.35)),
        // Goalposts.
        stroke("M290 256V170M210 170H370M210 170V56M370 170V56", "#facc15", 10),
        stroke("M290 256V170M210 170H370M210 170V56M370 170V56", "#fde68a", 3, op(0.8)),
        // Cones.
        shadow(d, 120, 408, 34, 6),
        shape("M102 406L120 344L138 406Z", "#f97316"),
        rect(96, 400, 48, 10, 4, "#ea580c"),
        rect(110, 370, 20, 8, 2, "#fff", op(0.9)),
        shadow(d, 468, 372, 28, 5),
        shape("M454 370L468 322L482 370Z", "#f97316"),
        rect(449, 366, 38, 8, 3, "#ea580c"),
        rect(460, 342, 16, 6, 2, "#fff", op(0.9)),
        // Ball.
        shadow(d, 290, 412, 90, 12, 0.28),
        `<g transform="rotate(-24 290 356)">${shape("M196 356Q290 282 384 356Q290 430 196 356Z", d.lin("#b45309", "#78350f", "d"))}${stroke("M222 338q6 18 0 36M358 338q-6 18 0 36", "#fff", 5)}${stroke("M256 356H324", "#fff", 5)}${stroke("M266 346v20M280 346v20M294 346v20M308 346v20", "#fff", 4)}${shape("M230 334Q290 300 350 334", "none", ` stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".2"`)}</g>`,
        // Registration calendar.
        at(
          430,
          82,
          [
            rect(6, 10, 136, 126, 18, "#0b1324", op(0.07)),
            rect(0, 0, 136, 126, 18, "#fff"),
            shape("M0 18a18 18 0 0 1 18-18h100a18 18 0 0 1 18 18v16H0Z", "#16a34a"),
            rect(30, -8, 8, 20, 4, "#14532d"),
            rect(98, -8, 8, 20, 4, "#14532d"),
            ...[0, 1, 2, 3].flatMap((c) => [0, 1, 2].map((r) => rect(18 + c * 27, 48 + r * 24, 18, 14, 4, "#e2e8f0"))),
            circle(81, 79, 16, "#16a34a"),
            stroke("M73 79l6 6 11-12", "#fff", 4),
          ].join(""),
        ),
      ].join(""),
  },

  // Rapala: a minnow lure on its line above the lake, a float and reeds.
  rapala: {
    palette: { bg: ["#f1fbfb", "#d5f1f1"], glow: ["#67e8f9", "#bfdbfe"], accent: "#0e7490" },
    backdrop: (d) =>
      [
        shape("M-10 330Q70 316 150 330T310 330T470 330T630 330V520H-10Z", d.lin("#67e8f9", "#0891b2", "v"), op(0.55)),
        shape("M-10 372Q80 356 170 372T350 372T530 372T700 372V520H-10Z", "#0e7490", op(0.35)),
        shape("M-10 420Q80 404 170 420T350 420T530 420T700 420V520H-10Z", "#0e7490", op(0.3)),
        stroke("M80 352q20-6 40 0M230 348q20-6 40 0M400 354q20-6 40 0M160 400q20-6 40 0M330 396q20-6 40 0", "#fff", 4, op(0.7)),
      ].join(""),
    draw: (d) =>
      [
        // Reeds.
        stroke("M70 430Q66 300 90 220M96 430Q100 320 126 260M50 430Q40 340 36 290", "#4d7c0f", 6),
        rect(82, 196, 16, 54, 8, "#78350f", ` transform="rotate(12 90 223)"`),
        rect(118, 238, 14, 44, 7, "#78350f", ` transform="rotate(20 125 260)"`),
        // Float.
        stroke("M470 330V290", "#475569", 3),
        circle(470, 320, 22, "#fff"),
        shape("M448 320a22 22 0 0 1 44 0Z", "#dc2626"),
        ellipse(470, 342, 34, 6, "#0e7490", op(0.3)),
        // Line and lure.
        stroke("M300 0V132", "#334155", 2.5),
        `<g transform="rotate(-12 300 200)">
          ${shape("M300 134l-12 20h24Z", "#cbd5e1", op(0.9))}
          ${shape("M312 150Q380 140 430 170Q450 186 442 200Q420 228 320 226Q250 222 220 198Q210 184 230 172Q260 150 312 150Z", d.lin("#1d4ed8", "#e2e8f0", "v"))}
          ${shape("M230 200Q300 214 420 204Q400 226 320 226Q250 222 230 200Z", "#f97316", op(0.85))}
          ${stroke("M250 170q60-12 160 4", "#fff", 4, op(0.5))}
          ${circle(246, 180, 12, "#fcd34d")}${circle(246, 180, 6.5, "#0f172a")}${circle(244, 178, 2, "#fff")}
          ${shape("M436 178L474 160L472 214L440 198Z", d.lin("#1d4ed8", "#93c5fd", "h"))}
          ${stroke("M300 222v24M398 216v24", "#64748b", 3)}
          ${stroke("M300 248q-12 0-12 14 0 12 12 12M300 248q12 0 12 14 0 12-12 12M398 242q-12 0-12 14 0 12 12 12M398 242q12 0 12 14 0 12-12 12", "#64748b", 3)}
        </g>`,
        circle(170, 290, 7, "#fff", op(0.7)),
        circle(186, 268, 4.5, "#fff", op(0.6)),
        sparkle(520, 110, 14, "#fff"),
      ].join(""),
  },

  // Water Anywhere: a filter bottle, drops and a tent by the mountains.
  wateranywhere: {
    palette: { bg: ["#f1fcff", "#cff3fb"], glow: ["#67e8f9", "#a5b4fc"], accent: "#0891b2" },
    draw: (d) =>
      [
        shape("M-10 420L120 240L200 330L300 200L440 360L500 300L590 420Z", d.lin("#bae6fd", "#7dd3fc", "v"), op(0.8)),
        shape("M300 200L332 244L312 238L298 256L282 236L268 244Z", "#fff", op(0.9)),
        // Tent.
        shadow(d, 110, 424, 110, 10),
        shape("M20 420L110 290L200 420Z", d.lin("#fb923c", "#c2410c", "d")),
        shape("M110 290L140 420H80Z", "#7c2d12", op(0.55)),
        stroke("M110 290L98 268M110 290L122 268", "#7c2d12", 4),
        // Stream.
        shape("M170 420Q260 398 330 414T520 404L590 420Z", "#22d3ee", op(0.45)),
        // Filter bottle.
        shadow(d, 360, 424, 90, 12),
        rect(326, 48, 20, 44, 8, "#0f172a"),
        rect(314, 80, 92, 44, 14, "#0f172a"),
        rect(298, 116, 124, 306, 36, d.lin("#e0f7ff", "#a5e4f7", "h"), op(0.95)),
        shape("M298 240H422V386Q422 422 386 422H334Q298 422 298 386Z", d.lin("#22d3ee", "#0e7490", "v"), op(0.75)),
        shape("M298 240Q330 228 360 240T422 240", "none", ` stroke="#fff" stroke-width="4" opacity=".8"`),
        rect(336, 128, 48, 250, 14, "#fff", op(0.9)),
        stroke("M346 150H374M346 170H374M346 190H374M346 210H374M346 230H374M346 250H374M346 270H374M346 290H374M346 310H374M346 330H374M346 350H374", "#94a3b8", 3, op(0.8)),
        rect(308, 136, 12, 230, 6, "#fff", op(0.6)),
        // Drops.
        shape("M484 118q26 32 26 50a26 26 0 0 1-52 0q0-18 26-50Z", d.lin("#67e8f9", "#0891b2", "v")),
        shape("M230 130q16 20 16 31a16 16 0 0 1-32 0q0-11 16-31Z", d.lin("#67e8f9", "#0891b2", "v"), op(0.85)),
        shape("M520 250q12 15 12 23a12 12 0 0 1-24 0q0-8 12-23Z", "#22d3ee", op(0.7)),
        sparkle(470, 70, 12, "#fff"),
      ].join(""),
  },

  // Renogy: a house with solar panels, the sun and a home battery.
  renogy: {
    palette: { bg: ["#fffbeb", "#dbeafe"], glow: ["#fde68a", "#93c5fd"], accent: "#1d4ed8" },
    draw: (d) =>
      [
        circle(470, 82, 44, d.lin("#fde68a", "#f59e0b", "v")),
        stroke("M470 18v-10M470 156v-10M406 82h-10M544 82h-10M425 37l-7-7M522 134l-7-7M515 37l7-7M418 134l7-7", "#f59e0b", 6, op(0.8)),
        shadow(d, 270, 424, 250, 16),
        // House: front gable and side wall.
        rect(300, 250, 180, 172, 0, d.lin("#e2e8f0", "#cbd5e1", "v")),
        shape("M60 250L170 150L280 250V422H60Z", d.lin("#ffffff", "#eef2f7", "v")),
        rect(276, 250, 24, 172, 0, "#e2e8f0"),
        // Roof slope with panels.
        shape("M170 150H400L500 258H280Z", "#334155"),
        shape("M196 162H392L476 250H284Z", d.lin("#3b82f6", "#1e3a8a", "d")),
        stroke("M218 191H420M244 221H448M261 162L328 250M326 162L380 250", "#93c5fd", 3, op(0.7)),
        shape("M206 170L226 170L252 196Z", "#fff", op(0.35)),
        shape("M50 258L170 146L290 258", "none", ` stroke="#334155" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"`),
        // Door and windows.
        rect(140, 322, 56, 100, 8, "#1e3a8a"),
        circle(184, 374, 4, "#fcd34d"),
        rect(88, 284, 40, 40, 6, "#bfdbfe"),
        rect(212, 284, 40, 40, 6, "#bfdbfe"),
        rect(340, 300, 100, 56, 6, "#bfdbfe"),
        stroke("M390 300v56", "#e2e8f0", 4),
        // Battery.
        stroke("M480 380H510", "#334155", 5),
        rect(500, 300, 72, 122, 14, "#fff", ` stroke="#cbd5e1" stroke-width="3"`),
        rect(522, 290, 28, 14, 4, "#94a3b8"),
        rect(514, 386, 44, 20, 5, "#22c55e"),
        rect(514, 360, 44, 20, 5, "#22c55e"),
        rect(514, 334, 44, 20, 5, "#bbf7d0"),
        shape("M540 312l-10 16h8l-4 12 12-17h-8Z", "#f59e0b"),
      ].join(""),
  },
};

import { at, circle, ellipse, gold, op, rect, shadow, shape, sparkle, sprig, stroke } from "../draw.ts";
import { type Scene } from "./index.ts";

/** Scenes for food, wellness, pet-food and fitness brands. */
export const foodScenes: Record<string, Scene> = {
  // Gourmet Gift Baskets: a wicker basket with a bottle, fruit and cheese.
  gourmetgiftbaskets: {
    palette: { bg: ["#fffcf2", "#fdecc8"], glow: ["#fcd34d", "#fca5a5"], accent: "#b91c1c" },
    draw: (d) =>
      [
        shadow(d, 290, 426, 230, 18),
        // Handle behind the contents.
        stroke("M96 262Q290 -20 484 262", "#a16207", 20),
        stroke("M96 262Q290 -20 484 262", "#d6a35c", 8, op(0.7)),
        // Bottle.
        rect(310, 66, 30, 40, 6, "#b91c1c"),
        shape("M310 104h30v40q34 18 34 56v80h-98v-80q0-38 34-56Z", d.lin("#166534", "#0b3b21", "h")),
        rect(286, 190, 78, 62, 8, "#fef3c7"),
        rect(300, 206, 50, 7, 3.5, "#b91c1c", op(0.7)),
        rect(306, 222, 38, 5, 2.5, "#a16207", op(0.5)),
        rect(290, 150, 8, 70, 4, "#fff", op(0.3)),
        // Cheese wedge.
        shape("M380 268L470 208L494 268Z", d.lin("#fde68a", "#f59e0b", "v")),
        circle(452, 246, 7, "#d97706", op(0.5)),
        circle(476, 256, 5, "#d97706", op(0.5)),
        // Apples and a pear.
        circle(176, 226, 44, d.lin("#f87171", "#b91c1c", "d")),
        ellipse(160, 206, 12, 8, "#fff", op(0.35)),
        stroke("M176 184q2-12 10-18", "#5b3716", 5),
        ellipse(200, 170, 14, 7, "#16a34a", ` transform="rotate(-25 200 170)"`),
        circle(244, 248, 36, d.lin("#fb7185", "#be123c", "d")),
        shape("M120 268c-8-40 4-74 24-74s32 34 24 74Z", d.lin("#bef264", "#65a30d", "d")),
        // Basket.
        rect(72, 252, 436, 34, 17, d.lin("#b45309", "#92400e", "v")),
        shape("M92 280H488L454 410Q450 424 434 424H146Q130 424 126 410Z", d.lin("#e0b26f", "#a86b1f", "v")),
        stroke("M104 318H476M114 356H466M122 392H458", "#7c4a12", 4, op(0.35)),
        stroke("M150 286v130M204 286v134M258 286v134M312 286v134M366 286v134M420 286v130", "#7c4a12", 3, op(0.22)),
        // Bow.
        shape("M290 262l-58-30q-16 26 0 52Z", d.lin("#ef4444", "#991b1b", "h")),
        shape("M290 262l58-30q16 26 0 52Z", d.lin("#ef4444", "#991b1b", "h")),
        shape("M282 266l-22 60 18-6 10 16 6-68Z", "#b91c1c"),
        shape("M298 266l22 60-18-6-10 16-6-68Z", "#991b1b"),
        rect(276, 250, 28, 26, 9, "#dc2626"),
        sparkle(60, 140, 16, "#f59e0b"),
        sparkle(520, 120, 12, "#fff"),
        sparkle(540, 320, 10, "#f59e0b", 0.7),
      ].join(""),
  },

  // Splendid Spoon: plant-based smoothies and a bowl of soup with greens.
  splendidspoon: {
    palette: { bg: ["#f6fdf4", "#daf5dd"], glow: ["#86efac", "#fde68a"], accent: "#15803d" },
    draw: (d) => {
      const bottle = (x: number, h: number, from: string, to: string, cap: string) =>
        [
          rect(x + 14, 420 - h - 30, 52, 34, 10, cap),
          shape(`M${x} ${420 - h + 24}q0-24 24-24h32q24 0 24 24V404q0 16-16 16H${x + 16}q-16 0-16-16Z`, d.lin(from, to, "h")),
          rect(x - 1, 420 - h * 0.62, 82, h * 0.34, 0, "#fff", op(0.9)),
          rect(x + 16, 420 - h * 0.54, 48, 8, 4, to, op(0.6)),
          rect(x + 22, 420 - h * 0.54 + 18, 36, 6, 3, to, op(0.35)),
          rect(x + 10, 420 - h + 30, 9, h * 0.26, 4.5, "#fff", op(0.4)),
        ].join("");
      return [
        shadow(d, 290, 424, 230, 16),
        bottle(250, 300, "#f9a8d4", "#db2777", "#166534"),
        bottle(350, 250, "#bef264", "#4d7c0f", "#166534"),
        // Bowl of soup.
        stroke("M118 250c-12-14 12-22 0-36M150 244c-12-14 12-22 0-36M182 250c-12-14 12-22 0-36", "#fff", 6, op(0.9)),
        ellipse(150, 312, 118, 28, "#f97316"),
        ellipse(150, 312, 118, 28, "none", ` stroke="#fff7ed" stroke-width="8"`),
        circle(116, 308, 7, "#15803d"),
        circle(168, 316, 6, "#16a34a"),
        circle(196, 304, 5, "#facc15"),
        shape("M32 312Q36 420 150 420Q264 420 268 312Q206 340 150 340Q94 340 32 312Z", d.lin("#fffdf8", "#e7e2d3", "h")),
        rect(70, 340, 60, 8, 4, "#fff", op(0.9)),
        // Spoon.
        stroke("M84 296L30 236", "#94a3b8", 9),
        ellipse(96, 306, 16, 10, "#cbd5e1", ` transform="rotate(48 96 306)"`),
        sprig(470, 424, 120, 28, "#22c55e", "#15803d"),
        sprig(40, 424, 90, -34, "#4ade80", "#15803d"),
        ellipse(520, 420, 22, 12, "#ef4444"),
        ellipse(512, 416, 6, 3, "#fff", op(0.5)),
      ].join("");
    },
  },

  // Tweedle Farms: a bowl of chews, a treat pouch and a reorder badge.
  tweedlefarms: {
    palette: { bg: ["#fffaf0", "#f6e7cc"], glow: ["#fcd34d", "#bbf7d0"], accent: "#a16207" },
    draw: (d) => {
      const paw = (x: number, y: number, s: number, fill: string) =>
        at(x, y, `${ellipse(0, 6, 12, 10, fill)}${circle(-13, -8, 5, fill)}${circle(-4, -15, 5, fill)}${circle(6, -15, 5, fill)}${circle(14, -7, 5, fill)}`, s);
      const chew = (x1: number, y1: number, x2: number, y2: number) =>
        stroke(`M${x1} ${y1}L${x2} ${y2}`, "#8a4b1d", 20) + stroke(`M${x1} ${y1}L${x2} ${y2}`, "#b36a32", 11) + stroke(`M${x1 + 3} ${y1 - 2}L${x2 + 3} ${y2 - 2}`, "#d9965a", 3, op(0.8));
      return [
        shadow(d, 290, 424, 240, 16),
        // Treat pouch.
        shape("M330 140Q330 118 352 118H478Q500 118 500 140L512 410Q512 422 500 422H330Q318 422 318 410Z", d.lin("#4d7c0f", "#365314", "h")),
        rect(330, 118, 170, 22, 8, "#3f6212"),
        rect(352, 176, 126, 86, 16, "#fef3c7"),
        chew(376, 238, 456, 202),
        rect(352, 286, 126, 10, 5, "#fef3c7", op(0.8)),
        rect(372, 306, 86, 8, 4, "#fef3c7", op(0.5)),
        rect(338, 150, 10, 230, 5, "#fff", op(0.18)),
        // Bowl of chews.
        chew(136, 320, 196, 226),
        chew(190, 322, 250, 236),
        chew(100, 322, 120, 250),
        ellipse(170, 326, 138, 26, "#7c2d12"),
        shape("M32 326Q44 420 90 420H250Q296 420 308 326Z", d.lin("#14b8a6", "#0f766e", "v")),
        ellipse(170, 326, 138, 26, "none", ` stroke="#2dd4bf" stroke-width="8"`),
        paw(170, 378, 1.1, "#fff"),
        // Reorder badge.
        circle(494, 92, 40, d.lin("#4ade80", "#15803d", "d")),
        stroke("M474 92a20 20 0 0 1 34-14M514 92a20 20 0 0 1-34 14", "#fff", 5),
        shape("M512 66v16h-16Z", "#fff"),
        shape("M476 118v-16h16Z", "#fff"),
        paw(70, 170, 0.9, "#a16207"),
        paw(120, 120, 0.75, "#a16207"),
        paw(180, 88, 0.6, "#a16207"),
      ].join("");
    },
  },

  // Soul: a tincture bottle with a dropper, gummies and a leafy sprig.
  getsoul: {
    palette: { bg: ["#f8f6ff", "#e7e2fb"], glow: ["#c4b5fd", "#bbf7d0"], accent: "#6d28d9" },
    draw: (d) =>
      [
        shape("M470 60a56 56 0 1 0 40 96a46 46 0 1 1-40-96Z", "#ddd6fe"),
        sprig(120, 420, 250, -10, "#86b38f", "#4f7a5a"),
        sprig(66, 420, 170, -30, "#a3c9a8", "#4f7a5a"),
        shadow(d, 300, 424, 150, 16),
        // Dropper and bottle.
        shape("M268 54a22 22 0 0 1 44 0V116H268Z", "#1f2937"),
        rect(260, 110, 60, 40, 8, "#111827"),
        rect(250, 146, 80, 26, 8, "#374151"),
        rect(212, 168, 156, 256, 34, d.lin("#c2410c", "#7c2d12", "h")),
        rect(226, 186, 14, 210, 7, "#fff", op(0.3)),
        rect(236, 236, 108, 122, 14, "#fdfaf3"),
        shape("M290 262q22 24 0 48q-22-24 0-48Z", "#6d8f74"),
        rect(262, 322, 56, 7, 3.5, "#6d28d9", op(0.45)),
        rect(272, 336, 36, 5, 2.5, "#6d28d9", op(0.25)),
        // Gummies.
        shadow(d, 450, 426, 100, 10),
        rect(384, 356, 60, 60, 18, d.lin("#c4b5fd", "#7c3aed", "d")),
        rect(450, 366, 56, 56, 18, d.lin("#86efac", "#16a34a", "d")),
        rect(412, 312, 54, 54, 17, d.lin("#fda4af", "#e11d48", "d"), ` transform="rotate(14 439 339)"`),
        circle(400, 372, 3, "#fff", op(0.7)),
        circle(424, 384, 2.5, "#fff", op(0.7)),
        circle(466, 382, 3, "#fff", op(0.7)),
        circle(486, 398, 2.5, "#fff", op(0.7)),
        circle(428, 328, 3, "#fff", op(0.7)),
        sparkle(190, 110, 14, "#a78bfa"),
        sparkle(540, 250, 11, "#fff"),
      ].join(""),
  },

  // ISSA Online Fitness: a kettlebell, a dumbbell and a graduation cap.
  Issaonlinefitness: {
    palette: { bg: ["#f5f7fb", "#e3e8f3"], glow: ["#fdba74", "#a5b4fc"], accent: "#ea580c" },
    draw: (d) =>
      [
        shadow(d, 300, 424, 220, 16),
        // Certificate behind.
        `<g transform="rotate(-6 360 210)">${rect(250, 120, 250, 180, 18, "#fff")}${rect(266, 136, 218, 148, 10, "none", ` stroke="#e2e8f0" stroke-width="3"`)}${rect(300, 168, 150, 12, 6, "#cbd5e1")}${rect(320, 192, 110, 9, 4.5, "#e2e8f0")}${rect(320, 212, 110, 9, 4.5, "#e2e8f0")}${shape("M440 250l-10 44 16-10 12 14 4-46Z", "#1e3a8a")}${circle(446, 246, 22, gold(d))}${circle(446, 246, 13, "#fcd34d", ` stroke="#b7791f" stroke-width="3"`)}</g>`,
        // Kettlebell.
        shape("M96 296V250a54 54 0 0 1 108 0V296", "none", ` stroke="#1e293b" stroke-width="20"`),
        circle(150, 340, 84, d.lin("#fb923c", "#c2410c", "d")),
        rect(120, 402, 60, 22, 8, "#9a3412"),
        ellipse(118, 306, 22, 34, "#fff", ` opacity=".25" transform="rotate(30 118 306)"`),
        // Dumbbell on the floor.
        rect(270, 372, 200, 22, 11, d.lin("#94a3b8", "#475569", "v")),
        rect(258, 330, 46, 94, 14, d.lin("#334155", "#0f172a", "h")),
        rect(436, 330, 46, 94, 14, d.lin("#334155", "#0f172a", "h")),
        rect(236, 348, 26, 58, 10, "#1e293b"),
        rect(478, 348, 26, 58, 10, "#1e293b"),
        rect(266, 340, 8, 72, 4, "#fff", op(0.25)),
        rect(444, 340, 8, 72, 4, "#fff", op(0.25)),
        // Graduation cap.
        shape("M300 78L392 44L484 78L392 112Z", d.lin("#1e40af", "#172554", "d")),
        shape("M338 94V132Q392 160 446 132V94L392 112Z", "#1e3a8a"),
        stroke("M392 78L468 90V138", "#fbbf24", 4),
        rect(460, 134, 16, 26, 5, "#fbbf24"),
        circle(392, 78, 6, "#fbbf24"),
        sparkle(230, 88, 16, "#f97316"),
        sparkle(540, 210, 11, "#6366f1", 0.7),
      ].join(""),
  },
};

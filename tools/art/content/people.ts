import { mix, svgDocument } from "../../lib/svg.ts";
import { circle, Defs, ellipse, op, rect, shape, stroke } from "./draw.ts";
import { hash } from "./pick.ts";

// People: flat-vector head-and-shoulders in the style of the home avatars,
// drawn in a 400 × 400 box (face centred at 200, 178). Used for presenter
// portraits and for the speaker in video-story covers.

export type Person = {
  skin: string;
  shade: string;
  hair: string;
  hairStyle: "long" | "short" | "bun" | "wavy" | "curly" | "bob";
  top: "blazer" | "sweater" | "shirt" | "tee" | "turtleneck";
  topColor: string;
  inner?: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
  bg: [string, string];
};

export function personArt(d: Defs, p: Person): string {
  const back: string[] = [];
  const front: string[] = [];
  const hair = p.hair;
  switch (p.hairStyle) {
    case "long":
      back.push(shape("M126 196C114 112 156 82 202 82C252 82 292 116 276 200L290 318C268 338 236 336 226 316L222 262H178L174 316C164 336 132 338 110 318Z", hair));
      front.push(shape("M134 196C126 120 162 92 206 92C250 92 280 124 268 196C262 160 246 134 222 120C202 150 168 172 134 196Z", hair));
      front.push(shape("M222 120C238 134 256 154 264 184", "none", ` stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".15"`));
      break;
    case "bob":
      back.push(shape("M122 200C110 118 154 84 200 84C246 84 290 118 278 200L282 262C262 276 236 272 230 258H170C164 272 138 276 118 262Z", hair));
      front.push(shape("M132 200C126 124 160 94 200 94C240 94 274 124 268 200C258 156 236 132 200 128C164 132 142 156 132 200Z", hair));
      break;
    case "short":
      front.push(shape("M134 176C128 118 160 92 200 92C240 92 272 118 266 176C260 150 250 134 236 126C214 132 186 132 164 126C150 134 140 150 134 176Z", hair));
      break;
    case "bun":
      back.push(circle(200, 84, 34, hair));
      front.push(shape("M134 196C126 122 160 96 200 96C240 96 274 122 266 196C258 154 238 126 204 118L200 110L196 118C162 126 142 154 134 196Z", hair));
      break;
    case "wavy":
      front.push(shape("M132 182C120 116 152 80 198 78C244 76 282 104 268 182C264 156 254 140 240 132C228 142 204 146 184 138C170 150 152 152 140 148C136 158 134 168 132 182Z", hair));
      front.push(shape("M160 100C180 90 214 88 236 98", "none", ` stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".15"`));
      break;
    case "curly": {
      const curls: [number, number, number][] = [
        [150, 104, 34], [200, 88, 36], [250, 104, 34], [122, 148, 30], [278, 148, 30], [114, 198, 28], [286, 198, 28],
        [118, 246, 28], [282, 246, 28], [132, 286, 24], [268, 286, 24],
      ];
      back.push(curls.map(([x, y, r]) => circle(x, y, r, hair)).join(""));
      front.push([[156, 118, 20], [186, 108, 20], [216, 108, 20], [246, 118, 20], [138, 140, 16], [264, 140, 16]].map(([x, y, r]) => circle(x!, y!, r!, hair)).join(""));
      break;
    }
  }

  const topShade = d.lin(p.topColor, mix(p.topColor, "#000000", 0.2), "v");
  const bodyPath = "M26 400C32 330 88 294 200 290C312 294 368 330 374 400Z";
  const clothes: string[] = [shape(bodyPath, topShade)];
  const collar: string[] = [];
  const inner = p.inner ?? "#f8fafc";
  switch (p.top) {
    case "blazer":
      clothes.push(shape("M168 290L200 372L232 290Z", inner));
      clothes.push(shape("M166 290L146 316L186 388L200 372Z", "#000", op(0.18)));
      clothes.push(shape("M234 290L254 316L214 388L200 372Z", "#000", op(0.18)));
      clothes.push(stroke("M200 380V400", "#000", 3, op(0.15)));
      break;
    case "sweater":
      clothes.push(stroke("M164 292Q200 322 236 292", "#000", 12, op(0.14)));
      clothes.push(stroke("M120 400Q112 360 118 330M280 400Q288 360 282 330", "#000", 4, op(0.1)));
      break;
    case "shirt":
      collar.push(shape("M172 282L158 318L198 306Z", "#fff", op(0.92)));
      collar.push(shape("M228 282L242 318L202 306Z", "#fff", op(0.92)));
      clothes.push(stroke("M200 308V400", "#000", 3, op(0.12)));
      clothes.push(circle(200, 334, 3, "#000", op(0.15)) + circle(200, 364, 3, "#000", op(0.15)));
      break;
    case "tee":
      clothes.push(stroke("M170 292Q200 314 230 292", "#fff", 6, op(0.35)));
      break;
    case "turtleneck":
      collar.push(shape("M170 262Q200 254 230 262V296Q200 306 170 296Z", mix(p.topColor, "#ffffff", 0.08)));
      collar.push(stroke("M172 274Q200 268 228 274M172 286Q200 280 228 286", "#000", 3, op(0.12)));
      break;
  }

  const neck = shape("M172 226H228V286Q200 306 172 286Z", p.shade);
  const ears = ellipse(137, 190, 13, 18, p.skin) + ellipse(263, 190, 13, 18, p.skin) + ellipse(139, 191, 5, 8, p.shade) + ellipse(261, 191, 5, 8, p.shade);
  const face = ellipse(200, 180, 64, 76, p.skin);
  const brows = stroke("M160 164Q175 156 189 162M211 162Q225 156 240 164", p.hairStyle === "curly" || p.hair === "#e8c27a" ? "#6b4a2b" : p.hair, 5);
  const eyes = ellipse(176, 188, 6.5, 8, "#1f1a17") + ellipse(224, 188, 6.5, 8, "#1f1a17") + circle(178, 185, 2, "#fff") + circle(226, 185, 2, "#fff");
  const nose = stroke("M195 214Q200 219 205 214", p.shade, 4);
  const cheeks = ellipse(160, 216, 12, 7, "#ff7a7a", op(0.22)) + ellipse(240, 216, 12, 7, "#ff7a7a", op(0.22));
  let beard = "";
  if (p.beard) {
    beard = shape("M136 192C138 252 168 278 200 278C232 278 262 252 264 192C258 220 246 230 234 230C224 222 212 220 200 220C188 220 176 222 166 230C154 230 142 220 136 192Z", p.hair);
  }
  const mouth = shape("M182 232Q200 252 218 232Q200 238 182 232Z", "#7a2e2a") + shape("M186 234Q200 238 214 234L212 238Q200 241 188 238Z", "#fff");
  const glasses = p.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="4.5">${rect(150, 172, 46, 34, 12, "none")}${rect(204, 172, 46, 34, 12, "none")}<path d="M196 186h8M150 184l-14-4M250 184l14-4"/></g>`
    : "";
  const earrings = p.earrings ? circle(137, 214, 6, p.earrings) + circle(263, 214, 6, p.earrings) : "";
  return [...back, ...clothes, neck, ...collar, ears, face, cheeks, beard, eyes, brows, nose, mouth, glasses, earrings, ...front].join("");
}

/** Presenters by name; anyone else gets one of these picked from their name. */
const presenters: Record<string, Person> = {
  "Dana Whitfield": { skin: "#f3cfb3", shade: "#e0b193", hair: "#c98b4b", hairStyle: "long", top: "blazer", topColor: "#312e81", inner: "#f8fafc", earrings: "#fbbf24", bg: ["#ede9fe", "#c4b5fd"] },
  "Marcus Ellery": { skin: "#7b4a2f", shade: "#683c24", hair: "#1a1210", hairStyle: "short", top: "shirt", topColor: "#0f766e", beard: true, bg: ["#d1fae5", "#6ee7b7"] },
  "Priya Raman": { skin: "#b97a54", shade: "#a3673f", hair: "#1f1512", hairStyle: "bun", top: "turtleneck", topColor: "#be123c", earrings: "#fbbf24", bg: ["#ffe4e6", "#fda4af"] },
  "Jordan Castillo": { skin: "#d9a27a", shade: "#c48a64", hair: "#3b2416", hairStyle: "wavy", top: "sweater", topColor: "#1d4ed8", bg: ["#e0f2fe", "#93c5fd"] },
  "Alicia Moreno": { skin: "#c68b63", shade: "#b07650", hair: "#2b1b14", hairStyle: "curly", top: "blazer", topColor: "#f59e0b", inner: "#fff7ed", glasses: true, bg: ["#ffedd5", "#fdba74"] },
};

export function presenterFor(name: string): Person {
  const known = presenters[name];
  if (known) return known;
  const all = Object.values(presenters);
  return all[hash(name) % all.length]!;
}

export function portraitSvg(p: Person): string {
  const d = new Defs();
  const body = [
    rect(0, 0, 400, 400, 0, d.lin(p.bg[0], p.bg[1], "v")),
    circle(200, 190, 150, "#fff", op(0.28)),
    circle(330, 70, 60, "#fff", op(0.18)),
    personArt(d, p),
  ].join("");
  return svgDocument(400, 400, d.toString() + body);
}

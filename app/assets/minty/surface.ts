import panel from "#app/assets/minty/panel.svg?w=1024;1536;2048&responsive";

/**
 * The Minty page's product surface: the extension's panel open over a store
 * page (tools/art/product/minty-panel.ts, 1200 × 760). Phones show the
 * toolbar's Minty button and the panel under it, whole: the whole window at
 * phone width would draw its words at 4 px.
 */
export const panelSurface = {
  image: panel,
  phoneCrop: { x: 716, y: 24, width: 444, height: 712 },
};

import { fonts, loadFont } from "../../lib/outline-text.ts";

export const font = {
  sans: loadFont(fonts.sans),
  bold: loadFont(fonts.sansBold),
  narrowBold: loadFont(fonts.narrowBold),
  narrowBoldItalic: loadFont(fonts.narrowBoldItalic),
  serif: loadFont(fonts.serif),
  serifBold: loadFont(fonts.serifBold),
  serifItalic: loadFont(fonts.serifItalic),
  serifBoldItalic: loadFont(fonts.serifBoldItalic),
  dejavu: loadFont(fonts.dejavu),
  dejavuBold: loadFont(fonts.dejavuBold),
  condensedBold: loadFont(fonts.dejavuCondensedBold),
  serifCondensedBold: loadFont(fonts.dejavuSerifCondensedBold),
};

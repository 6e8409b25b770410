import { expect, type Locator } from "@playwright/test";

/**
 * A cropped picture's box as drawn: its size and place, the width its image
 * is drawn at and the width it was made at (its `width` attribute), the
 * share of the box's width the image takes by the crop (`--crop-w`),
 * whether the image has loaded, and whether it covers the whole box.
 */
export async function cropBoxOf(box: Locator) {
  return box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const image = element.querySelector("img")!;
    const picture = image.getBoundingClientRect();
    const cropShare = parseFloat(getComputedStyle(element).getPropertyValue("--crop-w")) / 100;
    return {
      width: rect.width,
      height: rect.height,
      left: rect.left,
      right: rect.right,
      drawnWidth: Number(image.getAttribute("width")),
      drawnHeight: Number(image.getAttribute("height")),
      shownWidth: picture.width,
      cropShare,
      loaded: image.complete && image.naturalWidth > 0,
      pictureInside: picture.left <= rect.left + 0.5 && picture.right >= rect.right - 0.5 && picture.top <= rect.top + 0.5 && picture.bottom >= rect.bottom - 0.5,
    };
  });
}

/**
 * On a phone (375 px) the box shows a region of its image: the image is
 * drawn wider than the box by the crop's scale, covers it, the box fits the
 * screen, and the drawing's words (12 to 14 units) are drawn at `minScale`
 * of their size at least, about 10 px, not at 3 to 4 px with the whole image.
 */
export async function expectPhoneCrop(box: Locator, minScale: number) {
  const phone = await cropBoxOf(box);
  expect(phone.cropShare).toBeGreaterThan(1.5);
  expect(phone.shownWidth).toBeCloseTo(phone.width * phone.cropShare, 0);
  await expectReadableCrop(box, minScale, 375);
}

/**
 * At a screen `screenWidth` wide (a phone's, or a tablet's 768 or 1024 px)
 * the box shows a region of its image, not the whole: the image is drawn
 * wider than the box and covers it, the box fits the screen, and the
 * drawing's words are drawn at `minScale` of their size at least (10 px and
 * more for words of 10 / `minScale` units).
 */
export async function expectReadableCrop(box: Locator, minScale: number, screenWidth: number) {
  const shown = await cropBoxOf(box);
  expect(shown.shownWidth, "a region of the drawing, drawn wider than its box").toBeGreaterThan(shown.width * 1.05);
  expect(shown.pictureInside).toBe(true);
  expect(shown.left).toBeGreaterThanOrEqual(0);
  expect(shown.right).toBeLessThanOrEqual(screenWidth);
  expect(shown.shownWidth / shown.drawnWidth, "the drawing's scale: its smallest words about 10 px").toBeGreaterThanOrEqual(minScale);
}

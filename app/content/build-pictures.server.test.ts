import { describe, expect, it } from "vitest";
import { buildPictureName, currentBuildPictures } from "#app/content/build-pictures.server.ts";

const picture = (name: string, key: string) => ({
  width: 1200,
  height: 900,
  srcSet: { avif: `/assets/${name}-600-${key}.avif 600w, /assets/${name}-1200-${key}.avif 1200w`, webp: `/assets/${name}-1200-${key}.webp 1200w` },
  src: `/assets/${name}-1200-${key}.webp`,
});

describe("pictures the build makes, in stored content", () => {
  const hero = picture("hero-inbox", "u4CaOmDeHT");
  const teammate = picture("teammate-2", "Qw3rTy12Ab");
  const fresh = currentBuildPictures({ home: { hero: { image: hero } }, careers: { people: [{ photo: teammate }] } });

  it("names a picture by its address without width and key, old and new addresses alike", () => {
    expect(buildPictureName("/assets/hero-inbox-1200-u4CaOmDeHT.avif")).toBe("hero-inbox");
    expect(buildPictureName("/assets/hero-inbox-1200-Ck0GnIWx.avif")).toBe("hero-inbox");
    expect(buildPictureName("/assets/teammate-2-120-a-b_cdEfG.webp")).toBe("teammate-2");
    expect(buildPictureName("/media/abc-800.webp")).toBeUndefined();
  });

  it("reads a picture this build no longer makes as this build's picture of the same name", () => {
    const stored = { hero: { image: picture("hero-inbox", "Ck0GnIWx"), imageAlt: "An inbox" }, team: [{ photo: picture("teammate-2", "OldKey12") }] };
    expect(fresh(stored)).toEqual({ hero: { image: hero, imageAlt: "An inbox" }, team: [{ photo: teammate }] });
  });

  it("leaves what the build still makes, uploads and unknown names as they are, and returns the same object when nothing changed", () => {
    const upload = { width: 800, height: 600, srcSet: { avif: "/media/abc-800.avif 800w", webp: "/media/abc-800.webp 800w" }, src: "/media/abc-800.webp" };
    const stored = { chosen: teammate, upload, gone: picture("retired-art", "Zz9Yy8Xx") };
    expect(fresh(stored)).toBe(stored);
  });

  it("reads a stale picture whose name two pictures share as its own entry's picture, and never guesses without one", () => {
    const mintyHero = picture("hero", "MintyKey");
    const boostHero = picture("hero", "BoostKey");
    const shared = currentBuildPictures({ minty: { hero: { image: mintyHero } }, boost: { hero: { image: boostHero } } });
    const stale = { hero: { image: picture("hero", "OldHero1") } };
    expect(shared(stale, { hero: { image: boostHero } })).toEqual({ hero: { image: boostHero } });
    expect(shared(stale, { hero: { image: mintyHero } })).toEqual({ hero: { image: mintyHero } });
    expect(shared(stale)).toBe(stale);
  });
});

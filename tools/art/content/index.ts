import path from "node:path";
import { caseStudies } from "#app/content/case-studies/index.ts";
import { videoStories } from "#app/content/stories/index.ts";
import { webinars } from "#app/content/webinars/index.ts";
import { writeSvg } from "../../lib/files.ts";
import { svgDocument } from "../../lib/svg.ts";
import { drawBrandBanners } from "./brands-banner.ts";
import { caseStudyCover } from "./case-study-cover.ts";
import { personFor, portraitSvg, teammates } from "./people.ts";
import { videoCover } from "./video-cover.ts";
import { webinarSvg } from "./webinar.ts";
import { caseStudyBrand, videoBrand, wordmarkFor } from "./wordmarks.ts";

/**
 * Draws every image the Success Stories, case-study and webinar content points
 * at, from the content itself:
 *
 *   public/images/logos/<slug>.svg          customer wordmarks (height 48, width follows the name)
 *   public/images/case-studies/<slug>.svg   case-study covers (1200 × 675) with the headline result
 *   public/images/stories/video-<id>.svg    video-story covers (1200 × 675), no play button
 *   public/images/presenters/<name>.svg     presenter portraits (96 × 96, shown in a round frame)
 *   public/images/people/<name>.svg         case-study testimonial headshots (96 × 96, round frame)
 *   app/assets/home/testimonial-author.svg  the author of Home's testimonial (raster by the image pipeline)
 *   app/assets/minty/testimonial-<n>.svg    the authors of Minty's testimonials, in order (raster by the image pipeline)
 *   app/assets/careers/teammate-<n>.svg     the teammates on the Careers hero's line (raster by the image pipeline)
 *   public/images/webinars/<id>.svg         webinar backgrounds (1600 × 900)
 *   app/assets/home/brands-{wide,stacked}.svg  Home's banner of the same wordmarks (raster sources)
 *
 * Output paths are the content's own `image`, `logo`, `presenter.image`,
 * `testimonial.headshot` and `backgroundImage` values, so a new case study, story or webinar gets its
 * artwork by rerunning this script: brands without an entry in `wordmarks`
 * get a plain wordmark, slugs without a scene get their industry's scene,
 * people without an entry in people.ts get a portrait picked from their name.
 * Everything is deterministic (no clock, no Math.random).
 *
 * Customer brands are wordmarks of one system (wordmarks.ts: one cap height,
 * one ink, outlined lettering and small drawn marks), never imitations of
 * their real logo artwork.
 *
 * Run: `npm run art -- content`
 * (needs fonts-liberation and fonts-dejavu-core; the committed SVGs do not).
 */

/** The portrait beside Home's testimonial (app/content/home.ts `testimonial.author`). */
const HOME_TESTIMONIAL_AUTHOR = "app/assets/home/testimonial-author.svg";

const written: { file: string; bytes: number }[] = [];

/** Writes one of the content's images (`/images/…`, under public/); a file over `budgetKb` fails the run. */
function write(publicPath: string, content: string, budgetKb: number) {
  if (!publicPath.startsWith("/images/")) throw new Error(`not an /images path: ${publicPath}`);
  const relative = path.join("public", publicPath);
  written.push({ file: relative, bytes: writeSvg(relative, content, { budgetKb }) });
}

for (const study of caseStudies) {
  const mark = wordmarkFor(caseStudyBrand(study));
  write(study.logo, svgDocument(mark.width, mark.height, mark.body), 12);
  write(study.image, caseStudyCover(study), 40);
  if (study.testimonial?.headshot) write(study.testimonial.headshot, portraitSvg(personFor(study.testimonial.author)), 4);
}
for (const story of videoStories) {
  const mark = wordmarkFor(videoBrand(story));
  write(story.logo, svgDocument(mark.width, mark.height, mark.body), 12);
  write(story.image, videoCover(story), 40);
}
webinars.forEach((webinar, index) => {
  write(webinar.presenter.image, portraitSvg(personFor(webinar.presenter.name)), 4);
  if (webinar.backgroundImage) write(webinar.backgroundImage, webinarSvg(webinar, index), 30);
});
// Home's content module imports through the site's aliases, which plain Node cannot resolve: the author is named here.
written.push({ file: HOME_TESTIMONIAL_AUTHOR, bytes: writeSvg(HOME_TESTIMONIAL_AUTHOR, portraitSvg(personFor("Jordan Ellis")), { budgetKb: 4 }) });
// Minty's testimonials (app/content/minty.ts), in their order.
["Rachel Kim", "Marcus Bell", "Elena Torres"].forEach((author, index) => {
  const file = `app/assets/minty/testimonial-${index + 1}.svg`;
  written.push({ file, bytes: writeSvg(file, portraitSvg(personFor(author)), { budgetKb: 4 }) });
});
teammates.forEach((teammate, index) => {
  const file = `app/assets/careers/teammate-${index + 1}.svg`;
  written.push({ file, bytes: writeSvg(file, portraitSvg(teammate), { budgetKb: 4 }) });
});
drawBrandBanners();
const total = written.reduce((sum, file) => sum + file.bytes, 0);
console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KB`);

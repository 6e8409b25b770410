import { caseStudies } from "#app/content/case-studies/index.ts";
import { logoSizes } from "#app/content/logo-sizes.generated.ts";
import type { Logo } from "#app/content/shared.schema.ts";

/** The brand behind each case study, as its wordmark's alt text reads. */
export const customerNames: Record<string, string> = {
  avon: "Avon",
  accelerationpartners: "Acceleration Partners",
  surlatable: "Sur La Table",
  stanley1913: "Stanley 1913",
  gourmetgiftbaskets: "Gourmet Gift Baskets",
  spotonfence: "SpotOn Fence",
  Issaonlinefitness: "ISSA Online Fitness",
  cupshe: "Cupshe",
  footballcamps: "Football Camps",
  rapala: "Rapala",
  wateranywhere: "Water Anywhere",
  renogy: "Renogy",
  splendidspoon: "Splendid Spoon",
  tweedlefarms: "Tweedle Farms",
  getsoul: "Soul",
};

/** A wordmark under public/images/logos with its intrinsic size (tools/art/logo-sizes.ts). */
export function logoImage(src: string, alt: string): Logo {
  const size = logoSizes[src];
  if (!size) throw new Error(`customer-logos: ${src} is not in public/images/logos (run npm run art -- logo-sizes)`);
  return { src, alt, title: alt, ...size };
}

/** Every case-study customer's wordmark, in the case studies' order: the logo walls and loops. */
export const customerLogos: Logo[] = caseStudies.map((study) => {
  const name = customerNames[study.slug];
  if (!name) throw new Error(`customer-logos: no brand name for case study "${study.slug}"`);
  return logoImage(study.logo, name);
});

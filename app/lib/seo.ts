import type { MetaDescriptor } from "react-router";
import { site } from "#app/config/site.ts";

export type PageSeo = {
  /** The brand is appended unless the title names it; the brand alone gets the tagline. */
  title: string;
  description: string;
  /** When it differs from the page's own path. */
  canonicalPath?: string;
  image?: string;
  noindex?: boolean;
  type?: "website" | "article";
};

export type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** The canonical origin, from the root loader (SITE_URL at build or request time). */
export function originFromMatches(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? site.defaultUrl;
}

/** Title, description, canonical, Open Graph and the X card type; X falls back to the Open Graph tags, so none are written twice. */
export function seo(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const origin = originFromMatches(args.matches);
  const path = page.canonicalPath ?? args.location.pathname;
  const canonical = `${origin}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
  const title = page.title === site.name ? `${site.name} | ${site.tagline}` : page.title.includes(site.name) ? page.title : `${page.title} | ${site.name}`;
  const image = new URL(page.image ?? "/og-image.png", origin).toString();
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

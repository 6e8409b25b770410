import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

export type PageSeo = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** The canonical path when it differs from the page's own path. */
  canonicalPath?: string;
  /** An absolute or root-relative image for link previews. */
  image?: string;
  /** Keep the page out of search results (error pages). */
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

/**
 * Title, description, canonical URL, Open Graph and the X (Twitter) card
 * type for a page, from one place. X reads a card's title, description and
 * image from the Open Graph tags when it finds no twitter: ones, so they are
 * not written twice.
 */
export function seo(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const origin = originFromMatches(args.matches);
  const path = page.canonicalPath ?? args.location.pathname;
  const canonical = `${origin}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
  const title = page.title === site.name ? `${site.name} | ${site.tagline}` : `${page.title} | ${site.name}`;
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

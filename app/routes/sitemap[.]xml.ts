import { sitemapPaths } from "#app/config/routes.ts";
import { siteOrigin } from "#app/config/site-origin.server.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { Route } from "./+types/sitemap[.]xml";

export function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin();
  const urls = sitemapPaths(siteContent(context))
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import type { Kysely } from "kysely";
import type { Touch } from "#app/forms/lead-meta.schema.ts";
import type { Database, PageViewsTable } from "../db/schema.ts";

export type VisitTouches = { firstTouch: Touch; lastTouch: Touch };

type EntryView = Pick<
  PageViewsTable,
  "at" | "path" | "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_content" | "utm_term" | "ad_click"
>;

function touchOf(view: EntryView, siteUrl: string): Touch {
  const touch: Touch = { landingPage: new URL(view.path, siteUrl).toString(), at: view.at };
  if (view.referrer_host) touch.referrer = `https://${view.referrer_host}/`;
  if (view.utm_source) touch.utm_source = view.utm_source;
  if (view.utm_medium) touch.utm_medium = view.utm_medium;
  if (view.utm_campaign) touch.utm_campaign = view.utm_campaign;
  if (view.utm_content) touch.utm_content = view.utm_content;
  if (view.utm_term) touch.utm_term = view.utm_term;
  return touch;
}

const isCampaignOrReferred = (view: EntryView) =>
  Boolean(view.referrer_host || view.utm_source || view.utm_medium || view.utm_campaign || view.ad_click);

/** From the sender's visits that day only (an id lasts one day); undefined when their views were not counted. */
export async function visitTouches(db: Kysely<Database>, visitor: string, siteUrl: string): Promise<VisitTouches | undefined> {
  const entries = await db
    .selectFrom("page_views")
    .select(["at", "path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "ad_click"])
    .where("visitor", "=", visitor)
    .where("entry", "=", 1)
    .orderBy("at", "asc")
    .execute();
  const first = entries[0];
  if (!first) return undefined;
  const last = entries.findLast(isCampaignOrReferred) ?? first;
  return { firstTouch: touchOf(first, siteUrl), lastTouch: touchOf(last, siteUrl) };
}

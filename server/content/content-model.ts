import type { ContentEntry, ContentType, FormSchema } from "#app/content/editing/content-types.server.ts";
import type { SiteContent } from "#app/content/site-content.server.ts";

/** The content types and the snapshot builder, as the server build exports them (app/entry.server.tsx). */
export type ContentModel = {
  contentTypes: readonly ContentType[];
  siteContentFrom(published: ReadonlyMap<string, ContentEntry[]>, removed: ReadonlySet<string>): SiteContent;
  repositoryContent: SiteContent;
  contentJsonSchema(type: ContentType): FormSchema;
};

/**
 * Renders one public page as the build would, with the content given. `edition` names what a render depends on besides
 * the content (the build and the origin): processes of one edition share their renders through the database.
 */
export type PageRender = ((path: string, content: SiteContent) => Promise<{ status: number; html: boolean; body: Buffer }>) & { edition?: string };

export type { ContentEntry, ContentType, FormSchema, SiteContent };

import { formSchemaOf } from "#app/content/editing/form-schema.ts";
import type { ContentModel, ContentType, SiteContent } from "../../server/content/content-model.ts";
import type { Seed } from "../../server/content/content-store.server.ts";

/** The content model of a small made-up site: its types over a repository copy, as the server build exports the real one. */
export function testContentModel(contentTypes: readonly ContentType[], repository: object): ContentModel {
  return {
    contentTypes,
    repositoryContent: repository as SiteContent,
    siteContentFrom(published, removed) {
      const content = { ...repository, removed } as SiteContent;
      for (const type of contentTypes) {
        const entries = published.get(type.type);
        if (entries) type.apply(content, entries);
      }
      return content;
    },
    contentJsonSchema: (type) => formSchemaOf(type.schema),
  };
}

/** Each type's entries in `content`, as a start seeds them. */
export const seedsOf = (contentTypes: readonly ContentType[], content: object): Seed[] =>
  contentTypes.map((type) => ({ type: type.type, entries: type.entriesOf(content as SiteContent) }));

import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";

/** The way back up from a content page: Content, then the collection an entry belongs to. */
export function ContentTrail({ collection }: { collection?: { type: string; label: string } }) {
  return (
    <nav aria-label="Breadcrumb" className="text-small">
      <Link href={consolePages.content} className="text-brand hover:underline">
        Content
      </Link>
      {collection ? (
        <>
          {" / "}
          <Link href={consolePages.contentType(collection.type)} className="text-brand hover:underline">
            {collection.label}
          </Link>
        </>
      ) : null}
    </nav>
  );
}

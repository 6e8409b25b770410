import type { Route } from "./+types/legal";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

const documents = {
  terms: { title: "Terms of Use", date: "Effective August 7, 2025" },
  privacy: { title: "Privacy Policy", date: "Last updated August 6, 2025" },
  msa: { title: "Master Subscription Agreement", date: "Current version" },
  msa24: { title: "Master Subscription Agreement (2024)", date: "Newer version" },
} as const;

type DocumentId = keyof typeof documents;

function documentFor(pathname: string): (typeof documents)[DocumentId] {
  const id = pathname.replace(/^\/+|\/+$/g, "") as DocumentId;
  return documents[id] ?? documents.terms;
}

export const handle: SiteHandle = { scrollTopOnLoad: true };

export const meta: Route.MetaFunction = (args) => {
  const doc = documentFor(args.location.pathname);
  return seo(args, { title: doc.title, description: `${doc.title}. ${doc.date}.` });
};

export function loader({ request }: Route.LoaderArgs) {
  return documentFor(new URL(request.url).pathname);
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro eyebrow="Legal" title={loaderData.title}>
      <p>{loaderData.date}</p>
    </PageIntro>
  );
}

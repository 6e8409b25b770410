import { lazy, Suspense, useState } from "react";
import { data, redirect, replace } from "react-router";
import type { Route } from "./+types/success-story";
import { CaseStudyDetail } from "#app/components/case-study/case-study-detail.tsx";
import { CaseStudyForm } from "#app/components/case-study/case-study-form.tsx";
import { caseStudyMeta } from "#app/components/case-study/case-study-meta.ts";
import { goneSeo, TakenDownBoundary } from "#app/components/layout/gone-page.tsx";
import { seo } from "#app/lib/seo.ts";
import { storyPageData } from "#app/content/story-pages.ts";
import { findCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { siteContent } from "#app/load-context.server.ts";

// The success dialog (and Radix with it) loads when a download succeeds, not with the page.
const DownloadReadyDialog = lazy(() =>
  import("#app/components/case-study/download-ready-dialog.tsx").then((module) => ({ default: module.DownloadReadyDialog })),
);

export function loader({ params, context, url }: Route.LoaderArgs) {
  const content = siteContent(context);
  const study = findCaseStudyBySlug(content.caseStudies, params.slug);
  // A story taken down is gone; an unknown one goes back to the list.
  if (!study && content.removed.has(url.pathname)) throw data(null, { status: 410 });
  if (!study) throw replace("/success-stories");
  // Another capitalisation of a known slug: one canonical address.
  if (study.slug !== params.slug) throw redirect(`/success-stories/${study.slug}`, 301);
  return storyPageData(content, study);
}

export const meta: Route.MetaFunction = (args) => (args.error ? seo(args, goneSeo) : caseStudyMeta(args, args.loaderData?.study));

export const ErrorBoundary = TakenDownBoundary;

/** /success-stories/{slug}: a back link, the testimonial, and a success dialog with the download. */
export default function SuccessStory({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  const [ready, setReady] = useState(false);
  return (
    <>
      <CaseStudyDetail
        {...loaderData}
        backLink
        form={<CaseStudyForm caseStudy={{ id: study.id, slug: study.slug }} onSuccess={() => setReady(true)} />}
      />
      {ready ? (
        <Suspense fallback={null}>
          <DownloadReadyDialog open onClose={() => setReady(false)} title={study.title} documentUrl={study.caseStudyUrl} />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useState } from "react";
import { redirect, replace } from "react-router";
import type { Route } from "./+types/success-story";
import { CaseStudyDetail } from "~/components/case-study/case-study-detail";
import { CaseStudyForm } from "~/components/case-study/case-study-form";
import { caseStudyMeta } from "~/components/case-study/case-study-meta";
import { storyPageData } from "~/content/story-pages";
import { getCaseStudyBySlug } from "~/content/case-studies";

// The success dialog (and Radix with it) loads when a download succeeds, not with the page.
const DownloadReadyDialog = lazy(() =>
  import("~/components/case-study/download-ready-dialog").then((module) => ({ default: module.DownloadReadyDialog })),
);

export function loader({ params }: Route.LoaderArgs) {
  const study = getCaseStudyBySlug(params.slug);
  // Unknown stories go back to the list.
  if (!study) throw replace("/success-stories");
  // Another capitalisation of a known slug: one canonical address.
  if (study.slug !== params.slug) throw redirect(`/success-stories/${study.slug}`, 301);
  return storyPageData(study);
}

export const meta: Route.MetaFunction = (args) => caseStudyMeta(args, args.loaderData?.study);

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

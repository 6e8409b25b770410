import { data, replace } from "react-router";
import type { Route } from "./+types/case-study";
import { CaseStudyDetail } from "#app/components/case-study/case-study-detail.tsx";
import { CaseStudyForm } from "#app/components/case-study/case-study-form.tsx";
import { usePendingTab } from "#app/components/forms/use-pending-tab.ts";
import { caseStudyMeta } from "#app/components/case-study/case-study-meta.ts";
import { goneSeo, TakenDownBoundary } from "#app/components/layout/gone-page.tsx";
import { seo } from "#app/lib/seo.ts";
import { storyPageData } from "#app/content/story-pages.ts";
import { useToast } from "#app/components/ui/toast.tsx";
import { findCaseStudyById } from "#app/content/case-studies/index.ts";
import { siteContent } from "#app/load-context.server.ts";

export function loader({ params, context, url }: Route.LoaderArgs) {
  const content = siteContent(context);
  const study = findCaseStudyById(content.caseStudies, params.id);
  // A case study taken down is gone; an unknown one goes back to the list.
  if (!study && content.removed.has(url.pathname)) throw data(null, { status: 410 });
  if (!study) throw replace("/success-stories");
  return storyPageData(content, study);
}

export const meta: Route.MetaFunction = (args) => (args.error ? seo(args, goneSeo) : caseStudyMeta(args, args.loaderData?.study));

export const ErrorBoundary = TakenDownBoundary;

/** /case-study/{id}: a successful download shows a toast and opens the document in a new tab. */
export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  const { toast } = useToast();
  const tab = usePendingTab();
  return (
    <CaseStudyDetail
      {...loaderData}
      showTestimonial={Boolean(study.testimonial)}
      form={
        <CaseStudyForm
          caseStudy={{ id: study.id, slug: study.slug }}
          // Opened inside the click, so the browser allows it; filled once the lead is stored.
          beforeSend={() => {
            if (study.caseStudyUrl) tab.open();
          }}
          onFailure={() => tab.close()}
          onSuccess={(message) => {
            const opened = study.caseStudyUrl ? tab.go(study.caseStudyUrl) : false;
            toast({
              title: "Success!",
              variant: "success",
              description:
                study.caseStudyUrl && !opened ? (
                  <>
                    {message}{" "}
                    <a href={study.caseStudyUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                      Open the case study
                    </a>
                  </>
                ) : (
                  message
                ),
            });
          }}
        />
      }
    />
  );
}

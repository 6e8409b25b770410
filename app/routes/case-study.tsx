import { replace } from "react-router";
import type { Route } from "./+types/case-study";
import { CaseStudyDetail } from "~/components/case-study/case-study-detail";
import { CaseStudyForm } from "~/components/case-study/case-study-form";
import { usePendingTab } from "~/components/forms/use-pending-tab";
import { caseStudyMeta } from "~/components/case-study/case-study-meta";
import { storyPageData } from "~/content/story-pages";
import { useToast } from "~/components/ui/toast";
import { getCaseStudyById } from "~/content/case-studies";

export function loader({ params }: Route.LoaderArgs) {
  const study = getCaseStudyById(params.id);
  // Unknown case studies go back to the list.
  if (!study) throw replace("/success-stories");
  return storyPageData(study);
}

export const meta: Route.MetaFunction = (args) => caseStudyMeta(args, args.loaderData?.study);

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

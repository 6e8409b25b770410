import { useEffect, useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { MintyDogs } from "#app/components/brand/minty-dogs.tsx";
import { SiteDialogsProvider } from "#app/components/dialogs/site-dialogs.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SiteWideContent, unlessBundled } from "#app/components/layout/site-wide-content.ts";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { reportFieldVitalsWhenIdle } from "#app/lib/field-vitals.ts";
import { sendPageView } from "#app/lib/page-view-beacon.ts";
import { type Navigation, navigation } from "#app/config/navigation.ts";
import { type ConsentTexts, consentTexts } from "#app/content/consent.ts";
import { useSiteHandle } from "#app/lib/route-handle.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { Route } from "./+types/_site";

/** The menus, footer and consent lines every page shows, as published: each only when it differs from the pages' own copy. */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const edited: { navigation?: Navigation; consent?: ConsentTexts } = {};
  const menus = unlessBundled(content.navigation, navigation);
  const consent = unlessBundled(content.consent, consentTexts);
  if (menus) edited.navigation = menus;
  if (consent) edited.consent = consent;
  return edited;
}

/** The shared layout: fixed header, page, optional Minty dogs, footer, app-wide dialogs and toasts. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const handle = useSiteHandle();
  const location = useLocation();

  useEffect(() => {
    // A page that starts at the top on load is not put back where a reload or
    // the back button left it. A fresh visit already starts at the top, and
    // where a visitor scrolled to before React ran is theirs: left alone.
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const restored = navigation?.type !== "navigate";
    if (handle.scrollTopOnLoad && !location.hash && restored) window.scrollTo(0, 0);
    // Only on first load: in-app navigations start at the top through useScrollOnNavigate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every page viewed is counted by the server, cookieless; the load itself is measured once.
  useEffect(() => sendPageView(), [location.pathname, location.search]);
  useEffect(() => reportFieldVitalsWhenIdle(), []);

  const siteWide = useMemo(() => ({ navigation: loaderData.navigation ?? navigation, consent: loaderData.consent }), [loaderData]);

  return (
    <SiteWideContent value={siteWide}>
      <ToastProvider>
        <SiteDialogsProvider>
          <a
            href="#main"
            className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white focus:translate-y-0"
          >
            Skip to content
          </a>
          <SiteHeader transparent={handle.transparentHeader} />
          <main id="main" tabIndex={-1} className="outline-none">
            <Outlet />
          </main>
          {handle.mintyDogs ? <MintyDogs /> : null}
          <SiteFooter />
        </SiteDialogsProvider>
      </ToastProvider>
    </SiteWideContent>
  );
}

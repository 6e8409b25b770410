import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/_site.tsx", [
    index("routes/home.tsx"),
    route("request-demo", "routes/home.tsx", { id: "request-demo" }),
    route("safeopt", "routes/safeopt.tsx"),
    route("minty", "routes/minty.tsx"),
    route("minty-cashback-boost", "routes/minty-cashback-boost.tsx"),
    route("success-stories", "routes/success-stories.tsx"),
    route("success-stories/:slug", "routes/success-story.tsx"),
    route("case-study/:id", "routes/case-study.tsx"),
    route("webinar/:id", "routes/webinar.tsx"),
    route("help", "routes/help.tsx"),
    route("careers", "routes/careers.tsx"),
    route("terms", "routes/legal.tsx", { id: "terms" }),
    route("privacy", "routes/legal.tsx", { id: "privacy" }),
    route("msa", "routes/legal.tsx", { id: "msa" }),
    route("msa24", "routes/legal.tsx", { id: "msa24" }),
    route("meeting-scheduled", "routes/meeting-scheduled.tsx"),
    route("form-result", "routes/form-result.tsx"),
    route("bigcat", "routes/gone.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("webinar/:id/calendar/:file", "routes/webinar-calendar.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
] satisfies RouteConfig;

import { data } from "react-router";
import type { Route } from "./+types/gone";
import { GonePage, goneSeo } from "#app/components/layout/gone-page.tsx";
import { seo } from "#app/lib/seo.ts";

export function loader() {
  return data(null, { status: 410 });
}

export const meta: Route.MetaFunction = (args) =>
seo(args, goneSeo);

export default function Gone() {
  return <GonePage />;
}

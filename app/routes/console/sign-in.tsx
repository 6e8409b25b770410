import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Console" }, { name: "robots", content: "noindex, nofollow" }];

export default function ConsoleSignIn() {
  return <h1 className="text-xl font-semibold">Sign in</h1>;
}

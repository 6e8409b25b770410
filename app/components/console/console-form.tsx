import type { ComponentProps } from "react";
import { Form, useRouteLoaderData } from "react-router";

/** The console layout's route id: its loader holds the signed-in user and the session's CSRF token. */
export const CONSOLE_LAYOUT_ID = "routes/console/layout";

export type ConsoleLayoutData = { user: { id: string; email: string; role: "admin" | "member" | "editor" }; csrfToken: string };

/** The signed-in user and the CSRF token, from the console layout. */
export function useConsoleSession(): ConsoleLayoutData {
  const data = useRouteLoaderData<ConsoleLayoutData>(CONSOLE_LAYOUT_ID);
  if (!data) throw new Error("useConsoleSession is used outside the console layout");
  return data;
}

/** The hidden field every console post carries. */
export function CsrfField() {
  return <input type="hidden" name="csrf" value={useConsoleSession().csrfToken} />;
}

/**
 * A console form: a POST with the session's CSRF token. It works as a plain
 * form post without JavaScript; with it, React Router submits it in place.
 */
export function ConsoleForm({ children, ...props }: Omit<ComponentProps<typeof Form>, "method">) {
  return (
    <Form method="post" {...props}>
      <CsrfField />
      {children}
    </Form>
  );
}

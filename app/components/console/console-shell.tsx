import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { Logo } from "#app/components/brand/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { type ConsoleArea, mayUse } from "#app/lib/console-access.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { cn } from "#app/lib/cn.ts";
import { ConsoleForm, useConsoleSession } from "#app/components/console/console-form.tsx";

const navItems: { to: string; label: string; end: boolean; area?: ConsoleArea }[] = [
  { to: consolePages.leads, label: "Leads", end: true, area: "leads" },
  { to: consolePages.content, label: "Content", end: false, area: "content" },
  { to: consolePages.traffic, label: "Traffic", end: true },
  { to: consolePages.team, label: "Team", end: true, area: "team" },
  { to: consolePages.audit, label: "Audit log", end: true, area: "team" },
  { to: consolePages.account, label: "Account", end: true },
];

/** The Leads section is the list and a lead's page (the other sections sit under /console too). */
const isLeadsPage = (pathname: string) => pathname === consolePages.leads || pathname.startsWith(`${consolePages.leads}/leads/`);

/** The console's frame: one dense bar with the sections, who is signed in, and sign out. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { user } = useConsoleSession();
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-canvas text-ink">
      <a href="#console-main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-[96rem] flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
          <a href={consolePages.leads} className="flex items-center gap-2 rounded focus-visible:outline-3 focus-visible:outline-offset-2">
            <Logo className="[&_span]:text-base [&_svg]:size-6" gradientId="console-logo" />
            <span className="rounded bg-brand-soft px-1.5 py-0.5 text-xs font-semibold text-brand">Console</span>
          </a>
          {/* On a phone the sections take a row of their own and scroll sideways, with a shadow cue where more are. */}
          <nav
            aria-label="Console"
            data-scroll-cue
            className="scroll-cue order-last -mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:order-none sm:mx-0 sm:w-auto sm:px-0"
          >
            {navItems
              .filter((item) => !item.area || mayUse(user.role, item.area))
              .map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "shrink-0 rounded-full px-3 py-2 text-small font-medium whitespace-nowrap text-ink-soft hover:bg-canvas hover:text-ink max-sm:px-2.5",
                      (item.to === consolePages.leads ? isLeadsPage(pathname) : isActive) && "bg-brand-soft text-brand hover:bg-brand-soft hover:text-brand",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              ))}
          </nav>
          <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-3 text-sm sm:flex-initial">
            {/* A phone has no room for who is signed in: the Account page shows it. */}
            <span className="flex min-w-0 items-center gap-1.5 text-muted max-sm:sr-only" title={user.email}>
              <span className="truncate">{user.email}</span>
              <span className="shrink-0 rounded bg-canvas px-1.5 py-0.5 text-xs text-ink-soft">{user.role}</span>
            </span>
            <ConsoleForm action={consolePages.signOut} reloadDocument>
              <Button type="submit" variant="ghost" size="sm" className="px-3 text-ink-soft">
                Sign out
              </Button>
            </ConsoleForm>
          </div>
        </div>
      </header>
      {/* Every section's title in the site's type scale, the leads list's too. */}
      <main id="console-main" className="mx-auto max-w-[96rem] px-4 py-5 sm:px-6 [&_h1]:text-h3">
        {children}
      </main>
    </div>
  );
}

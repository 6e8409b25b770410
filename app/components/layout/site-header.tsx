import { Dialog as DialogPrimitive } from "radix-ui";
import { ExternalLink, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/brand/logo";
import { useSiteDialogs } from "~/components/dialogs/site-dialogs";
import { Button } from "~/components/ui/button";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "~/components/ui/navigation-menu";
import { SmartLink } from "~/components/ui/smart-link";
import { headerMenus, loginLink } from "~/config/navigation";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/** The scroll depth (px) past which the bar takes its solid background (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const { openGoalDialog } = useSiteDialogs();
  const [openMenu, setOpenMenu] = useState("");
  const location = useLocation();

  // Dropdowns close when the page scrolls or the visitor navigates.
  useEffect(() => {
    if (!openMenu) return;
    const close = () => setOpenMenu("");
    window.addEventListener("scroll", close, { passive: true });
    return () => window.removeEventListener("scroll", close);
  }, [openMenu]);
  useEffect(() => setOpenMenu(""), [location.pathname]);

  const solid = !transparent || scrolled;

  return (
    <header
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        solid
          ? "bg-white/95 shadow-[0_1px_0_rgb(11_19_36/0.08)] backdrop-blur-md"
          : "bg-gradient-to-b from-white/70 to-white/20 backdrop-blur-md",
      )}
      data-scrolled={scrolled ? "true" : "false"}
      data-variant={transparent ? "transparent" : "solid"}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label={`${site.name} home`}>
          <Logo />
        </Link>

        <NavigationMenu
          value={openMenu}
          onValueChange={setOpenMenu}
          aria-label="Main"
          className="relative hidden md:block"
          delayDuration={80}
        >
          <NavigationMenuList className="flex items-center gap-1">
            {headerMenus.map((menu) => (
              <NavigationMenuItem key={menu.label} value={menu.label} className="relative">
                <NavigationMenuTrigger>{menu.label}</NavigationMenuTrigger>
                <NavigationMenuContent>
                  <ul className="grid gap-1">
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <NavigationMenuLink asChild>
                          <SmartLink
                            href={item.href}
                            className="block rounded-xl px-3 py-2.5 transition-colors hover:bg-canvas focus-visible:bg-canvas"
                            onClick={() => setOpenMenu("")}
                          >
                            <span className="block text-sm font-semibold text-ink">{item.label}</span>
                            {item.description ? (
                              <span className="mt-0.5 block text-xs text-muted">{item.description}</span>
                            ) : null}
                          </SmartLink>
                        </NavigationMenuLink>
                      </li>
                    ))}
                  </ul>
                </NavigationMenuContent>
              </NavigationMenuItem>
            ))}
          </NavigationMenuList>
        </NavigationMenu>

        <div className="hidden items-center gap-2 md:flex">
          <a
            href={loginLink.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center rounded-full px-4 text-[0.95rem] font-medium text-ink transition-colors hover:bg-ink/5"
          >
            {loginLink.label}
          </a>
          <Button size="sm" className="h-10 px-5" onClick={openGoalDialog}>
            Sign Up
          </Button>
        </div>

        <MobileMenu onGetStarted={openGoalDialog} />
      </div>
    </header>
  );
}

function MobileMenu({ onGetStarted }: { onGetStarted: () => void }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden"
        aria-label="Open menu"
      >
        <Menu className="size-6" aria-hidden="true" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-3xl bg-white px-4 pt-3 pb-6 shadow-pop data-[state=open]:animate-fade-in md:hidden"
          aria-describedby={undefined}
        >
          <div className="flex h-10 items-center justify-between">
            <DialogPrimitive.Title asChild>
              <span className="text-sm font-semibold tracking-wide text-muted uppercase">Menu</span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Mobile" className="mt-2">
            {headerMenus.map((menu) => (
              <div key={menu.label} className="border-b border-line py-3">
                <p className="px-2 text-xs font-semibold tracking-wider text-muted uppercase">{menu.label}</p>
                <ul className="mt-1">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <SmartLink
                        href={item.href}
                        className="flex min-h-11 items-center rounded-xl px-2 text-base font-medium text-ink hover:bg-canvas"
                        onClick={() => setOpen(false)}
                      >
                        {item.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="mt-4 grid gap-2">
              <a
                href={loginLink.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line font-semibold text-ink"
              >
                {loginLink.label}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
              <Button
                onClick={() => {
                  setOpen(false);
                  onGetStarted();
                }}
              >
                Get Started
              </Button>
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
